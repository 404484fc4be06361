import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ImageStorage,
  assertImage,
  isStoredFileName,
  removeStoredImage,
  storeCleanImage,
  type UploadedImage,
} from '../uploads';
import { Lecture } from './lecture.entity';

/**
 * Banner images of lectures in the lectureFiles folder of the image storage. A file is stored under a random
 * name with the extension of what its bytes are, and removed only once no lecture names it.
 */
@Injectable()
export class LectureFiles {
  private readonly logger = new Logger(LectureFiles.name);

  constructor(
    private readonly storage: ImageStorage,
    @InjectRepository(Lecture) private readonly lectures: Repository<Lecture>,
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
      if (await this.lectures.existsBy({ file_name: name })) return;
      await removeStoredImage(this.storage, 'lectureFiles', name);
    } catch (error) {
      this.logger.warn(`Could not remove lecture image ${name}: ${String(error)}`);
    }
  }
}
