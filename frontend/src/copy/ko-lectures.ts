/**
 * Korean strings of the lecture pages (/lecture, /lecture/:id) and of the waiting list's page,
 * which shows a lecture. A file of their own, like ko-notices.ts, so that only those lazily
 * loaded pages download them (the header's link text is ko.nav.education).
 */
export const koLectures = {
  listHeading: '교육·연수',
  tableCaption: '교육·연수 목록 (최신순)',
  columns: {
    number: '번호',
    title: '제목',
    instructor: '강사',
    regPeriod: '접수기간',
    regStatus: '접수상태',
  },
  regStatus: {
    BEFORE: '접수전',
    OPEN: '접수중',
    CLOSED: '접수 마감',
    CANCELLED: '폐강',
  },
  empty: '등록된 교육·연수가 없습니다.',
  detailCaption: '강의 정보',
  detailRows: {
    title: '제목',
    regPeriod: '접수기간',
    instructor: '강사',
    lecPeriod: '강의기간',
    organizer: '주최',
    inquiry: '문의',
    venue: '장소',
    whatToBring: '준비물',
    participant: '참여 대상',
  },
  childParticipant: '자녀 (아동·청소년)',
  contentLabel: '강의 내용',
  bannerAlt: (title: string) => `${title} 안내 이미지`,
  apply: '신청하기',
  seatsLeft: (n: number) => `잔여 ${n}석`,
  full: '정원 마감',
  waitlist: '대기 신청',
  backToList: '목록',
  notFound: '요청하신 강의를 찾을 수 없습니다.',
} as const;
