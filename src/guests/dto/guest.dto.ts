import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The e-mail a client looked up with; optional where a proof of a phone may ask too. */
export class OptionalGuestEmailDto {
  /** @example "parent@example.com" */
  @IsOptional()
  @Transform(trim)
  @MaxLength(254, { message: '이메일 주소가 너무 깁니다.' })
  @IsEmail({}, { message: '올바른 이메일 주소를 입력해 주세요.' })
  @IsString({ message: '이메일을 입력해 주세요.' })
  email?: string;
}

export class GuestEmailDto {
  /** @example "parent@example.com" */
  @Transform(trim)
  @MaxLength(254, { message: '이메일 주소가 너무 깁니다.' })
  @IsEmail({}, { message: '올바른 이메일 주소를 입력해 주세요.' })
  @IsString({ message: '이메일을 입력해 주세요.' })
  email: string;
}

export class UserCheckDto extends GuestEmailDto {
  /** @example "1985-05-05" */
  @IsCalendarDate({ min: '1900-01-01' }, { message: '생년월일을 올바르게 입력해 주세요.' })
  birth: string;
}
