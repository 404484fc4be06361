/**
 * The home page's words (its own chunk, features/site): kept out of ko.ts, which every public
 * page loads, so that the lecture and notice pages stay within their JavaScript budget.
 */
export const koHome = {
  invitation: '지금 시작해 보세요.',
  openHeading: '지금 신청할 수 있어요',
  openAll: '교육·특강 전체 보기',
  openEmpty: '지금 신청을 받는 강의가 없어요. 예정된 강의는 교육·특강에서 볼 수 있어요.',
  openUntil: (day: string) => `${day}까지 신청`,
  openSoon: '마감 임박',
  noticesHeading: '공지사항',
  noticesAll: '공지사항 전체 보기',
  noticesEmpty: '아직 올라온 공지가 없어요.',
  pinned: '고정',
  contactHeading: '상담 문의',
  contactLead: (kakao: boolean) =>
    kakao
      ? '상담 예약과 궁금한 점은 전화나 카카오톡으로 편하게 물어보세요.'
      : '상담 예약과 궁금한 점은 전화로 편하게 물어보세요.',
  call: (phone: string) => `전화 ${phone}`,
  kakao: '카카오톡 채널로 문의',
  kakaoNewWindow: '(새 창)',
  hoursLabel: '운영 시간',
  inquiry: '문의 안내 보기',
  counsellorsHeading: '상담 선생님',
  naverMap: '네이버 지도에서 보기',
  kakaoMap: '카카오맵에서 보기',
  programsCta: '프로그램 둘러보기',
  lecturesCta: '교육·특강 일정 보기',
  galleryHeading: '센터 둘러보기',
  directionsHeading: '오시는 길',
  directionsListLabel: '교통편 안내',
  metroLabel: '지하철',
  busLabel: '버스',
  carLabel: '자가용',
  mapAlt: (address: string) => `센터 위치 지도: ${address}`,
  addressLabel: '주소',
  logoHeading: '마음숲과 함께해요',
  logoAlt: (name: string) => `${name} 로고`,
} as const;
