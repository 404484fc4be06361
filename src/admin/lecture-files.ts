import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Lecture } from '../lectures/lecture.entity';
import {
  ImageStorage,
  checkImage,
  cleanImage,
  isStoredFileName,
  sniffImage,
  webpRenditionName,
  type UploadFolder,
} from '../uploads';

/** The part of multer's in-memory file that is read: its bytes, never its name or type. */
export interface UploadedImage {
  buffer: Buffer;
}

export const NO_ATTACHMENT = '첨부 파일이 없습니다. 파일을 등록해 주세요.';
export const NOT_AN_IMAGE = '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.';
export const TOO_MANY_PIXELS =
  '사진의 해상도가 너무 큽니다. 5천만 화소 이하의 이미지를 첨부해 주세요.';

/**
 * Refuses, at once, a form without an image or a file that does not even start like a PNG,
 * JPEG, GIF or WebP, whatever its name says. `storeCleanImage` decodes the rest.
 */
export function assertImage(file: UploadedImage | undefined): asserts file is UploadedImage {
  if (!file) throw new BadRequestException(NO_ATTACHMENT);
  if (!sniffImage(file.buffer)) throw new BadRequestException(NOT_AN_IMAGE);
}

/**
 * Writes an uploaded image into `folder` and answers its stored name (random, with the
 * extension of what its bytes are), the same way for every image the back office takes
 * (lecture banners, program photos): see LectureFiles.store.
 */
export async function storeCleanImage(
  storage: ImageStorage,
  folder: UploadFolder,
  file: UploadedImage,
): Promise<string> {
  const checked = await checkImage(file.buffer);
  if (!checked.ok) {
    throw new BadRequestException(
      checked.reason === 'too-many-pixels' ? TOO_MANY_PIXELS : NOT_AN_IMAGE,
    );
  }
  const image = checked.image;
  const clean = await cleanImage(file.buffer, image).catch(() => {
    throw new BadRequestException(NOT_AN_IMAGE);
  });
  const name = `${randomUUID()}${image.extension}`;
  const webpName = webpRenditionName(name);
  // The rendition first: once the image is there, a browser asking for it may get either.
  if (clean.webp && webpName) await storage.write(folder, webpName, clean.webp);
  await storage.write(folder, name, clean.bytes);
  return name;
}

/** Removes a stored image and its WebP rendition from `folder`. */
export async function removeStoredImage(
  storage: ImageStorage,
  folder: UploadFolder,
  name: string,
): Promise<void> {
  await storage.remove(folder, name);
  const webpName = webpRenditionName(name);
  if (webpName) await storage.remove(folder, webpName);
}

/**
 * Banner images of lectures in the lectureFiles folder of the image storage. A file is stored under a random
 * name with the extension of what its bytes are, and removed only once no lecture names it.
 */
@Injectable()
export class LectureFiles {
  private readonly logger = new Logger(LectureFiles.name);

  constructor(
    private readonly storage: ImageStorage,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Refuses, at once, a form without an image or a file that does not even start like a PNG,
   * JPEG, GIF or WebP, whatever its name says. `store` decodes the rest.
   */
  assertImage(file: UploadedImage | undefined): asserts file is UploadedImage {
    assertImage(file);
  }

  /**
   * Writes the image and answers its stored name, once it has decoded whole as the format its
   * first bytes claim (see checkImage): nothing that fails is written. What is written is the
   * image encoded again without its metadata (GPS, camera, comments), turned upright and at most
   * 2400 px a side (see cleanImage), and beside a PNG or JPEG its WebP rendition when smaller.
   */
  store(file: UploadedImage): Promise<string> {
    return storeCleanImage(this.storage, 'lectureFiles', file);
  }

  /** Removes a stored image unless a lecture still names it. Never throws. */
  async removeIfUnused(name: string | undefined): Promise<void> {
    if (!name || !isStoredFileName(name)) return;
    try {
      if (await this.dataSource.getRepository(Lecture).existsBy({ file_name: name })) return;
      await removeStoredImage(this.storage, 'lectureFiles', name);
    } catch (error) {
      this.logger.warn(`Could not remove lecture image ${name}: ${String(error)}`);
    }
  }
}
