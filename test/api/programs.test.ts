import { startTestApp, type TestApp } from '../support/test-app';

describe('programs API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded programs with the spec field names and integer prices', async () => {
    const res = await t.http.get('/api/program/list').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const program of res.body) {
      expect(Object.keys(program).sort()).toEqual(
        [
          'bookable',
          'id',
          'inquiry',
          'naver_url',
          'price',
          'structure',
          'target',
          'thumbnail',
          'title',
        ].sort(),
      );
      expect(Number.isInteger(program.price)).toBe(true);
      expect(program.naver_url).toMatch(/^https:\/\//);
    }
    const ids = res.body.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers one program by id', async () => {
    const [first] = (await t.http.get('/api/program/list')).body;
    const res = await t.http.get(`/api/program/${first.id}`).expect(200);
    expect(res.body).toEqual(first);
  });

  it('lists a program’s carousel images in order, 3 to 5 of them', async () => {
    const programs = (await t.http.get('/api/program/list')).body;
    for (const program of programs) {
      const res = await t.http.get(`/api/program/images/${program.id}`).expect(200);
      expect(res.body.files.length).toBeGreaterThanOrEqual(3);
      expect(res.body.files.length).toBeLessThanOrEqual(5);
      for (const file of res.body.files) {
        await t.http
          .get(`/api/upload/programFiles/${file}`)
          .expect(200)
          .expect('Content-Type', /image\//);
      }
      await t.http.get(`/api/upload/programFiles/${program.thumbnail}`).expect(200);
    }
  });

  it('answers 404 with a Korean message for a missing program and its images', async () => {
    const res = await t.http.get('/api/program/999999').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: '프로그램을 찾을 수 없습니다.',
      error: 'Not Found',
    });
    await t.http.get('/api/program/images/999999').expect(404);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20'])(
    'answers 400 for the malformed id %p',
    async (id) => {
      const res = await t.http.get(`/api/program/${id}`).expect(400);
      expect(res.body.message).toBe('잘못된 ID 형식입니다.');
      await t.http.get(`/api/program/images/${id}`).expect(400);
    },
  );
});
