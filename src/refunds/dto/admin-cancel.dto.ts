import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/application/{id}/cancel: the centre cancels an application in full. */
export class AdminCancelDto {
  /** Why (kept with the cancel). @example "강사 사정으로 보호자 요청에 따라 취소" */
  @Transform(trim)
  @MaxLength(500, { message: '취소 사유는 500자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '취소 사유를 입력해 주세요.' })
  @IsString({ message: '취소 사유를 입력해 주세요.' })
  reason: string;
}

export class AdminCancelResponse {
  /** C after the cancel. */
  payment_status: 'C';
  /** Won returned to the family (0 for an unpaid application). @example 30000 */
  refundedAmount: number;
  /** @example "신청이 취소되고 30,000원이 환불되었습니다." */
  message: string;
}
