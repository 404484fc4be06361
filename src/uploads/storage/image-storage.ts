import type { Readable } from 'node:stream';
import type { UploadFolder } from '../upload-folders';

/** An image opened for reading: its bytes as a stream, and how many there are. */
export interface StoredImage {
  body: Readable;
  length: number;
}

/**
 * Where uploaded and seeded images live, so that every replica reads the same files: a folder
 * (a shared volume when there are several replicas) or an S3-compatible bucket. Stored names are
 * random and never reused, so a write never meets an existing name and a name's bytes never
 * change.
 *
 * An abstract class rather than an interface so that it is its own injection token.
 */
export abstract class ImageStorage {
  /** Where the images are, for the start-up log: never a secret. */
  abstract readonly description: string;

  abstract write(folder: UploadFolder, name: string, bytes: Buffer): Promise<void>;

  /** Opens a stored image, or answers undefined when there is none of that name. */
  abstract read(folder: UploadFolder, name: string): Promise<StoredImage | undefined>;

  /** Removes a stored image; one that is already gone is not an error. */
  abstract remove(folder: UploadFolder, name: string): Promise<void>;

  /** The names stored in a folder, sorted. */
  abstract list(folder: UploadFolder): Promise<string[]>;

  /** Releases connections (the S3 client's sockets); the folder has none. */
  async close(): Promise<void> {}
}

/** Reads a whole stored image into memory (backups; images are at most 5 MB). */
export async function readAll(image: StoredImage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of image.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
