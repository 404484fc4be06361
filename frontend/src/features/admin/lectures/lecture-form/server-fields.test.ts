import { describe, expect, it } from 'vitest';
import { lectureFieldOf } from './server-fields';

describe("the server's messages about a lecture, placed by field", () => {
  it('goes beside the field each message names', () => {
    expect(lectureFieldOf('강의명은 200자 이하로 입력해 주세요.')).toBe('title');
    expect(lectureFieldOf('강사를 입력해 주세요.')).toBe('instructor_name');
    expect(lectureFieldOf('접수 시작 시각을 00:00 형식으로 입력해 주세요.')).toBe('reg_start_time');
    expect(lectureFieldOf('접수 종료일은 접수 시작일보다 빠를 수 없습니다.')).toBe(
      'reg_period_end',
    );
    expect(lectureFieldOf('강의 종료일은 강의 시작일보다 빠를 수 없습니다.')).toBe(
      'lec_period_end',
    );
    expect(lectureFieldOf('준비물은 500자 이하로 입력해 주세요.')).toBe('what_to_bring');
    expect(lectureFieldOf('내용이 너무 깁니다.')).toBe('content');
    expect(lectureFieldOf('첨부 파일이 없습니다. 파일을 등록해 주세요.')).toBe('file');
    expect(lectureFieldOf('사진은 5MB 이하의 파일만 첨부할 수 있습니다.')).toBe('file');
  });

  it("puts a fee's and a session's refusal under their lists, and 정원 in the summary", () => {
    expect(lectureFieldOf("'1회차' 요금은 결제된 신청이 있어 금액을 바꿀 수 없습니다.")).toBe(
      'fees',
    );
    expect(lectureFieldOf('금액은 1억 원 이하로 입력해 주세요.')).toBe('fees');
    expect(lectureFieldOf('같은 일정(2026-04-01 10:00)이 두 번 들어 있습니다.')).toBe('sessions');
    expect(
      lectureFieldOf('일정의 날짜(2026-05-01)가 강의 기간(2026-04-01 ~ 2026-04-02) 밖에 있습니다.'),
    ).toBe('sessions');
    expect(
      lectureFieldOf('이미 신청된 인원(3명)보다 적게 정원을 줄일 수 없습니다.'),
    ).toBeUndefined();
    expect(lectureFieldOf('참여 대상을 선택해 주세요.')).toBeUndefined();
  });
});
