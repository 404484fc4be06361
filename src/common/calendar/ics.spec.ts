import { calendarFeed, calendarObject, foldLine, icsText } from './ics';

const EVENT = {
  method: 'REQUEST' as const,
  uid: 'appointment-7@maeum.example.kr',
  sequence: 2,
  start: new Date('2026-11-24T01:00:00Z'),
  end: new Date('2026-11-24T01:50:00Z'),
  stamp: new Date('2026-11-22T03:00:00Z'),
  summary: '초기 상담 (김하늘)',
  location: '서울특별시 강동구 상암로 000, 마음숲빌딩 3층',
  description: '상담 선생님: 박서윤\n지도: https://map.naver.com/p/search/x',
  organizer: { name: '마음숲 상담센터', email: 'contact@example.com' },
  attendee: 'parent@example.com',
};

/** The unfolded lines of an object, as a calendar app reads them. */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('calendarObject', () => {
  it('writes one event in Asia/Seoul with its UID, SEQUENCE and method', () => {
    const lines = unfolded(calendarObject(EVENT));
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'TZID:Asia/Seoul',
        'UID:appointment-7@maeum.example.kr',
        'SEQUENCE:2',
        'DTSTAMP:20261122T030000Z',
        'DTSTART;TZID=Asia/Seoul:20261124T100000',
        'DTEND;TZID=Asia/Seoul:20261124T105000',
        'SUMMARY:초기 상담 (김하늘)',
        'LOCATION:서울특별시 강동구 상암로 000\\, 마음숲빌딩 3층',
        'DESCRIPTION:상담 선생님: 박서윤\\n지도: https://map.naver.com/p/search/x',
        'ORGANIZER;CN="마음숲 상담센터":mailto:contact@example.com',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const lines = unfolded(calendarObject({ ...EVENT, method: 'CANCEL', sequence: 3 }));
    expect(lines).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:3']),
    );
  });

  it('folds long lines at 75 octets without splitting a Korean letter', () => {
    const line = `DESCRIPTION:${'가'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(Buffer.from(folded, 'utf8').toString('utf8')).toBe(folded);
  });

  it('escapes text values', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('never lets a name start a line of its own: any line break is escaped, controls dropped', () => {
    expect(icsText('방\rSTATUS:CANCELLED')).toBe('방\\nSTATUS:CANCELLED');
    expect(icsText('방\r\nX:1\u2028Y\u0000\u001b')).toBe('방\\nX:1\\nY');
    const lines = calendarFeed('일정\rMETHOD:CANCEL', []).split('\r\n');
    expect(lines.filter((line) => line.startsWith('METHOD:'))).toEqual(['METHOD:PUBLISH']);
  });
});

describe('calendarFeed', () => {
  const { method: _method, organizer: _organizer, attendee: _attendee, ...event } = EVENT;

  it('publishes every event under one named calendar, without organizer or attendee', () => {
    const lines = unfolded(
      calendarFeed('김하늘 상담 일정', [
        event,
        { ...event, uid: 'appointment-8@maeum.example.kr' },
      ]),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'X-WR-CALNAME:김하늘 상담 일정',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'UID:appointment-7@maeum.example.kr',
        'UID:appointment-8@maeum.example.kr',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.some((line) => /^(ORGANIZER|ATTENDEE)/.test(line))).toBe(false);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('is a valid empty calendar with no events', () => {
    const lines = unfolded(calendarFeed('일정', []));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).not.toContain('BEGIN:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
