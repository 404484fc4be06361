import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsPhone } from '../../common/validation/is-phone';
import { OptionalGuestEmailDto } from './guest.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/guest/contact: `newContact` and/or `newEmail` what the applications should hold from
 * now on, each with the code sent to it (POST /api/guest/code) unless it is the proven one.
 */
export class ContactCorrectionDto extends OptionalGuestEmailDto {
  /** @example "010-2222-3333" */
  @IsOptional()
  @Transform(trim)
  @IsPhone('연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.')
  @IsString({ message: '연락처를 입력해 주세요.' })
  newContact?: string;

  /** @example "new-parent@example.com" */
  @IsOptional()
  @Transform(trim)
  @MaxLength(254, { message: '이메일 주소가 너무 깁니다.' })
  @IsEmail({}, { message: '올바른 이메일 주소를 입력해 주세요.' })
  @IsString({ message: '이메일을 입력해 주세요.' })
  newEmail?: string;

  /** The code POST /api/guest/code sent to `newEmail`. @example "123456" */
  @IsOptional()
  @Transform(trim)
  @Matches(/^[0-9]{6}$/, { message: '새 이메일로 받은 인증번호 6자리를 입력해 주세요.' })
  newEmailCode?: string;

  /** The code POST /api/guest/code sent to `newContact`. @example "654321" */
  @IsOptional()
  @Transform(trim)
  @Matches(/^[0-9]{6}$/, { message: '새 휴대폰 번호로 받은 인증번호 6자리를 입력해 주세요.' })
  newContactCode?: string;
}
