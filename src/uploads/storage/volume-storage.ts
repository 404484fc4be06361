import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStoredFileName, type UploadFolder } from '../upload-folders';
import { ImageStorage, type StoredImage } from './image-storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Images as files under `<uploadDir>/<folder>/<name>`: the data folder, or a shared volume. */
export class VolumeStorage extends ImageStorage {
  readonly description: string;

  constructor(private readonly uploadDir: string) {
    super();
    this.description = `folder ${uploadDir}`;
  }

  async write(folder: UploadFolder, name: string, bytes: Buffer): Promise<void> {
    const path = this.path(folder, name);
    await mkdir(join(this.uploadDir, folder), { recursive: true });
    // Written beside it, then renamed: a reader sees the whole image or none, never half of one.
    // The temporary name is no stored name, so list() never answers it.
    const partial = join(this.uploadDir, folder, `.${randomUUID()}.partial`);
    try {
      await writeFile(partial, bytes);
      await rename(partial, path);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  async read(folder: UploadFolder, name: string): Promise<StoredImage | undefined> {
    const path = this.path(folder, name);
    try {
      const stats = await stat(path);
      if (!stats.isFile()) return undefined;
      return { body: createReadStream(path), length: stats.size };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(folder: UploadFolder, name: string): Promise<void> {
    try {
      await unlink(this.path(folder, name));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async list(folder: UploadFolder): Promise<string[]> {
    try {
      const names = await readdir(join(this.uploadDir, folder));
      return names.filter(isStoredFileName).sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  /** Only names of one safe path segment reach the file system (no `..`, no slashes). */
  private path(folder: UploadFolder, name: string): string {
    if (!isStoredFileName(name)) throw new Error(`Not a stored image name: ${name}`);
    return join(this.uploadDir, folder, name);
  }
}
