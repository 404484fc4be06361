import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { PG_INTEGER_MAX } from '../validation/integer-columns';

/** Route ids are positive integers that fit PostgreSQL's `serial`; anything else is a 400. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > PG_INTEGER_MAX) {
      throw new BadRequestException('잘못된 ID 형식입니다.');
    }
    return Number(value);
  }
}
