import { adminToken, bearer } from '../support/admin-session';
import { createLecture } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

describe('request bodies and compression', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('accepts a long lecture edit as JSON (editor content beyond 100 kB)', async () => {
    const lecture = await createLecture(test.dataSource);
    const content = `<p>${'가나다라마바사 '.repeat(20_000)}</p>`; // about 420 kB in UTF-8
    const response = await test.http
      .put(`/api/admin/lecture/${lecture.id}`)
      .set('Authorization', bearer(await adminToken(test)))
      .send({ content });
    expect(response.status).toBe(200);
    const [{ length }] = await test.dataSource.query(
      `SELECT length(content) AS length FROM lecture WHERE id = $1`,
      [lecture.id],
    );
    expect(length).toBe(content.length);
  });

  it('answers a body over 1 MB with 413 and a Korean message, not a 500', async () => {
    const response = await test.http
      .post('/api/lecture/application/data')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(
      '보내신 내용이 너무 큽니다. 내용을 줄여 다시 시도해 주세요.',
    );
  });

  it('answers malformed JSON with 400 and a Korean message', async () => {
    const response = await test.http
      .post('/api/guest/user-check')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('요청 형식이 올바르지 않습니다.');
  });

  it('compresses API answers for clients that accept gzip', async () => {
    const response = await test.http.get('/api/lecture/list').set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('compresses answers the public-read cache does not hold (the API reference document)', async () => {
    const response = await test.http.get('/api/docs-json').set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not read form-encoded bodies on the API: a plain HTML form cannot post to it', async () => {
    const form = await test.http
      .post('/api/user/login')
      .type('form')
      .send({ username: 'admin', password: 'whatever-password' });
    // The form's fields never reach the handler: validation finds the body empty.
    expect(form.status).toBe(400);
    expect(JSON.stringify(form.body.message)).toMatch(/아이디|비밀번호/);

    const json = await test.http
      .post('/api/user/login')
      .send({ username: 'admin', password: 'whatever-password' });
    expect(json.status).toBe(401);
  });
});
