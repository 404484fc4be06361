/**
 * Korean strings of the centre's own pages (센터 소개, 문의, 신청 조회) and the refund policy they
 * and the application form show. A file of their own, so that only those lazily loaded pages
 * download them (issue 35: every byte ko.ts holds, every public page loads).
 */
export const koSite = {
  about: {
    pageTitle: '센터 소개',
  },

  support: {
    pageTitle: '문의',
    contactHeading: '연락처',
    phone: '전화',
    email: '이메일',
    hours: '운영시간',
    kakao: '카카오톡 채널',
    kakaoLink: '카카오톡으로 문의하기',
    refundHeading: '환불 규정',
  },

  /** The 문의 form (issue 35): a question reaches the centre, the answer comes back. */
  inquiryForm: {
    heading: '문의 남기기',
    lead: '궁금한 점을 남겨 주시면 확인한 뒤 적어 주신 연락처로 답변드려요. 보통 하루 이틀 안에 답변드려요.',
    name: '이름',
    phone: '휴대폰 번호',
    phoneHint: '카카오 알림톡(안 되면 문자)으로 답변을 받아요.',
    email: '이메일',
    emailHint: '휴대폰 번호나 이메일 중 하나만 적어도 돼요.',
    topic: '문의 유형',
    topicPlaceholder: '선택해 주세요',
    body: '문의 내용',
    bodyHint:
      '아이의 건강 상태나 상담받고 싶은 이유 같은 민감한 내용은 적지 말아 주세요. 자세한 이야기는 전화나 상담에서 나눠요.',
    bodyCount: (n: number, max: number) =>
      `${n.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자`,
    required: '필수',
    fullText: '전문 보기',
    submit: '문의 보내기',
    sending: '보내는 중...',
    sent: '문의를 보냈어요. 확인한 뒤 적어 주신 연락처로 답변드릴게요.',
    refused: '문의를 보내지 못했어요.',
    failed: '문의를 보내지 못했어요. 잠시 후 다시 시도하시거나 전화로 문의해 주세요.',
    errors: {
      name: '이름을 입력해 주세요.',
      contact: '답변을 받을 휴대폰 번호나 이메일을 입력해 주세요.',
      phone: '휴대폰 번호를 010-1234-5678 형식으로 정확히 입력해 주세요.',
      email: '올바른 이메일 주소를 입력해 주세요.',
      topic: '문의 유형을 선택해 주세요.',
      body: (min: number, max: number) =>
        `문의 내용은 ${min}자 이상 ${max.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
      consent: '개인정보 수집 및 이용에 동의해 주세요.',
    },
  },

  refundPolicy: [
    '강의 시작 5일 전까지(공휴일·토요일 포함): 전액 환불',
    '강의 시작 4일 전부터 전날까지: 50% 환불',
    '강의 시작 당일 및 이후: 환불 불가',
    '강의 시작일은 실제 첫 강의일을 기준으로 합니다.',
    '환불 요청은 서면, 전화, 문자 등 명확히 확인할 수 있는 방법으로 접수된 시점을 기준으로 합니다.',
  ],

  inquiry: {
    title: '신청 조회',
    description: '신청하신 강의와 결제 내역은 인증번호로 확인하실 수 있어요.',
    myInfo: '내 정보(수강 내역 조회)',
  },
} as const;
