import { IsOptional, Matches } from 'class-validator';
import { IsRowId } from '../../common/validation/integer-columns';
import { Type } from 'class-transformer';

/** GET /api/admin/overview(.xlsx): one month (default: this month in Seoul) or one lecture. */
export class OverviewQuery {
  /** A Seoul calendar month. @example "2026-11" */
  @IsOptional()
  @Matches(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { message: '월을 YYYY-MM 형식으로 입력해 주세요.' })
  month?: string;

  /** One lecture, over its whole life. @example 3 */
  @IsOptional()
  @Type(() => Number)
  @IsRowId({ message: '강의 정보가 올바르지 않습니다.' })
  lectureId?: number;
}
