/** 개인정보 요청 in the back office (issue 21): parents' requests from my info. */
export const koAdminPrivacy = {
  nav: '개인정보 요청',
  title: '개인정보 요청 기록',
  lead: '보호자가 내 정보에서 한 내려받기, 연락처 수정, 삭제 요청입니다. 개인정보 값은 기록하지 않고 신청 번호와 결과만 남깁니다.',
  empty: '아직 요청이 없습니다.',
  when: '일시',
  kind: '요청',
  applications: '신청 번호',
  outcome: '결과',
  detail: '내용',
  kinds: { DOWNLOAD: '내려받기', CORRECT: '연락처 수정', DELETE: '삭제 요청' },
  outcomes: {
    DONE: '처리됨',
    NOTHING: '대상 없음',
    REFUSED_MONEY: '거절: 정산되지 않은 결제',
    REFUSED_LIVE: '거절: 진행 중인 신청',
    REFUSED_TAKEN: '거절: 이미 쓰인 이메일',
  },
  previous: '이전',
  next: '다음',
  pageOf: (page: number, last: number) => `${page} / ${last} 쪽`,
  pagination: '쪽 이동',
} as const;
