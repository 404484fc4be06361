/** What two-factor sign-in answers, in one place (the API docs and the tests quote them). */
export const TWO_FACTOR_MESSAGES = {
  /** A wrong code and a wrong recovery code answer alike. */
  wrongCode: '인증 코드가 올바르지 않습니다. 인증 앱의 6자리 코드나 복구 코드를 확인해 주세요.',
  wrongSetupCode:
    '인증 코드가 올바르지 않습니다. 인증 앱에 지금 표시된 6자리 숫자를 입력해 주세요.',
  challengeEnded: '인증 시간이 지났거나 이미 사용된 요청입니다. 처음부터 다시 로그인해 주세요.',
  alreadyEnabled: '이미 2단계 인증을 사용하고 있습니다.',
  notEnabled: '2단계 인증을 사용하고 있지 않습니다.',
  noSetup: '인증 앱 등록을 먼저 시작해 주세요.',
  requiredByOwner:
    '센터에서 모든 계정에 2단계 인증을 요구하고 있어 해제할 수 없습니다. 휴대폰을 바꾸셨다면 소유자에게 초기화를 요청해 주세요.',
  ownerOnly: '소유자만 다른 계정의 2단계 인증을 초기화할 수 있습니다.',
  accountNotFound: '계정을 찾을 수 없습니다.',
  notForSelf: '본인의 2단계 인증은 보안 설정에서 해제해 주세요.',
  /** Setting up or turning off asks for the password in the same request (a stolen token is not enough). */
  missingPassword: '비밀번호를 입력해 주세요.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
} as const;
