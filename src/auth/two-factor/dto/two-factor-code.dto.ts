import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const MISSING_CODE = '인증 코드를 입력해 주세요.';
const MISSING_CHALLENGE = '로그인 요청이 없습니다. 처음부터 다시 로그인해 주세요.';

const MISSING_PASSWORD = '비밀번호를 입력해 주세요.';

/** The account's password, asked again by every change of its authenticator. */
export class TwoFactorPasswordDto {
  // Listed bottom-up: the first rule a value breaks is the one reported.
  @MaxLength(200, { message: '비밀번호가 너무 깁니다.' })
  @IsNotEmpty({ message: MISSING_PASSWORD })
  @IsString({ message: MISSING_PASSWORD })
  password: string;
}

/** A 6-digit code from the authenticator app, or a recovery code (XXXX-XXXX-XXXX-XXXX). */
export class TwoFactorCodeDto {
  /** @example "123456" */
  // Listed bottom-up: the first rule a value breaks is the one reported.
  @MaxLength(40, { message: '인증 코드가 너무 깁니다.' })
  @IsNotEmpty({ message: MISSING_CODE })
  @IsString({ message: MISSING_CODE })
  code: string;
}

/** Turns the authenticator off: the password and a code from the app or a recovery code. */
export class TwoFactorDisableDto extends TwoFactorCodeDto {
  @MaxLength(200, { message: '비밀번호가 너무 깁니다.' })
  @IsNotEmpty({ message: MISSING_PASSWORD })
  @IsString({ message: MISSING_PASSWORD })
  password: string;
}

/** Confirms a new authenticator: the password and a 6-digit code only. */
export class TwoFactorSetupCodeDto extends TwoFactorPasswordDto {
  /** @example "123456" */
  @Matches(/^\s*\d{6}\s*$/, { message: '인증 앱에 표시된 6자리 숫자를 입력해 주세요.' })
  @IsString({ message: MISSING_CODE })
  code: string;
}

/** The challenge POST /api/user/login answered (the sign-in between password and code). */
export class TwoFactorChallengeDto {
  @MaxLength(100, { message: MISSING_CHALLENGE })
  @IsNotEmpty({ message: MISSING_CHALLENGE })
  @IsString({ message: MISSING_CHALLENGE })
  challenge: string;
}

/** POST /api/user/login/two-factor. */
export class TwoFactorSignInDto extends TwoFactorChallengeDto {
  /** A 6-digit code from the app, or a recovery code. @example "123456" */
  @MaxLength(40, { message: '인증 코드가 너무 깁니다.' })
  @IsNotEmpty({ message: MISSING_CODE })
  @IsString({ message: MISSING_CODE })
  code: string;
}

/** POST /api/user/two-factor/confirm: set-up at sign-in, confirmed with a 6-digit code. */
export class TwoFactorEnrolDto extends TwoFactorChallengeDto {
  /** @example "123456" */
  @Matches(/^\s*\d{6}\s*$/, { message: '인증 앱에 표시된 6자리 숫자를 입력해 주세요.' })
  @IsString({ message: MISSING_CODE })
  code: string;
}
