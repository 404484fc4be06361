/** 개인정보처리방침 (/privacy), written from the centre's settings (issue 21); its own chunk. */
export const koPrivacy = {
  pageTitle: '개인정보처리방침',
  intro: (name: string) =>
    `${name}(이하 ‘센터’)은 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.`,
  collectedHeading: '1. 수집하는 개인정보와 이용 목적',
  collected: [
    {
      what: '강의 신청: 이름, 연락처, 이메일, 생년월일',
      why: '본인 확인, 강의 신청·결제·환불 처리, 신청·결제 안내, 수료증 발급',
    },
    {
      what: '결제: 결제 수단, 결제 금액, 가상계좌 입금자명, 현금영수증 발급 정보',
      why: '대금 결제와 환불, 현금영수증 발급',
    },
    { what: '대기 신청: 이름, 연락처, 이메일, 생년월일', why: '자리가 났을 때의 안내와 신청' },
    {
      what: '마케팅 정보 수신(선택): 이름, 연락처, 이메일',
      why: '새 강의·프로그램 소식 안내 (동의한 분에 한함)',
    },
    {
      what: '내 정보 조회: 이메일, 생년월일',
      why: '본인 확인 (조회 기록은 암호화된 값만 10분간 보관)',
    },
  ],
  collectedNote: '상담 내용이나 건강에 관한 정보는 수집하지 않습니다. 신청서에 적지 말아 주세요.',
  whatLabel: '수집 항목',
  whyLabel: '이용 목적',
  retentionHeading: '2. 보유 기간과 파기',
  retention: (r: {
    paidDays: number;
    unpaidDays: number;
    waitlistDays: number;
    messageDays: number;
    recordYears: number;
  }) => [
    `결제하지 않은 신청: 강의가 끝난 뒤 ${r.unpaidDays}일이 지나면 파기합니다.`,
    `결제한 신청: 강의가 끝난 뒤 ${r.paidDays}일이 지나면 법령이 보관을 요구하는 정보(금액, 날짜, 결제 수단, 강의, 가려진 이름)만 남기고 파기합니다.`,
    `계약·결제 기록: 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 강의가 끝난 뒤 ${r.recordYears}년간 보관한 뒤 파기합니다.`,
    `대기 신청: 강의가 끝난 뒤 ${r.waitlistDays}일이 지나면 파기합니다.`,
    `발송한 알림의 내용과 받는 분: 발송 후 ${r.messageDays}일이 지나면 지웁니다.`,
    '파기는 매일 자동으로 이루어지며, 전자 파일은 복구할 수 없는 방법으로 지웁니다.',
  ],
  thirdPartyHeading: '3. 개인정보의 제3자 제공',
  thirdParty: [
    '토스페이먼츠 주식회사: 결제와 환불 처리, 현금영수증 발급을 위해 이름, 이메일, 주문 정보, 가상계좌 입금자명을 제공합니다 (신청 시 동의를 받습니다). 보유 기간: 관련 법령에 따라 5년.',
  ],
  processorsHeading: '4. 개인정보 처리의 위탁',
  processorsLead: '센터는 원활한 업무 처리를 위해 다음과 같이 개인정보 처리를 위탁합니다.',
  processors: [
    { name: '토스페이먼츠 주식회사', task: '전자결제 대행 (카드·계좌이체·가상계좌), 환불' },
    { name: '주식회사 솔라피', task: '카카오 알림톡·문자 발송' },
    {
      name: '이메일 발송 서비스 (센터가 지정한 SMTP 사업자)',
      task: '신청·결제 안내 이메일 발송',
    },
  ],
  processorName: '수탁자',
  processorTask: '위탁 업무',
  rightsHeading: '5. 정보주체의 권리와 행사 방법',
  rights: [
    '언제든지 자신의 개인정보를 열람하고, 정정·삭제를 요구하거나 처리 정지를 요구할 수 있습니다.',
    '문의하기 메뉴의 내 정보(이메일과 생년월일로 본인 확인)에서 신청 내역을 확인하실 수 있고, 아래 개인정보 보호책임자에게 전화나 이메일로 요청하실 수도 있습니다.',
    '법령이 보관을 요구하는 정보는 그 기간 동안 삭제할 수 없으며, 이 경우 그 이유와 기간을 알려 드립니다.',
    '만 14세 미만 아동의 개인정보는 법정대리인이 권리를 행사할 수 있습니다.',
  ],
  officerHeading: '6. 개인정보 보호책임자',
  officerName: '성명',
  officerPosition: '직위',
  officerPhone: '전화',
  officerEmail: '이메일',
  remedyHeading: '7. 권익 침해 구제 방법',
  remedy: [
    '개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)',
    '개인정보침해신고센터: 118 (privacy.kisa.or.kr)',
  ],
  versionsHeading: '8. 시행일과 이전 방침',
  effective: (date: string) => `이 개인정보처리방침은 ${date}부터 시행합니다.`,
  previous: '이전 개인정보처리방침',
  noPrevious: '이전 버전이 없습니다.',
};
