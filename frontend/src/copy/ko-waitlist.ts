/**
 * Korean strings of the waiting list's public pages (/lecture/:id/waitlist, /lecture/offer/:token).
 * A file of their own, like ko-payments.ts, so that only those lazily loaded pages download them.
 */
export const koWaitlist = {
  pageTitle: '대기 신청',
  lead: '정원이 찬 강의에 대기 신청을 하면, 자리가 나는 대로 신청 순서대로 좌석을 제안해 드립니다.',
  steps: [
    '자리가 나면 대기 순서대로 좌석 제안 링크가 발급됩니다.',
    '제안 링크는 정해진 기한까지만 쓸 수 있고, 그동안 좌석을 맡아 둡니다.',
    '대기 순번과 제안 링크는 내 정보(수강 내역 조회)에서 확인할 수 있습니다.',
  ],
  stepsHeading: '대기 신청 안내',
  requiredNote: '모든 항목은 필수입니다.',
  /** What joining the list agrees to (its unticked error is the form's: ko-application.ts). */
  consent: {
    legend: '개인정보 수집 및 이용 동의',
    /** The waiting list's consent, as the 개인정보처리방침 says it (issue 35). */
    waitlistItems: (waitlistDays: number | undefined) => [
      '수집 항목: 이름, 연락처, 이메일, 생년월일',
      '수집 목적: 대기 순서 관리, 자리가 났을 때의 안내와 신청',
      waitlistDays === undefined
        ? '보유 기간: 강의가 끝난 뒤 개인정보처리방침에 정한 기간이 지나면 파기'
        : `보유 기간: 강의가 끝난 뒤 ${waitlistDays}일이 지나면 파기`,
      '동의하지 않으실 수 있지만, 동의하지 않으시면 대기 신청을 할 수 없어요.',
    ],
    checkbox: '개인정보 수집 및 이용에 동의합니다.',
  },

  fees: {
    legend: '대기 신청할 강의',
    hint: '정원이 찬 강의만 고를 수 있습니다.',
    error: '대기 신청할 강의를 선택해 주세요.',
  },

  submit: '대기 신청하기',
  submitting: '대기 신청하는 중...',
  /** state -1 of POST /api/lecture/waitlist. */
  duplicate: '이미 대기 신청하신 강의입니다.',

  doneTitle: '대기 신청이 완료되었습니다',
  doneLead:
    '자리가 나면 대기 순서대로 좌석을 제안해 드립니다. 내 정보에서 대기 순번과 제안 링크를 확인해 주세요.',
  position: (course: string, n: number) => `${course}: 대기 ${n}번째`,
  toMyInfo: '내 정보에서 확인하기',
  toLecture: '강의 안내로 돌아가기',

  notFound: '요청하신 강의를 찾을 수 없습니다.',
  notOpen: '지금은 대기 신청을 받지 않는 강의입니다.',
  noFullCourse: '지금은 정원이 찬 강의가 없어 바로 신청할 수 있습니다.',
  applyInstead: '신청하러 가기',

  offer: {
    pageTitle: '좌석 제안',
    title: '기다리신 강의에 자리가 났습니다',
    lead: '아래 강의의 좌석을 맡아 두었습니다. 기한 안에 신청하고 결제해 주세요.',
    summaryLabel: '좌석 제안 내용',
    rows: {
      lecture: '강의',
      course: '신청 강의',
      amount: '금액',
      expires: '제안 기한',
      name: '신청자',
      email: '이메일',
    },
    expiresAt: (when: string) => `${when}까지`,
    continue: '신청하고 결제하기',
    invalidTitle: '유효하지 않은 링크',
    invalidLead: '링크 주소가 올바르지 않습니다. 받으신 링크를 다시 확인해 주세요.',
    goneTitle: '만료되었거나 이미 사용된 제안입니다',
    goneLead:
      '제안 기한이 지났거나 이미 신청에 쓰인 링크입니다. 맡아 둔 좌석은 없습니다. 대기 상태는 내 정보에서 확인할 수 있습니다.',
    loadFailed: '좌석 제안을 불러오지 못했습니다.',
    retry: '다시 불러오기',
    toLectures: '교육·특강 목록',
    toMyInfo: '내 정보(수강 내역 조회)',
  },
} as const;
