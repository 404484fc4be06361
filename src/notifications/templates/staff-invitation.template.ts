import { koreanDateTime } from './format';
import type { Template } from './templates';

/**
 * A staff invitation's link (issue 36), sent by the owner from 직원 관리: to a member of the
 * centre's team, so in the back office's 합니다체. The link (with its one-time token in the
 * fragment) is the button; the 알림톡 names the inviter by display name, never a login id.
 */
export const STAFF_INVITATION_TEMPLATE: Template<'staff-invitation'> = {
  label: '직원 초대',
  audience: 'STAFF',
  email: ({ invitation }) => ({
    title: '관리자 화면 직원 계정에 초대합니다',
    greeting: invitation.displayName ? `${invitation.displayName} 님, 안녕하세요.` : undefined,
    paragraphs: [
      `${invitation.invitedBy} 님이 관리자 화면의 직원 계정으로 초대했습니다.`,
      '아래 「초대 수락하기」를 눌러 비밀번호를 정하면 바로 로그인할 수 있습니다.',
    ],
    rows: [
      ['아이디', invitation.username],
      ['링크 만료', `${koreanDateTime(invitation.expiresAt)}까지`],
    ],
    notes: [
      '링크는 한 번만 쓸 수 있습니다. 초대받은 적이 없다면 이 메일을 무시해 주세요.',
      '링크를 다른 사람에게 전달하지 마세요.',
    ],
  }),
  buttons: ({ invitation }) => [{ name: '초대 수락하기', url: invitation.url }],
  alimtalk: {
    template: [
      '[#{센터}] 직원 초대 안내',
      '',
      '#{초대한사람} 님이 관리자 화면의 직원 계정으로 초대했습니다.',
      '',
      '■ 아이디: #{아이디}',
      '■ 링크 만료: #{만료}',
      '',
      '아래 버튼을 눌러 비밀번호를 정해 주세요. 링크는 한 번만 쓸 수 있습니다.',
    ].join('\n'),
    variables: ({ invitation }, ctx) => ({
      센터: ctx.site.logoText,
      초대한사람: invitation.invitedBy,
      아이디: invitation.username,
      만료: koreanDateTime(invitation.expiresAt),
    }),
    smsSubject: '직원 초대 안내',
    sms: ({ invitation }, ctx) =>
      `[${ctx.site.logoText}] ${invitation.invitedBy} 님이 직원 계정(아이디 ${invitation.username})으로 초대했습니다. ` +
      `${koreanDateTime(invitation.expiresAt)}까지 한 번만 쓸 수 있는 링크입니다.\n${invitation.url}`,
  },
};
