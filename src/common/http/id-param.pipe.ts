import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const MAX_SERIAL = 2_147_483_647;

/** Route ids are positive integers that fit PostgreSQL's `serial`; anything else is a 400. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_SERIAL) {
      throw new BadRequestException('잘못된 ID 형식입니다.');
    }
    return Number(value);
  }
}
