/**
 * The line under every form that asks for personal data (forms/privacy-policy-note.tsx). A file
 * of its own: the 문의 page shows it without loading the payment pages' words.
 */
export const koPrivacyNote = {
  before: '입력하신 개인정보의 처리에 관한 자세한 내용은',
  after: '에서 확인하실 수 있습니다.',
};
