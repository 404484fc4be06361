import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An e-mail or a mobile number (exactly one): the contact a code is sent to or typed for. */
export class FamilyContactDto {
  /** @example "parent@example.com" */
  @ValidateIf((dto: FamilyContactDto) => dto.phone === undefined)
  @Transform(trim)
  @MaxLength(254, { message: '이메일 주소가 너무 길어요.' })
  @IsEmail({}, { message: '이메일 주소를 올바르게 입력해 주세요.' })
  @IsString({ message: '이메일 주소나 휴대폰 번호를 입력해 주세요.' })
  email?: string;

  /** Digits, dashes and spaces allowed. @example "010-1234-5678" */
  @ValidateIf((dto: FamilyContactDto) => dto.email === undefined || dto.phone !== undefined)
  @Transform(trim)
  @Matches(/^01[016789][- ]?[0-9]{3,4}[- ]?[0-9]{4}$/, {
    message: '휴대폰 번호를 올바르게 입력해 주세요. (예: 010-1234-5678)',
  })
  @IsString({ message: '이메일 주소나 휴대폰 번호를 입력해 주세요.' })
  phone?: string;
}

/** POST /api/guest/code. */
export class SendFamilyCodeDto extends FamilyContactDto {
  /**
   * `contact-change`: the code proves a new e-mail or phone for 연락처 수정, so it is always sent
   * (a browser remembered for that contact is not proven by it). `refresh`: a fresh code for
   * the contact already proven here (a refund to a bank account asks one typed within
   * REFUND_PROOF_FRESH_MINUTES), so it is sent even to a remembered browser; typed, it renews
   * the proof and leaves the remembered browser as it is. Default `login`.
   */
  @IsOptional()
  @IsIn(['login', 'contact-change', 'refresh'], { message: '요청 종류가 올바르지 않아요.' })
  purpose?: 'login' | 'contact-change' | 'refresh';
}

export class VerifyFamilyCodeDto extends FamilyContactDto {
  /** The six digits the message gave. @example "123456" */
  @Transform(trim)
  @Matches(/^[0-9]{6}$/, { message: '인증번호 6자리를 입력해 주세요.' })
  @IsString({ message: '인증번호 6자리를 입력해 주세요.' })
  code: string;

  /** Keep this browser proven (FAMILY_REMEMBER_DAYS), so the code is asked rarely. */
  @IsOptional()
  @IsBoolean({ message: '이 기기 기억하기 값이 올바르지 않아요.' })
  remember?: boolean;
}

export class ForgetBrowsersDto {
  /** `this`: this browser (로그아웃); `others`: every other remembered browser of the contact. */
  @IsIn(['this', 'others'], { message: '로그아웃할 기기를 골라 주세요.' })
  scope: 'this' | 'others';
}
