import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { TossCashReceiptType } from '../../payments';
import { CASH_RECEIPT_TYPES } from '../identity-number';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/application/{id}/cash-receipt: a 현금영수증 for money taken at the desk. */
export class IssueCashReceiptDto {
  /** 소득공제 (a phone number) or 지출증빙 (a business number). @example "소득공제" */
  @IsIn(CASH_RECEIPT_TYPES, { message: '현금영수증 종류(소득공제 또는 지출증빙)를 선택해 주세요.' })
  type: TossCashReceiptType;

  /** A mobile number for 소득공제, a 사업자등록번호 for 지출증빙; dashes allowed. @example "010-1234-5678" */
  @Transform(trim)
  @MaxLength(20, { message: '번호는 20자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '휴대폰 번호 또는 사업자등록번호를 입력해 주세요.' })
  @IsString({ message: '휴대폰 번호 또는 사업자등록번호를 입력해 주세요.' })
  identityNumber: string;
}
