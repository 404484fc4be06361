import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { isIsoDate } from '../common/dates/seoul-date';

/** A path's YYYY-MM-DD date; anything else is a 400. */
@Injectable()
export class DayParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isIsoDate(value)) throw new BadRequestException('날짜 형식이 올바르지 않습니다.');
    return value;
  }
}
