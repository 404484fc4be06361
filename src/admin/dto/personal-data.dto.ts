import { Type } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsIntegerIn } from '../../common/validation/integer-columns';

/** GET /api/admin/personal-data-access: a page of the record, newest first (20 a page). */
export class PersonalDataAccessQuery {
  /** From 1. @example 1 */
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn('isPage', 1, 100_000, { message: '페이지 번호를 확인해 주세요.' })
  page?: number;
}
