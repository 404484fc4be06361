import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import { IsIntegerIn, IsRowId } from '../../common/validation/integer-columns';
import { AUDIT_KINDS, type AuditKind } from '../audit-event.entity';

/** GET /api/admin/audit: the trail filtered by account, kind and Seoul dates, a page at a time. */
export class AuditQuery {
  /** The account's id (GET /api/admin/audit/accounts). @example 1 */
  @IsOptional()
  @Type(() => Number)
  @IsRowId({ message: '계정을 확인해 주세요.' })
  adminId?: number;

  /** What the row is about. @example "LECTURE" */
  @IsOptional()
  @IsIn(AUDIT_KINDS, { message: '기록 종류를 확인해 주세요.' })
  kind?: AuditKind;

  /** First day, in Seoul (YYYY-MM-DD), included. @example "2026-11-01" */
  @IsOptional()
  @IsCalendarDate({}, { message: '시작일을 YYYY-MM-DD 형식으로 입력해 주세요.' })
  from?: string;

  /** Last day, in Seoul (YYYY-MM-DD), included. @example "2026-11-30" */
  @IsOptional()
  @IsCalendarDate({}, { message: '종료일을 YYYY-MM-DD 형식으로 입력해 주세요.' })
  to?: string;

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
