/** The share button of a lecture, a program and a notice (issue 34): only those pages load it. */
export const koShare = {
  button: '공유하기',
  copied: '링크를 복사했어요. 카카오톡이나 문자에 붙여 넣어 보내 주세요.',
  failed: '링크를 복사하지 못했어요. 주소창의 주소를 길게 눌러 복사해 주세요.',
} as const;
