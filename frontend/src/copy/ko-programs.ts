/**
 * Korean strings of the program pages (/program, /program/:id). A file of their own, like
 * ko-notices.ts, so that only those lazily loaded pages download them (the header's link text
 * is ko.nav.solution).
 */
export const koPrograms = {
  listHeading: '프로그램',
  target: '대상',
  structure: '구성',
  price: '비용',
  inquiry: '문의',
  reserve: '예약하기',
  opensInNewTab: '새 창에서 예약 사이트가 열립니다.',
  thumbnailAlt: (title: string) => `${title} 대표 이미지`,
  empty: '등록된 프로그램이 없습니다.',
  notFound: '요청하신 프로그램을 찾을 수 없습니다.',
  backToList: '프로그램 목록으로',
  carouselLabel: (title: string) => `${title} 사진`,
  previousImage: '이전 이미지',
  nextImage: '다음 이미지',
  imageAlt: (title: string, n: number) => `${title} 사진 ${n}`,
  position: (current: number, total: number) => `${current} / ${total}`,
  noImages: '등록된 사진이 없습니다.',
} as const;
