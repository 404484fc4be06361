import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OFFLINE_METHODS, type OfflineMethod } from '../../common/money/payment-method';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import { IsWon } from '../../common/validation/integer-columns';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/application/{id}/payment: a payment the family made at the desk. */
export class DeskPaymentDto {
  /** Won; must equal the application's total. @example 30000 */
  @IsWon({ min: 1 }, { message: '결제 금액은 1원 이상의 정수(원)로 입력해 주세요.' })
  amount: number;

  /** The Seoul calendar day it was paid, not after today. @example "2026-11-25" */
  @IsCalendarDate({}, { message: '결제일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  paidOn: string;

  /** 현장 카드 결제, 현금, 계좌 직접 입금, 기타. @example "CASH" */
  @IsIn(Object.keys(OFFLINE_METHODS), { message: '결제 수단을 선택해 주세요.' })
  method: OfflineMethod;

  /** What the desk wants kept with it (a card slip number, who paid). @example "영수증 번호 1234" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '메모는 500자 이하의 글자로 입력해 주세요.' })
  @MaxLength(500, { message: '메모는 500자 이하로 입력해 주세요.' })
  note?: string;
}

export class DeskPaymentResponse {
  /** Y once recorded. */
  payment_status: 'Y';
  /** @example "현금 30,000원 결제가 기록되었습니다." */
  message: string;
}
