import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { extname } from 'node:path';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import {
  IMAGE_CONTENT_TYPES,
  isStoredFileName,
  isUploadFolder,
  uploadFolderPath,
} from './upload-folders';
import { Public } from '../auth/public.decorator';

const FILE_NOT_FOUND = '파일을 찾을 수 없습니다.';

/**
 * Serves only files the app stored: the name must be one safe path segment, so `..`, encoded
 * slashes and absolute paths never reach the file system. Stored names never change content,
 * so browsers may cache them for a year.
 */
@Public()
@Controller('upload')
export class UploadsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(':folder/:file')
  serve(@Param('folder') folder: string, @Param('file') file: string, @Res() res: Response): void {
    if (!isUploadFolder(folder) || !isStoredFileName(file))
      throw new NotFoundException(FILE_NOT_FOUND);
    const contentType = IMAGE_CONTENT_TYPES[extname(file).toLowerCase()];
    res.sendFile(
      file,
      {
        root: uploadFolderPath(this.config.uploadDir, folder),
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
        headers: {
          'Content-Type': contentType,
          'X-Content-Type-Options': 'nosniff',
          // An SVG opened directly must not run anything, whoever made it.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        },
      },
      (error?: Error) => {
        if (error && !res.headersSent) {
          res.status(404).json({ statusCode: 404, message: FILE_NOT_FOUND, error: 'Not Found' });
        }
      },
    );
  }
}
