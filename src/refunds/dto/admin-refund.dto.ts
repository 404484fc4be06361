import { Transform, Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsWon } from '../../common/validation/integer-columns';
import { RefundAccountDto } from './guest-cancel.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/application/{id}/refund: the centre refunds all or part of a paid application. */
export class AdminRefundDto {
  /** Won, whole: at most what was paid less what was refunded. @example 15000 */
  @IsWon({ min: 1 }, { message: '환불 금액은 1원 이상의 정수(원)로 입력해 주세요.' })
  amount: number;

  /** Why (kept in the ledger and sent to the provider). @example "자녀 질병으로 보호자 요청" */
  @Transform(trim)
  @MaxLength(500, { message: '환불 사유는 500자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '환불 사유를 입력해 주세요.' })
  @IsString({ message: '환불 사유를 입력해 주세요.' })
  reason: string;

  /** The family's account, for a deposited virtual account (the provider pays it back there). */
  @IsOptional()
  @IsObject({ message: '환불받을 계좌를 입력해 주세요.' })
  @ValidateNested()
  @Type(() => RefundAccountDto)
  refundAccount?: RefundAccountDto;
}

export class AdminRefundResponse {
  /** P while something is left paid, C when nothing is. */
  payment_status: 'P' | 'C';
  /** Won refunded in all, this refund included. @example 15000 */
  refundedAmount: number;
  /** Won still paid (refundable). @example 15000 */
  refundable: number;
  /** @example "15,000원을 환불했습니다." */
  message: string;
}
