import { Transform, Type } from 'class-transformer';
import {
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { IsRowId } from '../../common/validation/integer-columns';
import { bankName } from '../../common/money/bank-codes';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const digits = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : value;

@ValidatorConstraint({ name: 'tossBankCode' })
class TossBankCode implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return (
      typeof value === 'string' &&
      /^[0-9]{2,3}$/.test(value) &&
      !bankName(value).startsWith('은행 코드')
    );
  }
  defaultMessage(): string {
    return '환불받을 은행을 선택해 주세요.';
  }
}

/** Where a deposited virtual account is refunded (toss-contract.md §4 refundReceiveAccount). */
export class RefundAccountDto {
  @IsString({ message: '환불받을 은행을 선택해 주세요.' })
  @Validate(TossBankCode)
  bankCode: string;

  @Transform(digits)
  @IsString({ message: '환불받을 계좌번호를 입력해 주세요.' })
  @Matches(/^[0-9]{1,20}$/, { message: '계좌번호는 숫자만 20자리 이내로 입력해 주세요.' })
  accountNumber: string;

  @Transform(trim)
  @IsString({ message: '예금주를 입력해 주세요.' })
  @MinLength(1, { message: '예금주를 입력해 주세요.' })
  @MaxLength(60, { message: '예금주는 60자 이내로 입력해 주세요.' })
  holderName: string;
}

export class GuestCancelDto {
  @IsRowId({ message: '신청 정보가 올바르지 않습니다.' })
  applicationId: number;

  @IsOptional()
  @IsObject({ message: '환불받을 계좌를 입력해 주세요.' })
  @ValidateNested()
  @Type(() => RefundAccountDto)
  refundAccount?: RefundAccountDto;
}

/** POST /api/guest/cancel: the application's state afterwards and the won refunded. */
export class GuestCancelResponse {
  /**
   * C cancelled (a full refund, or withdrawn before paying), P partially refunded; Y (or P) still
   * paid while the refund awaits the centre's approval.
   */
  paymentStatus: 'C' | 'P' | 'Y';
  /** Won. @example 15000 */
  refundedAmount: number;
  /**
   * The refund waits for the centre (an account in another name than the applicant's or the
   * guardian's): nothing was refunded yet.
   */
  awaitingApproval?: boolean;
  /** What to tell the family when it waits. */
  message?: string;
}
