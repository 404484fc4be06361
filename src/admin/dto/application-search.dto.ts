import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsIntegerIn, IsRowId } from '../../common/validation/integer-columns';

export const APPLICATION_SORTS = ['newest', 'oldest', 'name', 'amount'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
const STATUSES = ['N', 'W', 'Y', 'P', 'C'] as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/admin/applications: search, filter, sort and a page, all decided by the server. */
export class ApplicationSearchQuery {
  /** A fragment of the name, the e-mail or the phone number (digits, hyphens ignored). @example "5678" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '검색어를 확인해 주세요.' })
  @MaxLength(100, { message: '검색어는 100자 이하로 입력해 주세요.' })
  q?: string;

  /** @example 3 */
  @IsOptional()
  @Type(() => Number)
  @IsRowId({ message: '강의 정보가 올바르지 않습니다.' })
  lectureId?: number;

  /** Payment state: N, W, Y, P or C. @example "Y" */
  @IsOptional()
  @IsIn(STATUSES, { message: '결제 상태를 확인해 주세요.' })
  status?: (typeof STATUSES)[number];

  /** newest (default), oldest, name (가나다), amount (큰 금액 먼저). */
  @IsOptional()
  @IsIn(APPLICATION_SORTS, { message: '정렬 기준을 확인해 주세요.' })
  sort?: ApplicationSort;

  /** From 1. @example 1 */
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn('isPage', 1, 100_000, { message: '페이지 번호를 확인해 주세요.' })
  page?: number;

  /** Rows per page, 10 to 100 (default 20). @example 20 */
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn('isPageSize', 10, 100, { message: '한 페이지에 10~100건까지 볼 수 있습니다.' })
  size?: number;
}
