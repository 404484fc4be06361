import { describe, expect, it } from 'vitest';
import { bookingBody, bookingFieldOf, checkBooking, EMPTY_BOOKING } from './booking-form';

const filled = {
  ...EMPTY_BOOKING,
  typeId: '1',
  counsellorId: '2',
  date: '2026-11-24',
  start: '2026-11-24T01:00:00.000Z',
  guardianName: ' 김보호 ',
  childName: '김하늘',
  childSchoolYear: '초3',
  phone: '010-1234-5678',
};

describe('the staff booking form', () => {
  it('asks for every field in Korean, and for a phone or an e-mail', () => {
    expect(checkBooking(EMPTY_BOOKING)).toEqual({
      typeId: '상담 종류를 선택해 주세요.',
      counsellorId: '상담사를 선택해 주세요.',
      date: '날짜를 선택해 주세요.',
      start: '시작 시간을 선택해 주세요.',
      guardianName: '보호자 이름을 입력해 주세요.',
      childName: '자녀 이름을 입력해 주세요.',
      childSchoolYear: '학년을 선택해 주세요.',
      phone: '휴대폰 번호 또는 이메일 중 하나는 입력해 주세요.',
    });
    expect(checkBooking(filled)).toEqual({});
    expect(checkBooking({ ...filled, phone: '', email: 'parent@example.com' })).toEqual({});
    expect(checkBooking({ ...filled, repeat: 'on', sessions: '25' })).toEqual({
      sessions: '회기 수는 2회에서 24회 사이로 입력해 주세요.',
    });
    expect(checkBooking({ ...filled, repeat: 'on', sessions: '24' })).toEqual({});
    expect(checkBooking({ ...filled, phone: '02-123-4567', email: 'nope' })).toEqual({
      phone: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
      email: '이메일을 올바르게 입력해 주세요.',
    });
  });

  it('sends trimmed values and leaves out an empty contact', () => {
    expect(bookingBody(filled)).toEqual({
      typeId: 1,
      counsellorId: 2,
      start: '2026-11-24T01:00:00.000Z',
      guardianName: '김보호',
      childName: '김하늘',
      childSchoolYear: '초3',
      phone: '010-1234-5678',
    });
  });

  it("places the server's refusals beside their fields", () => {
    expect(bookingFieldOf('휴대폰 번호 또는 이메일 중 하나는 입력해 주세요.')).toBe('phone');
    expect(bookingFieldOf('이 시간은 상담사의 근무 시간이 아니거나 이미 예약되어 있습니다.')).toBe(
      'start',
    );
    expect(bookingFieldOf('다른 상담사의 일정은 볼 수 없습니다.')).toBeUndefined();
  });
});
