import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const MISSING = '아이디와 비밀번호를 입력해 주세요.';

export class LoginDto {
  /** @example "admin" */
  // Listed bottom-up: the first rule a value breaks is the one reported.
  @MaxLength(50, { message: '아이디는 50자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  username: string;

  @MaxLength(200, { message: '비밀번호는 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  password: string;

  /** Without auto-login no refresh cookie is issued: nothing outlives the 15-minute token. */
  @IsOptional()
  @IsBoolean({ message: '자동 로그인 값이 올바르지 않습니다.' })
  autoLogin?: boolean;
}
