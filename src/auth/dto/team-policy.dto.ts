import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { IsWon } from '../../common/validation/integer-columns';

/** The largest staff refund limit the form takes: 100,000,000 won. */
export const STAFF_REFUND_LIMIT_MAX = 100_000_000;

/** PUT /api/admin/team-policy: the whole policy (issue 20). */
export class TeamPolicyDto {
  /**
   * The largest refund, in won, a staff account may record at once; null: staff may not refund.
   * @example 50000
   */
  @ValidateIf((_dto, value) => value !== null)
  @IsWon(
    { max: STAFF_REFUND_LIMIT_MAX },
    {
      message:
        '직원 환불 한도는 0원 이상 100,000,000원 이하의 정수(원)로 입력하거나, 환불 불가로 선택해 주세요.',
    },
  )
  staffRefundLimit: number | null;

  /**
   * The most, in won, one staff member may refund on their own in a Seoul calendar day; null: no
   * daily total. Left out: unchanged. @example 100000
   */
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsWon(
    { max: STAFF_REFUND_LIMIT_MAX },
    {
      message:
        '직원 하루 환불 한도는 0원 이상 100,000,000원 이하의 정수(원)로 입력하거나, 한도 없음으로 선택해 주세요.',
    },
  )
  staffDailyRefundLimit?: number | null;

  /** Whether every account must sign in with a second factor. @example false */
  @IsBoolean({ message: '2단계 인증 요구 여부를 선택해 주세요.' })
  requireTwoFactor: boolean;
}

export class TeamPolicyResponse {
  /** Won; null: staff may not refund (the default). @example 50000 */
  staffRefundLimit: number | null;
  /** Won a staff member may refund on their own in a day; null: no daily total. @example 100000 */
  staffDailyRefundLimit: number | null;
  /** @example false */
  requireTwoFactor: boolean;
  /** When the owner last saved it (ISO 8601); null: never, the defaults hold. */
  updatedAt: string | null;
}
