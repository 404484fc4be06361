import { Type } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsIntegerIn } from '../../common/validation/integer-columns';

export class PrivacyRequestsQuery {
  /** From 1 (default 1). @example 1 */
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn('isPage', 1, 100_000, { message: '페이지 번호를 확인해 주세요.' })
  page?: number;
}
