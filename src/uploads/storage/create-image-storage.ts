import type { AppConfig } from '../../config/app.config';
import type { ImageStorage } from './image-storage';
import { S3Storage } from './s3-storage';
import { VolumeStorage } from './volume-storage';

/** The storage the configuration names: a bucket when S3_BUCKET is set, else the upload folder. */
export function createImageStorage(config: Pick<AppConfig, 'storage' | 'uploadDir'>): ImageStorage {
  return config.storage.kind === 's3'
    ? new S3Storage(config.storage)
    : new VolumeStorage(config.uploadDir);
}
