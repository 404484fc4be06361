import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsRowId, IsWon } from '../../common/validation/integer-columns';
import { PAYMENT_METHOD_NAMES, type PaymentMethodName } from '../../common/money/payment-method';

const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * The spec's payment init request. Only applicationId and method are read: the amount, names,
 * e-mail and return URLs come from the server's own records, whatever the request says (the
 * other fields are accepted so the spec's payload passes validation, then ignored).
 */
export class InitPaymentDto {
  @IsRowId({ message: '신청 정보가 올바르지 않습니다.' })
  applicationId: number;

  @IsOptional()
  @IsIn([...PAYMENT_METHOD_NAMES, 'CARD', 'VIRTUAL_ACCOUNT', 'TRANSFER'], {
    message: '결제 수단을 선택해 주세요.',
  })
  method?: PaymentMethodName | 'CARD' | 'VIRTUAL_ACCOUNT' | 'TRANSFER';

  @IsOptional()
  @IsWon({}, { message: '결제 금액이 올바르지 않습니다.' })
  amount?: number;

  @IsOptional() @IsString() @MaxLength(200) orderName?: string;
  @IsOptional() @IsString() @MaxLength(100) customerName?: string;
  @IsOptional() @IsString() @MaxLength(254) customerEmail?: string;
  @IsOptional() @IsString() @MaxLength(500) successUrl?: string;
  @IsOptional() @IsString() @MaxLength(500) failUrl?: string;
}

export class VerifyPaymentDto {
  @IsString({ message: '결제 정보가 올바르지 않습니다.' })
  @MaxLength(200, { message: '결제 정보가 올바르지 않습니다.' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: '결제 정보가 올바르지 않습니다.' })
  paymentKey: string;

  @IsString({ message: '주문 정보가 올바르지 않습니다.' })
  @Matches(ORDER_ID, { message: '주문 정보가 올바르지 않습니다.' })
  orderId: string;

  @IsWon({ min: 1 }, { message: '결제 금액이 올바르지 않습니다.' })
  amount: number;

  @IsRowId({ message: '신청 정보가 올바르지 않습니다.' })
  applicationId: number;
}

export class RetryPaymentDto {
  @IsRowId({ message: '신청 정보가 올바르지 않습니다.' })
  applicationId: number;

  /** Paying later from my info: the method of the next attempt. */
  @IsOptional()
  @IsIn(PAYMENT_METHOD_NAMES, { message: '결제 수단을 선택해 주세요.' })
  payMethod?: PaymentMethodName;
}

export class PaymentStateDto {
  @IsRowId({ message: '신청 정보가 올바르지 않습니다.' })
  applicationId: number;
}
