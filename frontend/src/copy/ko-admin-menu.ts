/**
 * The back office's menu (issue 36): a sidebar on a wide screen, a drawer behind 메뉴 on a
 * phone or a tablet. Its entries keep the pages' own names (from each area's copy); these are
 * the frame's words, with the question the frame asks before unsaved text is left. Loaded by
 * the admin chunks only.
 */
export const koAdminMenu = {
  /** The header's button that opens the drawer. */
  open: '메뉴',
  /** The drawer's title (its accessible name) and its close button. */
  title: '관리자 메뉴',
  close: '닫기',
  home: '홈',
  groups: {
    lectures: '강의',
    applications: '신청·결제',
    board: '게시판',
    site: '사이트',
    people: '직원·보안',
    appointments: '상담 예약',
  },
  /** Before a link, a menu entry, 로그아웃 or the back button leaves a form's unsaved text. */
  leave: {
    title: '저장하지 않은 내용이 있습니다',
    message: '이 페이지를 나가면 입력한 내용이 사라집니다. 나갈까요?',
    stay: '계속 작성',
    go: '나가기',
  },
} as const;
