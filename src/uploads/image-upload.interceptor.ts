import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';

/** Largest image the back office accepts (lecture banners, program photos), in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_TOO_LARGE = '사진은 5MB 이하의 파일만 첨부할 수 있습니다.';

/**
 * Reads a multipart form with at most one image in part `file`, kept in memory (its content is
 * checked before anything is written), and answers multer's English errors in Korean.
 * A JSON body passes through untouched.
 */
const MulterSingleFile = FileInterceptor('file', {
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 1024 * 1024 },
});

@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterSingleFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw inKorean(error);
    }
  }
}

function inKorean(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
    // An image over the limit is bad input like any other refused image (issue 20 asks 400);
    // 413 stays for a form whose text fields are too large.
    if (error.message === 'File too large') return new BadRequestException(IMAGE_TOO_LARGE);
    return new PayloadTooLargeException('입력한 내용이 너무 큽니다.');
  }
  if (error.message === 'Unexpected field' || error.message === 'Too many files') {
    return new BadRequestException('사진은 file 항목에 한 장만 첨부해 주세요.');
  }
  return new BadRequestException('요청 형식이 올바르지 않습니다. 다시 시도해 주세요.');
}
