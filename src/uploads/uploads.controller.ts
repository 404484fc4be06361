import { Controller, Get, Logger, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Public } from '../auth/public.decorator';
import { ImageStorage } from './storage/image-storage';
import { IMAGE_CONTENT_TYPES, isStoredFileName, isUploadFolder } from './upload-folders';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';

const FILE_NOT_FOUND = '파일을 찾을 수 없습니다.';

/**
 * Serves only files the app stored, from wherever they are stored: the name must be one safe path
 * segment, so `..`, encoded slashes and absolute paths never reach the storage. A stored name
 * never changes content, so browsers may cache it for a year, and the name is its own ETag.
 */
@Public()
@ApiTags('uploads')
@Controller('upload')
export class UploadsController {
  private readonly logger = new Logger(UploadsController.name);

  constructor(private readonly storage: ImageStorage) {}

  @ApiOkResponse({
    description: '저장된 이미지 (1년 동안 캐시 가능, 이름이 곧 ETag)',
    content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 304, description: 'If-None-Match가 이름과 같을 때' })
  @ApiErrors([404, '파일을 찾을 수 없습니다.'])
  @Get(':folder/:file')
  async serve(
    @Param('folder') folder: string,
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!isUploadFolder(folder) || !isStoredFileName(file))
      throw new NotFoundException(FILE_NOT_FOUND);
    const etag = `"${file}"`;
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run anything, whoever made it.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const image = await this.storage.read(folder, file);
    if (!image) {
      res.removeHeader('Cache-Control');
      res.removeHeader('ETag');
      throw new NotFoundException(FILE_NOT_FOUND);
    }
    res.set({
      'Content-Type': IMAGE_CONTENT_TYPES[extname(file).toLowerCase()],
      'Content-Length': String(image.length),
    });
    try {
      await pipeline(image.body, res);
    } catch (error) {
      // The visitor left, or the storage failed half-way: the answer is already under way.
      if (!res.writableEnded) this.logger.warn(`Image ${folder}/${file} cut off: ${String(error)}`);
      res.destroy();
    }
  }
}
