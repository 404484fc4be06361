/**
 * Korean strings of the 공지사항 pages (/notice, /notice/:id). A file of their own, like
 * ko-payments.ts, so that only those lazily loaded pages download them (the header's link text
 * is ko.nav.notices).
 */
export const koNotices = {
  heading: '공지사항',
  listLabel: '공지사항 목록',
  total: (n: number) => `총 ${n}건`,
  pinned: '고정',
  empty: '등록된 공지사항이 없습니다.',
  pageMissing: '요청하신 페이지에 공지사항이 없습니다.',
  firstPage: '첫 페이지로',
  notFound: '요청하신 공지사항을 찾을 수 없습니다.',
  publishedOn: '게시일',
  contentLabel: '공지 내용',
  backToList: '목록',
  pagination: {
    label: '공지사항 페이지',
    previous: '이전',
    next: '다음',
    pageLabel: (n: number) => `${n}페이지`,
  },
} as const;
