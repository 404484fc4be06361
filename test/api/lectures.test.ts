import { createLecture } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

const LIST_FIELDS = [
  'capacity',
  'closing_soon',
  'fee_max',
  'fee_min',
  'file_name',
  'id',
  'inquiry',
  'instructor_name',
  'lec_period_end',
  'lec_period_start',
  'organizer',
  'participant',
  'reg_period_end',
  'reg_period_start',
  'reg_start_time',
  'reg_status',
  'seats_left',
  'sessions',
  'title',
  'waitlist_open',
].sort();

describe('lectures API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists lectures oldest first with dates as YYYY-MM-DD and every status present in the demo', async () => {
    const res = await t.http.get('/api/lecture/list').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    for (const lecture of res.body) {
      // 장소 and 대상 only where the lecture names them.
      expect(
        Object.keys(lecture)
          .filter((key) => key !== 'venue' && key !== 'audience')
          .sort(),
      ).toEqual(LIST_FIELDS);
      for (const field of [
        'reg_period_start',
        'reg_period_end',
        'lec_period_start',
        'lec_period_end',
      ]) {
        expect(lecture[field]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      // The minute registration opens on its first day, on the centre's clock.
      expect(lecture.reg_start_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
    const ids = res.body.map((l: { id: number }) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const statuses = new Set(res.body.map((l: { reg_status: string }) => l.reg_status));
    expect([...statuses].sort()).toEqual(['BEFORE', 'CLOSED', 'OPEN']);
  });

  it('answers a lecture as a one-element list with its content', async () => {
    const [first] = (await t.http.get('/api/lecture/list')).body;
    const res = await t.http.get(`/api/lecture/${first.id}`).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toEqual({ ...first, content: expect.stringContaining('<') });
  });

  it('says each lecture’s lowest and highest course fee, as its courses are', async () => {
    const lectures: { id: number; fee_min: number | null; fee_max: number | null }[] = (
      await t.http.get('/api/lecture/list')
    ).body;
    let ranges = 0;
    for (const lecture of lectures) {
      const fees: { amount: number }[] = (await t.http.get(`/api/lecture/fee/${lecture.id}`)).body;
      const amounts = fees.map((fee) => fee.amount);
      expect(lecture.fee_min).toBe(amounts.length ? Math.min(...amounts) : null);
      expect(lecture.fee_max).toBe(amounts.length ? Math.max(...amounts) : null);
      if (lecture.fee_min !== lecture.fee_max) ranges += 1;
    }
    // The demo has a lecture whose courses cost differently.
    expect(ranges).toBeGreaterThan(0);
  });

  it('answers the fees of a lecture with integer amounts', async () => {
    const lectures = (await t.http.get('/api/lecture/list')).body;
    for (const lecture of lectures) {
      const res = await t.http.get(`/api/lecture/fee/${lecture.id}`).expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(2);
      expect(res.body.length).toBeLessThanOrEqual(4);
      for (const fee of res.body) {
        expect(Object.keys(fee).sort()).toEqual([
          'amount',
          'capacity',
          'fee_type',
          'id',
          'seats_left',
        ]);
        expect(Number.isInteger(fee.amount)).toBe(true);
      }
      await t.http.get(`/api/upload/lectureFiles/${lecture.file_name}`).expect(200);
    }
  });

  it('answers a lecture created here with exactly its own fees', async () => {
    const lecture = await createLecture(t.dataSource);
    const res = await t.http.get(`/api/lecture/fee/${lecture.id}`).expect(200);
    expect(
      res.body.map((f: { fee_type: string; amount: number }) => [f.fee_type, f.amount]),
    ).toEqual([
      ['1회차 (12월 10일)', 50000],
      ['2회차 (12월 11일)', 30000],
    ]);
  });

  it('answers 404 for a missing lecture and its fees, 400 for malformed ids', async () => {
    const res = await t.http.get('/api/lecture/999999').expect(404);
    expect(res.body.message).toBe('강의를 찾을 수 없습니다.');
    await t.http.get('/api/lecture/fee/999999').expect(404);
    await t.http.get('/api/lecture/abc').expect(400);
    await t.http.get('/api/lecture/fee/0').expect(400);
  });

  it('never serves a script in lecture content', async () => {
    const lectures = (await t.http.get('/api/lecture/list')).body;
    for (const { id } of lectures) {
      const [lecture] = (await t.http.get(`/api/lecture/${id}`)).body;
      expect(lecture.content).not.toMatch(/<script|onerror=|javascript:/i);
    }
  });

  it('answers an unknown API path with a JSON 404, never the web page', async () => {
    const res = await t.http.get('/api/does-not-exist').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({
      statusCode: 404,
      message: '요청하신 API를 찾을 수 없습니다.',
      error: 'Not Found',
    });
  });

  it('answers the centre details', async () => {
    const res = await t.http.get('/api/site').expect(200);
    expect(res.body.name).toBeTruthy();
    expect(res.body.directions).toEqual({
      metro: expect.any(String),
      bus: expect.any(String),
      car: expect.any(String),
    });
  });
});

describe('registration status in Asia/Seoul, both ends inclusive', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    id = (
      await createLecture(t.dataSource, {
        reg_period_start: '2026-12-01',
        reg_period_end: '2026-12-05',
      })
    ).id;
  });
  afterAll(() => t.close());

  async function statusAt(instant: string): Promise<string> {
    t.clock.set(instant);
    const [detail] = (await t.http.get(`/api/lecture/${id}`).expect(200)).body;
    const listed = (await t.http.get('/api/lecture/list').expect(200)).body.find(
      (l: { id: number }) => l.id === id,
    );
    expect(listed.reg_status).toBe(detail.reg_status);
    return detail.reg_status;
  }

  it.each([
    ['2026-11-30T14:59:59Z', 'BEFORE', '23:59:59 on the day before the first day'],
    ['2026-11-30T15:00:00Z', 'OPEN', '00:00 on the first day (still 30 November in UTC)'],
    ['2026-12-03T03:00:00Z', 'OPEN', 'midway'],
    ['2026-12-05T14:59:59Z', 'OPEN', '23:59:59 on the last day'],
    [
      '2026-12-05T15:00:00Z',
      'CLOSED',
      '00:00 on the day after the last day (still 5 December in UTC)',
    ],
  ])('at %s the status is %s (%s)', async (instant, expected) => {
    expect(await statusAt(instant)).toBe(expected);
  });
});
