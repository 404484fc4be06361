import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPhone } from '../../applications';
import { GuestEmailDto } from './guest.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/guest/contact: `email` is the one the proof is for; `newContact` and/or `newEmail`
 * what the applications should hold from now on.
 */
export class ContactCorrectionDto extends GuestEmailDto {
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
}
