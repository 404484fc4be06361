/** A 가상계좌's number and its copy button: the payment's outcome page and my info say it alike. */
export const koAccount = {
  copy: '계좌번호 복사',
  copied: '계좌번호를 복사했어요.',
  failed: '복사하지 못했어요. 계좌번호를 길게 눌러 복사해 주세요.',
} as const;
