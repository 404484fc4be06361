import {
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_CHANNEL_LABELS,
  BROADCAST_LIMITS,
} from '@shared/lecture-broadcast';

const n = (value: number) => value.toLocaleString('ko-KR');

/** 수강생에게 메시지 보내기 (issue 36): one message to a lecture's families, from 강의 관리. */
export const koAdminBroadcast = {
  rowLink: '메시지',
  rowLinkLabel: (title: string) => `${title} 수강생에게 메시지 보내기`,
  title: '수강생에게 메시지 보내기',
  pageTitle: '수강생에게 메시지 보내기',
  loading: '강의를 불러오는 중...',
  loadFailed: '강의 정보를 불러오지 못했습니다.',
  backToList: '강의 목록',
  lecture: (title: string) => `강의: ${title}`,
  lead: '강의실 변경, 일정 변경처럼 신청한 가족 모두가 알아야 할 내용을 한 번에 보냅니다. 같은 이메일이나 휴대폰 번호로 여러 건 신청한 가족은 한 번만 받습니다.',
  audience: '받는 사람',
  audiencePlaceholder: '받는 사람 선택',
  audienceHint:
    '전체에는 취소된 신청이 들어가지 않습니다. 취소한 가족에게는 취소된 신청을 골라 따로 보내세요.',
  audiences: BROADCAST_AUDIENCE_LABELS,
  channel: '보낼 방법',
  channelPlaceholder: '보낼 방법 선택',
  channelHint:
    '알림톡은 신청할 때 적은 휴대폰 번호로, 카카오톡이 없으면 문자로 갑니다. 이메일은 신청할 때 적은 이메일로 갑니다.',
  channels: BROADCAST_CHANNEL_LABELS,
  messageTitle: '제목',
  messageTitleHint: `${BROADCAST_LIMITS.title}자 이하, 한 줄로 씁니다. 알림톡의 첫 줄과 이메일 제목이 됩니다.`,
  body: '내용',
  bodyHint: (limit: number) =>
    `${n(limit)}자 이하로 씁니다. 가족에게 보내는 글이니 "~해요"처럼 부드럽게 써 주세요. 아이의 건강이나 상담 내용은 쓰지 마세요.`,
  count: (length: number, limit: number) => `${n(length)} / ${n(limit)}자`,
  errors: {
    audience: '받는 사람을 선택해 주세요.',
    channel: '보낼 방법을 선택해 주세요.',
    title: '제목을 입력해 주세요.',
    titleTooLong: `제목은 ${BROADCAST_LIMITS.title}자 이하로 입력해 주세요.`,
    titleOneLine: '제목은 한 줄로 입력해 주세요.',
    body: '내용을 입력해 주세요.',
    bodyTooLong: (channel: 'ALIMTALK' | 'EMAIL', limit: number) =>
      `${channel === 'ALIMTALK' ? '알림톡' : '이메일'} 내용은 ${n(limit)}자 이하로 입력해 주세요.`,
    summary: '보내기 전에 확인할 내용이 있습니다.',
  },
  preview: '받는 가족 수와 미리 보기',
  previewing: '확인하는 중...',
  previewFailed: '받는 가족 수를 확인하지 못했습니다.',
  previewHeading: '미리 보기',
  families: (families: number) => `${n(families)}가족에게 보냅니다.`,
  applications: (applications: number) => `신청 ${n(applications)}건`,
  noFamilies: '조건에 맞는 가족이 없습니다. 받는 사람을 바꿔 보세요.',
  sentToday: (sent: number, limit: number) =>
    `오늘 이 강의에 보낸 메시지: ${n(sent)} / ${n(limit)}번`,
  capReached: (limit: number) =>
    `오늘은 이 강의에 더 보낼 수 없습니다. 하루에 ${n(limit)}번까지 보낼 수 있습니다.`,
  subject: '이메일 제목',
  alimtalkText: '알림톡',
  emailText: '이메일 본문',
  smsText: '알림톡을 받을 수 없을 때 가는 문자',
  buttons: (names: string[]) => `버튼: ${names.join(', ')} (가족마다 자기 신청으로 가는 링크)`,
  stale: '내용을 바꿨습니다. 보내기 전에 받는 가족 수와 미리 보기를 다시 확인해 주세요.',
  send: (families: number) => `${n(families)}가족에게 보내기`,
  confirmTitle: '메시지 보내기',
  confirm: (families: number) =>
    `${n(families)}가족에게 보낼까요? 보낸 메시지는 되돌릴 수 없습니다.`,
  confirmButton: '보내기',
  cancel: '취소',
  sending: '보내는 중...',
  sent: (families: number) =>
    `${n(families)}가족에게 보냈습니다. 가족마다 한 번씩 차례로 전해지며, 결과는 각 신청의 발송 내역에서 볼 수 있습니다.`,
  sendFailed: '메시지를 보내지 못했습니다.',
} as const;
