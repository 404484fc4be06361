import { Controller, Get, Logger, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Public } from '../auth';
import { ImageStorage } from './storage/image-storage';
import { webpRenditionName } from './image-clean';
import { readAll } from './storage/image-storage';
import { shareImage, shareRenditionName } from './share-image';
import {
  IMAGE_CONTENT_TYPES,
  isStoredFileName,
  isUploadFolder,
  type UploadFolder,
} from './upload-folders';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';

const FILE_NOT_FOUND = '파일을 찾을 수 없습니다.';

/** Whether an Accept header names image/webp (Chrome, Firefox, Safari and Edge all do), not at q=0. */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * Serves only files the app stored, from wherever they are stored: the name must be one safe path
 * segment, so `..`, encoded slashes and absolute paths never reach the storage. A stored name
 * never changes content, so browsers may cache it for a year, and the name is its own ETag.
 *
 * A PNG or JPEG may have a smaller WebP rendition beside it (same name, `.webp`; see cleanImage):
 * a browser whose Accept names image/webp gets that instead, with the rendition's name as ETag.
 * Those answers say `Vary: Accept`, so a cache in front (nginx, a CDN) keeps one copy per Accept
 * and never hands the WebP to a browser that did not ask for it.
 */
@Public()
@ApiTags('uploads')
@Controller('upload')
export class UploadsController {
  private readonly logger = new Logger(UploadsController.name);

  /** Share pictures being made, by folder and name: one cut per picture at a time. */
  private readonly making = new Map<string, Promise<Buffer>>();
  /** Share pictures sharp could not make (bounded: cleared past a thousand). */
  private readonly uncuttable = new Set<string>();

  constructor(private readonly storage: ImageStorage) {}

  @ApiOkResponse({
    description:
      '저장된 이미지 (1년 동안 캐시 가능, 이름이 곧 ETag). PNG·JPEG는 Accept에 image/webp가 있고 ' +
      '더 작은 WebP 사본이 있으면 그것을 보냅니다 (Vary: Accept).',
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
    const webpName = webpRenditionName(file);
    // The rendition this browser would take, if there is one.
    const wanted = webpName && acceptsWebp(req.headers.accept) ? webpName : undefined;
    // Either name is an immutable copy of the same picture: whichever the browser holds is good.
    const known = [file, ...(wanted ? [wanted] : [])].map((name) => `"${name}"`);
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run anything, whoever made it.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (webpName) res.vary('Accept');
    const held = req.headers['if-none-match'];
    if (held && known.includes(held)) {
      res.set('ETag', held);
      res.status(304).end();
      return;
    }
    const rendition = wanted ? await this.storage.read(folder, wanted) : undefined;
    const served = rendition && wanted ? wanted : file;
    const image = rendition ?? (await this.storage.read(folder, file));
    if (!image) {
      res.removeHeader('Cache-Control');
      throw new NotFoundException(FILE_NOT_FOUND);
    }
    res.set({
      ETag: `"${served}"`,
      'Content-Type': IMAGE_CONTENT_TYPES[extname(served).toLowerCase()],
      'Content-Length': String(image.length),
    });
    try {
      await pipeline(image.body, res);
    } catch (error) {
      // The visitor left, or the storage failed half-way: the answer is already under way.
      if (!res.writableEnded)
        this.logger.warn(`Image ${folder}/${served} cut off: ${String(error)}`);
      res.destroy();
    }
  }

  @ApiOkResponse({
    description:
      '저장된 이미지의 공유용 사본 (1200×630 JPEG, 카카오톡·페이스북 미리보기): 처음 요청할 때 ' +
      '만들어 저장합니다. 1년 동안 캐시 가능, 이름이 곧 ETag.',
    content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 304, description: 'If-None-Match가 이름과 같을 때' })
  @ApiErrors([404, '파일을 찾을 수 없습니다.'])
  @Get(':folder/share/:file')
  async share(
    @Param('folder') folder: string,
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const name = isStoredFileName(file) ? shareRenditionName(file) : undefined;
    if (!isUploadFolder(folder) || !name) throw new NotFoundException(FILE_NOT_FOUND);
    if (req.headers['if-none-match'] === `"${name}"`) {
      res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: `"${name}"` });
      res.status(304).end();
      return;
    }
    const stored = await this.storage.read(folder, name);
    const bytes = stored ? await readAll(stored) : await this.makeShareImage(folder, file, name);
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${name}"`,
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.length),
    });
    res.end(bytes);
  }

  /**
   * The share picture of a stored image, made and kept on the first request. Requests that come
   * while it is being made wait for that one (sharp decodes the image once, not once each), and
   * an image sharp cannot cut is remembered, so asking again costs nothing.
   */
  private makeShareImage(folder: UploadFolder, file: string, name: string): Promise<Buffer> {
    const key = `${folder}/${name}`;
    if (this.uncuttable.has(key)) return Promise.reject(new NotFoundException(FILE_NOT_FOUND));
    let making = this.making.get(key);
    if (!making) {
      making = this.cut(folder, file, name).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making;
  }

  private async cut(folder: UploadFolder, file: string, name: string): Promise<Buffer> {
    const original = await this.storage.read(folder, file);
    if (!original) throw new NotFoundException(FILE_NOT_FOUND);
    let bytes: Buffer;
    try {
      bytes = await shareImage(await readAll(original));
    } catch (error) {
      this.logger.warn(`No share picture for ${folder}/${file}: ${String(error)}`);
      if (this.uncuttable.size >= 1_000) this.uncuttable.clear();
      this.uncuttable.add(`${folder}/${name}`);
      throw new NotFoundException(FILE_NOT_FOUND);
    }
    await this.storage.write(folder, name, bytes);
    // The image may have been replaced or deleted while it was cut (its removal takes the share
    // picture with it): a copy written after that must not outlive it.
    const still = await this.storage.read(folder, file);
    still?.body.destroy();
    if (!still) {
      await this.storage.remove(folder, name);
      throw new NotFoundException(FILE_NOT_FOUND);
    }
    return bytes;
  }
}
