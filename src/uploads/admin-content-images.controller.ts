import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CONTENT_IMAGE_PREFIX } from '../common/html/sanitize-lecture-html';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import type { ContentImageResponse } from './dto/content-image.response';
import { NOT_AN_IMAGE, assertImage, storeCleanImage, type UploadedImage } from './image-upload';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { ImageStorage } from './storage/image-storage';

/**
 * A picture in the body of a lecture or a notice (issue 36), uploaded from the editor in part
 * `file`: checked, re-encoded without its metadata and stored like every image the back office
 * takes (storeCleanImage), in contentFiles, the only folder the sanitiser lets an <img> name.
 * Any signed-in account, as the lecture and notice forms are (behind the global admin guard).
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/content')
export class AdminContentImagesController {
  constructor(private readonly storage: ImageStorage) {}

  @ApiConsumes('multipart/form-data')
  @ApiErrors([400, NOT_AN_IMAGE], 413)
  @Post('image')
  @UseInterceptors(ImageUploadInterceptor)
  async add(@UploadedFile() file: UploadedImage | undefined): Promise<ContentImageResponse> {
    assertImage(file);
    return {
      url: CONTENT_IMAGE_PREFIX + (await storeCleanImage(this.storage, 'contentFiles', file)),
    };
  }
}
