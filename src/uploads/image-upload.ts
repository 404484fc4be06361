import { BadRequestException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { checkImage } from './image-check';
import { cleanImage, webpRenditionName } from './image-clean';
import { shareRenditionName } from './share-image';
import { sniffImage } from './image-sniff';
import type { ImageStorage } from './storage/image-storage';
import type { UploadFolder } from './upload-folders';

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
 * (lecture banners, program photos): see the lectures module's LectureFiles.store.
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

/** Removes a stored image and its renditions (WebP, share picture) from `folder`. */
export async function removeStoredImage(
  storage: ImageStorage,
  folder: UploadFolder,
  name: string,
): Promise<void> {
  await storage.remove(folder, name);
  for (const rendition of [webpRenditionName(name), shareRenditionName(name)]) {
    if (rendition) await storage.remove(folder, rendition);
  }
}
