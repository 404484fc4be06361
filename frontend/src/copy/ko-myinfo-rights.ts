/** 내 개인정보 in my info (issue 21): a parent's rights to download, correct and delete. */
export const koMyInfoRights = {
  panel: '내 개인정보',
  intro:
    '센터가 보관하고 있는 내 정보를 내려받거나, 연락처를 고치거나, 삭제를 요청할 수 있어요. 요청은 모두 기록돼요.',
  download: '내 정보 내려받기',
  downloading: '내려받는 중…',
  downloadDone: '내 정보 파일을 내려받았어요.',
  downloadFailed: '내 정보를 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
  correct: '연락처 수정',
  correctLegend: '새 연락처',
  correctHint:
    '바꿀 항목만 입력해 주세요. 새 이메일이나 휴대폰 번호로 인증번호를 보내 확인한 뒤에 바뀌어요.',
  newContact: '새 연락처',
  newContactHint: '예: 010-1234-5678',
  newEmail: '새 이메일',
  newEmailCode: '새 이메일로 받은 인증번호',
  newContactCode: '새 휴대폰 번호로 받은 인증번호',
  sendCodes: '인증번호 받기',
  contactInvalid: '연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
  nothingEntered: '바꿀 연락처나 이메일을 입력해 주세요.',
  save: '저장',
  saving: '저장하는 중…',
  cancel: '취소',
  saved: '연락처를 수정했어요.',
  deleteRequest: '삭제 요청',
  deleteTitle: '개인정보 삭제 요청',
  deleteNow:
    '지금 바로 삭제되는 것: 이름, 이메일, 연락처, 생년월일, 보낸 메시지 내용, 대기 신청. 결제하지 않은 신청은 기록이 모두 지워져요.',
  deleteKept:
    '결제한 신청은 전자상거래 등에서의 소비자보호에 관한 법률에 따라 결제 금액, 결제일, 결제수단, 강의명과 가려진 이름(예: 김*지)만 강의 종료일로부터 법정 보관 기간(5년) 동안 보관한 뒤 삭제돼요. 신청별 보관 기한은 삭제 후 이 화면에 나와요.',
  deleteConditions:
    '입금 대기나 환불 처리 중인 결제가 있거나, 아직 끝나지 않은 강의의 신청이 있으면 삭제할 수 없어요.',
  deleteConfirm: '삭제 요청하기',
  deleting: '삭제하는 중…',
  deletedTitle: '삭제가 완료되었어요',
  deletedNothingKept: '보관하는 정보가 없어요.',
  keptHeading: '법에 따라 보관하는 기록',
  keptUntil: (date: string) => `${date}까지 보관`,
  lookupEnded: '조회가 끝났어요. 이 화면을 닫아도 돼요.',
  backToLookup: '처음으로',
} as const;
