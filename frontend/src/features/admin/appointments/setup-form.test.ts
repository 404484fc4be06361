// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  fieldByLabel,
  newTypeValues,
  noticeChoices,
  seoulInstantOf,
  typeErrors,
  typeRequestOf,
  weekdayOfMessage,
  weekRowsOf,
  windowsOf,
} from './setup-form';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';

describe('the appointment type form', () => {
  it('asks for a program, a name, numbers and a counsellor before it sends', () => {
    const values = { ...newTypeValues(), price: 'abc' };
    expect(typeErrors(values)).toEqual({
      program_id: '프로그램을 선택해 주세요.',
      name: '유형 이름을 입력해 주세요.',
      price: '상담료: 숫자로 입력해 주세요.',
      counsellor_ids:
        '상담사를 한 명 이상 골라 주세요. 예약을 받는 유형에는 활성 상담사가 필요합니다.',
    });
    // A type switched off may wait without a counsellor.
    expect(
      typeErrors({ ...newTypeValues(3), name: '초기 상담', price: '0', active: false }),
    ).toEqual({});
  });

  it('sends whole numbers, commas taken out, and the counsellors in order', () => {
    const request = typeRequestOf({
      ...newTypeValues(3),
      name: ' 초기 상담 ',
      price: '50,000',
      deposit: '10,000',
      counsellor_ids: [4, 2],
    });
    expect(request).toMatchObject({
      program_id: 3,
      name: '초기 상담',
      price: 50_000,
      deposit: 10_000,
      duration_minutes: 50,
      min_notice_minutes: 1440,
      counsellor_ids: [2, 4],
    });
  });

  it('offers 없음, 2시간, 1일 and 2일 of notice, and keeps another value the server had', () => {
    expect(noticeChoices('120').map(([, label]) => label)).toEqual([
      '없음',
      '2시간 전',
      '1일 전',
      '2일 전',
    ]);
    expect(noticeChoices('90').at(-1)).toEqual(['90', '90분 전']);
  });

  it("puts the server's messages beside the field they name", () => {
    const fieldOf = fieldByLabel(koAdminAppointments.types.fields);
    expect(fieldOf('상담 시간은 10분에서 480분 사이로 입력해 주세요.')).toBe('duration_minutes');
    expect(fieldOf('상담사를 찾을 수 없습니다. 다시 골라 주세요.')).toBe('counsellor_ids');
    expect(fieldOf('상담료는 0원에서 10,000,000원 사이로 입력해 주세요.')).toBe('price');
    expect(fieldOf('변경된 내용이 없습니다.')).toBeUndefined();
  });
});

describe('the week editor', () => {
  it('holds each weekday apart and gives the windows back by day', () => {
    const rows = weekRowsOf([
      { weekday: 1, start: '13:00', end: '18:00' },
      { weekday: 1, start: '10:00', end: '12:00' },
      { weekday: 3, start: '10:00', end: '18:00' },
    ]);
    expect(rows[1]).toHaveLength(2);
    expect(rows[0]).toEqual([]);
    expect(windowsOf(rows)).toEqual([
      { weekday: 1, start: '13:00', end: '18:00' },
      { weekday: 1, start: '10:00', end: '12:00' },
      { weekday: 3, start: '10:00', end: '18:00' },
    ]);
    expect(weekdayOfMessage('수요일 12:00–18:00: 10:00–12:30와 겹칩니다.')).toBe(3);
    expect(weekdayOfMessage('요일을 확인해 주세요.')).toBeUndefined();
  });

  it("reads a time off's date and time as Seoul time, whatever the browser's zone", () => {
    expect(seoulInstantOf('2026-12-10T09:00')).toBe('2026-12-10T00:00:00.000Z');
    expect(seoulInstantOf('')).toBeUndefined();
  });
});
