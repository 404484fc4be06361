import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { AdminRole } from '../admin-user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/staff/invitations: who the owner invites. */
export class InviteStaffDto {
  /** The id the staff member will sign in with (3–50 letters, digits, . _ -). @example "kim.teacher" */
  @Transform(trim)
  @Matches(/^[A-Za-z0-9._-]{3,50}$/, {
    message: '아이디는 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 3~50자 입력해 주세요.',
  })
  @IsString({ message: '아이디를 입력해 주세요.' })
  username: string;

  /** The name shown in the back office. @example "김상담" */
  @IsOptional()
  @Transform(trim)
  @MaxLength(50, { message: '이름은 50자 이하로 입력해 주세요.' })
  @IsString({ message: '이름을 올바르게 입력해 주세요.' })
  displayName?: string;
}

/** One account in 직원 관리. */
export class StaffAccountResponse {
  /** @example 2 */
  id: number;
  /** @example "kim.teacher" */
  username: string;
  /** @example "김상담" */
  displayName: string | null;
  /** OWNER: 대표 관리자; STAFF: 직원. */
  role: AdminRole;
  /** Deactivated accounts cannot sign in. */
  active: boolean;
  /** ISO 8601; null when it never signed in with its password. */
  lastSignedInAt: string | null;
  /** ISO 8601. @example "2026-11-22T03:00:00.000Z" */
  createdAt: string;
  /** Two-factor sign-in is on (the owner can reset it when a phone is lost). */
  twoFactor: boolean;
}

/** An invitation not yet used, revoked or expired. */
export class StaffInvitationResponse {
  /** @example 1 */
  id: number;
  /** @example "kim.teacher" */
  username: string;
  /** @example "김상담" */
  displayName: string | null;
  /** The owner who invited. @example "admin" */
  invitedBy: string;
  /** ISO 8601. @example "2026-11-25T03:00:00.000Z" */
  expiresAt: string;
}

export class StaffListResponse {
  accounts: StaffAccountResponse[];
  invitations: StaffInvitationResponse[];
}

/** The invitation just made, with its link: shown once, never stored or shown again. */
export class StaffInvitedResponse extends StaffInvitationResponse {
  /** Path and fragment to hand over; the token is never sent to a server in the fragment. @example "/admin/invite#3q2-7wJxS0QvL8yT6hGk1pZcRb9eN4mUa5oXiFdVtYs" */
  link: string;
}

/**
 * POST /api/admin/staff/invitations/{id}/send: the link shown when the invitation was made, sent
 * by e-mail or 알림톡 (SMS when 알림톡 cannot be delivered) to what the owner typed.
 */
export class SendInvitationDto {
  @IsIn(['EMAIL', 'ALIMTALK'], { message: '보낼 방법을 이메일 또는 알림톡 중에서 골라 주세요.' })
  channel: 'EMAIL' | 'ALIMTALK';

  /** An e-mail address (EMAIL) or a mobile number (ALIMTALK). @example "teacher@example.com" */
  @Transform(trim)
  @MaxLength(254, { message: '받는 사람을 254자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '받는 사람의 이메일 주소나 휴대폰 번호를 입력해 주세요.' })
  @IsString({ message: '받는 사람의 이메일 주소나 휴대폰 번호를 입력해 주세요.' })
  to: string;

  /** The token of the link shown when the invitation was made (the server keeps its hash only). */
  @MaxLength(200, { message: '초대 링크가 올바르지 않습니다.' })
  @IsNotEmpty({ message: '초대 링크가 올바르지 않습니다.' })
  @IsString({ message: '초대 링크가 올바르지 않습니다.' })
  token: string;
}

/** The invitation's link is on its way (the outbox sends it within seconds). */
export class InvitationSentResponse {
  channel: 'EMAIL' | 'ALIMTALK';
  /** How many more times this invitation's link may be sent. @example 2 */
  sendsLeft: number;
}

/** GET /api/admin/me: who is signed in, for the back office's menu. */
export class CurrentAdminResponse {
  /** @example 1 */
  id: number;
  /** @example "admin" */
  username: string;
  /** @example "원장" */
  displayName: string | null;
  role: AdminRole;
}

/** POST /api/invitation/view: the token from the link's fragment. */
export class InvitationTokenDto {
  /** @example "3q2-7wJxS0QvL8yT6hGk1pZcRb9eN4mUa5oXiFdVtYs" */
  @MaxLength(200, { message: '초대 링크가 올바르지 않습니다.' })
  @IsNotEmpty({ message: '초대 링크가 올바르지 않습니다.' })
  @IsString({ message: '초대 링크가 올바르지 않습니다.' })
  token: string;
}

/** POST /api/invitation/accept: the token and the password the staff member chose. */
export class AcceptInvitationDto extends InvitationTokenDto {
  /** At least 12 characters, not a common or breached one. */
  @MaxLength(200, { message: '비밀번호는 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '비밀번호를 입력해 주세요.' })
  @IsString({ message: '비밀번호를 입력해 주세요.' })
  password: string;
}

/** What the invited person sees before choosing a password. */
export class InvitationViewResponse {
  /** @example "kim.teacher" */
  username: string;
  /** @example "김상담" */
  displayName: string | null;
  /** The inviting owner's name. @example "원장" */
  invitedBy: string;
  /** ISO 8601. @example "2026-11-25T03:00:00.000Z" */
  expiresAt: string;
}

export class InvitationAcceptedResponse {
  /** The id to sign in with. @example "kim.teacher" */
  username: string;
}
