/**
 * The sign-up page's words (/signup, issue 32: there is no account; it explains the code door).
 * Apart from ko.ts so that no other page downloads them.
 */
export const koAuth = {
  loginTitle: '로그인',
  signupTitle: '회원가입',
  signupButton: '회원가입',
  notice: '계정을 만들 필요가 없어요. 비밀번호도 없어요.',
  signupNotice:
    '강의는 회원가입 없이 바로 신청할 수 있어요. 신청한 뒤에는 로그인에서 신청할 때 쓴 이메일이나 휴대폰 번호로 인증번호를 받아 내 정보를 열어요.',
  signupSteps: [
    '강의 페이지에서 신청하기를 눌러 신청서를 작성해요.',
    '신청이 끝나면 바로 결제할 수 있어요.',
    '나중에 신청 내역을 보려면 로그인에서 이메일이나 휴대폰 번호로 인증번호를 받아요.',
  ],
  toLogin: '로그인 (인증번호로 내 정보 열기)',
  guestLookup: '비회원 수강 내역 조회',
  home: '홈으로',
};
