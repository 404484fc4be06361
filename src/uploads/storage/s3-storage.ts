import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { IMAGE_CONTENT_TYPES, isStoredFileName, type UploadFolder } from '../upload-folders';
import { ImageStorage, type StoredImage } from './image-storage';
import type { S3StorageConfig } from '../../config/storage.config';

type S3Module = typeof import('@aws-sdk/client-s3');

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Images as objects `<prefix><folder>/<name>` in an S3-compatible bucket. The SDK is loaded only
 * when a bucket is configured, so a site on a volume does not carry it in memory.
 */
export class S3Storage extends ImageStorage {
  readonly description: string;
  private connection?: Promise<{ sdk: S3Module; client: S3Client }>;

  constructor(private readonly config: S3StorageConfig) {
    super();
    this.description = `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
  }

  async write(folder: UploadFolder, name: string, bytes: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(folder, name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: IMAGE_CONTENT_TYPES[extension],
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async read(folder: UploadFolder, name: string): Promise<StoredImage | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(folder, name) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered no body');
      return { body: object.Body, length: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async remove(folder: UploadFolder, name: string): Promise<void> {
    const { sdk, client } = await this.connect();
    // S3 answers 204 whether or not the object was there.
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(folder, name) }),
    );
  }

  async list(folder: UploadFolder): Promise<string[]> {
    const { sdk, client } = await this.connect();
    const prefix = this.key(folder, '');
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length) ?? '';
        if (isStoredFileName(name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  override async close(): Promise<void> {
    if (!this.connection) return;
    const { client } = await this.connection;
    client.destroy();
    this.connection = undefined;
  }

  private key(folder: UploadFolder, name: string): string {
    if (name && !isStoredFileName(name)) throw new Error(`Not a stored image name: ${name}`);
    return `${this.config.prefix}${folder}/${name}`;
  }

  private connect(): Promise<{ sdk: S3Module; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint,
        forcePathStyle: this.config.forcePathStyle,
        credentials: this.config.credentials,
        // Checksums only where S3 requires them: several S3-compatible services refuse the
        // newer default trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }));
    return this.connection;
  }
}
