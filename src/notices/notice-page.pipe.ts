import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Notices per page of the public list: fixed, so every page is one cached answer. */
export const NOTICE_PAGE_SIZE = 10;

/**
 * The highest page number asked for at all (10,000 notices). Pages past the last one are a 404
 * (NoticesService), so neither made-up numbers nor this limit can grow the public reads cache.
 */
export const MAX_NOTICE_PAGE = 1_000;

/** A page of the public list: a whole number from 1 to MAX_NOTICE_PAGE, else 400. */
@Injectable()
export class NoticePagePipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9][0-9]{0,3}$/.test(value) || Number(value) > MAX_NOTICE_PAGE) {
      throw new BadRequestException(
        `페이지 번호는 1부터 ${MAX_NOTICE_PAGE.toLocaleString('ko-KR')} 사이의 정수로 입력해 주세요.`,
      );
    }
    return Number(value);
  }
}
