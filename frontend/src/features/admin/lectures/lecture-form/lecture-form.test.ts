import { describe, expect, it } from 'vitest';
import {
  buildCreateFormData,
  buildLectureUpdate,
  copyValues,
  diffFees,
  feesForCreate,
  initialValues,
  invalidCapacities,
  invalidSessions,
  missingRequiredFields,
  parseAmount,
  parseCapacity,
  sessionProblem,
  sessionRow,
  sessionsPayload,
  updateAsFormData,
  type SavedLecture,
} from './lecture-form';

describe('admin lecture form logic', () => {
  it('amounts are integers, empty is 0, separators and letters are ignored', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('120,000')).toBe(120000);
    expect(parseAmount(' 50000원')).toBe(50000);
    expect(parseAmount('-3')).toBe(3);
  });

  it('the missing-fields check lists empty required fields in spec order', () => {
    const values = initialValues();
    values.title = '강의';
    values.inquiry = '   ';
    expect(missingRequiredFields(values)).toEqual([
      'instructor_name',
      'reg_period_start',
      'reg_period_end',
      'lec_period_start',
      'lec_period_end',
      'inquiry',
      'organizer',
    ]);
  });

  const saved: SavedLecture = {
    title: '강의',
    instructor_name: '강사',
    reg_period_start: '2026-01-01',
    reg_period_end: '2026-01-10',
    lec_period_start: '2026-02-01',
    lec_period_end: '2026-02-02',
    inquiry: '02-000-0000',
    organizer: '센터',
    content: '<p>내용</p>',
    fees: [
      { id: 1, fee_type: '1회차', amount: 10000 },
      { id: 2, fee_type: '2회차', amount: 20000 },
      { id: 3, fee_type: '3회차', amount: 30000 },
    ],
  };

  it('an untouched form is no change: every field null, no fee lists', () => {
    const { body, changed } = buildLectureUpdate(saved, initialValues(saved));
    expect(changed).toBe(false);
    expect(body.title).toBeNull();
    expect(body.content).toBeNull();
    expect(body).toMatchObject({ insert_fees: [], delete_fees: [], update_fees: [] });
  });

  it('fee rows are classified insert (no id), delete (id gone), update (changed)', () => {
    const values = initialValues(saved);
    values.title = ' 새 강의명 ';
    values.fees = [
      { ...values.fees[0] }, // unchanged
      { ...values.fees[2], amount: '35,000' }, // changed amount
      { key: 'n1', fee_type: '4회차', amount: '' }, // new, empty amount = 0
      { key: 'n2', fee_type: '', amount: '' }, // blank new row: ignored
    ];
    const { body, changed } = buildLectureUpdate(saved, values);
    expect(changed).toBe(true);
    expect(body.title).toBe('새 강의명');
    expect(body.instructor_name).toBeNull();
    expect(body.insert_fees).toEqual([{ fee_type: '4회차', amount: 0 }]);
    expect(body.delete_fees).toEqual([2]);
    expect(body.update_fees).toEqual([{ id: 3, fee_type: '3회차', amount: 35000 }]);
    expect(diffFees(saved.fees, values.fees).update_fees).toHaveLength(1);
  });

  it('a capacity is a positive whole number or empty (no limit); 0 is refused', () => {
    expect(parseCapacity('')).toBeNull();
    expect(parseCapacity('  ')).toBeNull();
    expect(parseCapacity(undefined)).toBeNull();
    expect(parseCapacity('30')).toBe(30);
    expect(parseCapacity(' 7 ')).toBe(7);
    expect(parseCapacity('0')).toBeUndefined();
    expect(parseCapacity('00')).toBeUndefined();
    expect(parseCapacity('3.5')).toBeUndefined();
    expect(parseCapacity('-3')).toBeUndefined();
    expect(parseCapacity('99999999999')).toBeUndefined();

    const values = initialValues();
    values.fees = [
      { key: 'a', fee_type: '1회차', amount: '1000', capacity: '0' },
      { key: 'b', fee_type: '', amount: '', capacity: '' }, // blank row: ignored
      { key: 'c', fee_type: '2회차', amount: '1000', capacity: '5' },
    ];
    values.capacity = '0';
    expect(invalidCapacities(values)).toEqual(['a', 'lecture']);
    values.fees[0].capacity = '';
    values.capacity = '';
    expect(invalidCapacities(values)).toEqual([]);
  });

  it('create sends a capacity only where one was typed', () => {
    const values = initialValues();
    values.fees = [
      { key: 'a', fee_type: '1회차', amount: '30000', capacity: '20' },
      { key: 'b', fee_type: '2회차', amount: '20000', capacity: '' },
    ];
    expect(feesForCreate(values.fees)).toEqual([
      { fee_type: '1회차', amount: 30000, capacity: 20 },
      { fee_type: '2회차', amount: 20000 },
    ]);
    expect(buildCreateFormData(values, null).has('capacity')).toBe(false);
    values.capacity = '30';
    expect(buildCreateFormData(values, null).get('capacity')).toBe('30');
  });

  const limited: SavedLecture = {
    ...saved,
    capacity: 30,
    fees: [
      { id: 1, fee_type: '1회차', amount: 10000, capacity: 20 },
      { id: 2, fee_type: '2회차', amount: 20000, capacity: null },
    ],
  };

  it('capacities round-trip: untouched is no change, a changed one is sent', () => {
    const untouched = buildLectureUpdate(limited, initialValues(limited));
    expect(untouched.changed).toBe(false);
    expect('capacity' in untouched.body).toBe(false);
    expect(untouched.body.update_fees).toEqual([]);

    const values = initialValues(limited);
    expect(values.capacity).toBe('30');
    expect(values.fees.map((row) => row.capacity)).toEqual(['20', '']);
    values.fees[0].capacity = ''; // 20 → no limit
    values.fees[1].amount = '25000'; // the amount only: its (empty) capacity goes along
    values.capacity = '40';
    const { body, changed } = buildLectureUpdate(limited, values);
    expect(changed).toBe(true);
    expect(body.capacity).toBe(40);
    expect(body.update_fees).toEqual([
      { id: 1, fee_type: '1회차', amount: 10000, capacity: null },
      { id: 2, fee_type: '2회차', amount: 25000, capacity: null },
    ]);
  });

  it('clearing the lecture capacity sends null, and an empty part as multipart', () => {
    const values = initialValues(limited);
    values.capacity = '';
    const { body, changed } = buildLectureUpdate(limited, values);
    expect(changed).toBe(true);
    expect(body.capacity).toBeNull();
    const form = updateAsFormData(body, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(form.get('capacity')).toBe('');
    expect(form.has('title')).toBe(false);
  });

  it('접수 시작 시각: 00:00 shows empty; create sends a set hour only; an emptied one is sent as 00:00', () => {
    expect(initialValues().reg_start_time).toBe('');
    expect(initialValues({ ...saved, reg_start_time: '00:00' }).reg_start_time).toBe('');
    const atTen: SavedLecture = { ...saved, reg_start_time: '10:00' };
    expect(initialValues(atTen).reg_start_time).toBe('10:00');

    const values = initialValues();
    expect(buildCreateFormData(values, null).has('reg_start_time')).toBe(false);
    values.reg_start_time = '10:00';
    expect(buildCreateFormData(values, null).get('reg_start_time')).toBe('10:00');

    expect(buildLectureUpdate(atTen, initialValues(atTen)).changed).toBe(false);
    expect(
      buildLectureUpdate(saved, initialValues({ ...saved, reg_start_time: '00:00' })).changed,
    ).toBe(false);
    const later = initialValues(atTen);
    later.reg_start_time = '14:30';
    expect(buildLectureUpdate(atTen, later).body.reg_start_time).toBe('14:30');
    const emptied = initialValues(atTen);
    emptied.reg_start_time = '';
    const { body, changed } = buildLectureUpdate(atTen, emptied);
    expect(changed).toBe(true);
    expect(body.reg_start_time).toBe('00:00');
    expect(updateAsFormData(body, new File([], 'a.png')).get('reg_start_time')).toBe('00:00');
  });

  describe('sessions (일정) and 강의 복사', () => {
    const withSessions: SavedLecture = {
      ...saved,
      reg_start_time: '10:00',
      venue: '3층 세미나실',
      sessions: [
        { day: '2026-02-01', start: '10:00', end: '12:00' },
        { day: '2026-02-02', start: '14:00', end: '16:00' },
      ],
    };

    it('checks each filled row: a day, two hours, the end after the start; empty rows are ignored', () => {
      const rows = [
        sessionRow({ day: '2026-02-01', start: '10:00', end: '12:00' }),
        sessionRow(),
        sessionRow({ day: '', start: '10:00', end: '12:00' }),
        sessionRow({ day: '2026-02-01', start: '12:00', end: '12:00' }),
        sessionRow({ day: '2026-02-01', start: '9:00', end: '12:00' }),
      ];
      expect(invalidSessions(rows)).toEqual([rows[2].key, rows[3].key, rows[4].key]);
      // Which input of a refused row is marked: the empty day, the end not after the start.
      expect(rows.map(sessionProblem)).toEqual([
        null,
        null,
        { day: true, start: false, end: false },
        { day: false, start: false, end: true },
        { day: false, start: true, end: false },
      ]);
      expect(sessionsPayload([rows[1], rows[0]])).toEqual([
        { day: '2026-02-01', start: '10:00', end: '12:00' },
      ]);
    });

    it('sends the sessions only when they changed, sorted, and [] when all were removed', () => {
      const untouched = buildLectureUpdate(withSessions, initialValues(withSessions));
      expect(untouched.changed).toBe(false);
      expect(untouched.body).not.toHaveProperty('sessions');

      const values = initialValues(withSessions);
      values.sessions = [...values.sessions].reverse();
      expect(buildLectureUpdate(withSessions, values).changed).toBe(false);

      values.sessions[0] = { ...values.sessions[0], end: '17:00' };
      expect(buildLectureUpdate(withSessions, values).body.sessions).toEqual([
        { day: '2026-02-01', start: '10:00', end: '12:00' },
        { day: '2026-02-02', start: '14:00', end: '17:00' },
      ]);
      values.sessions = [];
      expect(buildLectureUpdate(withSessions, values).body.sessions).toEqual([]);
      const form = updateAsFormData(
        buildLectureUpdate(withSessions, values).body,
        new File([], 'a.png'),
      );
      expect(form.get('sessions')).toBe('[]');
    });

    it('a copy keeps what repeats, empties the dates and the days, and sends the banner it copied', () => {
      const copy = copyValues(withSessions);
      expect(copy).toMatchObject({
        title: '강의',
        venue: '3층 세미나실',
        reg_period_start: '',
        // The hour registration opens is the centre's habit, not the old calendar: kept.
        reg_start_time: '10:00',
        reg_period_end: '',
        lec_period_start: '',
        lec_period_end: '',
      });
      expect(copy.fees.map((row) => [row.id, row.fee_type, row.amount])).toEqual([
        [undefined, '1회차', '10000'],
        [undefined, '2회차', '20000'],
        [undefined, '3회차', '30000'],
      ]);
      expect(copy.sessions.map(({ day, start, end }) => [day, start, end])).toEqual([
        ['', '10:00', '12:00'],
        ['', '14:00', '16:00'],
      ]);
      // Days left empty are refused before anything is sent.
      expect(invalidSessions(copy.sessions)).toHaveLength(2);

      const form = buildCreateFormData(copy, null, 7);
      expect(form.get('image_from')).toBe('7');
      expect(form.get('reg_start_time')).toBe('10:00');
      expect(form.get('file')).toBeNull();
      const withFile = buildCreateFormData(copy, new File(['x'], 'b.png'), 7);
      expect(withFile.get('image_from')).toBeNull();
    });
  });
});
