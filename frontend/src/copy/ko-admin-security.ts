/**
 * 보안 설정 / 2단계 인증 (issue 20): the back office's own page and the sign-in steps after the
 * password. Loaded by the admin chunks only.
 */
export const koAdminSecurity = {
  nav: '보안 설정',
  title: '보안 설정',
  heading: '2단계 인증',
  lead: '로그인할 때 비밀번호와 함께 휴대폰 인증 앱의 6자리 코드를 입력합니다. 비밀번호가 새어 나가도 다른 사람이 로그인할 수 없습니다.',
  statusOn: '사용 중',
  statusOff: '사용 안 함',
  statusLabel: '상태',
  enabledAt: '사용 시작',
  codesLeft: '남은 복구 코드',
  codesLeftValue: (n: number) => `${n}개`,
  required: '센터에서 모든 계정에 2단계 인증을 요구하고 있습니다.',
  start: '2단계 인증 사용하기',
  startLead: '본인 확인을 위해 비밀번호를 입력해 주세요.',
  passwordLabel: '비밀번호',
  missingPassword: '비밀번호를 입력해 주세요.',
  starting: '준비하는 중...',

  // Setting up an authenticator (here and at sign-in when required).
  setupTitle: '인증 앱 등록',
  step1: '휴대폰에 Google Authenticator, Microsoft Authenticator 같은 인증 앱을 설치해 주세요.',
  step2: '인증 앱에서 아래 QR 코드를 스캔해 주세요.',
  qrAlt: '인증 앱에 등록할 QR 코드',
  manualLabel: 'QR 코드를 스캔할 수 없다면 이 키를 직접 입력해 주세요',
  step3: '인증 앱에 표시된 6자리 숫자를 입력해 주세요.',
  codeLabel: '인증 코드 (6자리 숫자)',
  confirm: '확인',
  confirming: '확인하는 중...',
  cancel: '취소',
  codeFormat: '인증 앱에 표시된 6자리 숫자를 입력해 주세요.',

  // Recovery codes, shown once.
  codesTitle: '복구 코드',
  codesWarning:
    '이 복구 코드는 지금 한 번만 표시됩니다. 휴대폰을 잃어버리면 인증 앱 대신 복구 코드로 로그인할 수 있습니다. 각 코드는 한 번만 쓸 수 있으니 안전한 곳에 보관해 주세요.',
  codesListLabel: '복구 코드 10개',
  copy: '복사하기',
  copied: '복사했습니다.',
  copyFailed: '복사하지 못했습니다. 코드를 직접 적어 두세요.',
  download: '텍스트 파일로 내려받기',
  downloadName: '마음숲-복구코드.txt',
  downloadHeader: '마음숲 관리자 2단계 인증 복구 코드 (각 코드는 한 번만 사용할 수 있습니다)',
  saved: '복구 코드를 보관했습니다',

  // Turning off, new codes.
  disableTitle: '2단계 인증 해제',
  disableLead: '해제하려면 비밀번호와 인증 앱의 6자리 코드나 복구 코드를 입력해 주세요.',
  disable: '해제하기',
  disabling: '해제하는 중...',
  disabled: '2단계 인증을 해제했습니다.',
  regenerateTitle: '복구 코드 새로 받기',
  regenerateLead:
    '새 복구 코드를 받으면 이전 복구 코드는 더 이상 쓸 수 없습니다. 인증 앱의 6자리 코드나 복구 코드를 입력해 주세요.',
  regenerate: '새로 받기',
  regenerating: '받는 중...',
  anyCodeLabel: '인증 코드 또는 복구 코드',
  missingCode: '인증 코드를 입력해 주세요.',
  enabledNotice: '2단계 인증을 사용합니다. 다음 로그인부터 인증 코드를 입력합니다.',

  // At sign-in.
  signIn: {
    codeTitle: '인증 코드 입력',
    codeLead: '휴대폰 인증 앱에 표시된 6자리 숫자를 입력해 주세요.',
    recoveryLead: '보관해 둔 복구 코드 하나를 입력해 주세요. 각 코드는 한 번만 쓸 수 있습니다.',
    recoveryLabel: '복구 코드',
    useRecovery: '복구 코드 사용',
    useCode: '인증 앱 코드 사용',
    submit: '로그인',
    submitting: '확인하는 중...',
    restart: '처음부터 다시 로그인',
    enrolTitle: '2단계 인증 등록',
    enrolLead:
      '센터에서 모든 계정에 2단계 인증을 요구합니다. 인증 앱을 등록해야 로그인할 수 있습니다.',
    enrolStart: '등록 시작',
    continue: '관리자 페이지로 이동',
    lostPhone:
      '휴대폰과 복구 코드를 모두 잃어버렸다면 소유자에게 2단계 인증 초기화를 요청해 주세요.',
  },
  failed: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
