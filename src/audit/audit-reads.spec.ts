import { named } from './audit-reads';

describe("감사 기록's names for what its rows number", () => {
  const names = {
    applications: new Map([[31, '김*수 · 부모 교육 특강']]),
    entries: new Map([[5, '이*희 · 놀이치료 워크숍']]),
    lectures: new Map([[3, '놀이치료 워크숍']]),
  };

  it('names an application, an entry and a lecture, and leaves a number that is gone', () => {
    expect(named('환불 요청 #7 거절: 신청 #31 80,000원', names)).toBe(
      '환불 요청 #7 거절: 김*수 · 부모 교육 특강 80,000원',
    );
    expect(named('강의 #3 대기 #5 명단에서 삭제', names)).toBe(
      "강의 '놀이치료 워크숍' 이*희 · 놀이치료 워크숍 명단에서 삭제",
    );
    expect(named('신청 #310 센터 취소', names)).toBe('신청 #310 센터 취소');
  });

  it('never reads a number inside a quoted title: staff wrote it, it names nothing', () => {
    expect(named("강의 '신청 #31 안내' 대기 #5에 좌석 제안", names)).toBe(
      "강의 '신청 #31 안내' 이*희 · 놀이치료 워크숍에 좌석 제안",
    );
  });
});
