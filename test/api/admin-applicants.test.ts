import type { Response } from 'supertest';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, approveInCheckout, apply, type InitAnswer } from '../support/applying';
import { createLecture } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

const OPEN = {
  reg_period_start: '2026-11-20',
  reg_period_end: '2026-11-30',
  lec_period_start: '2026-12-10',
  lec_period_end: '2026-12-11',
};
const ATTACKER_NAME = '=HYPERLINK("http://evil.example","클릭")';

/** The raw bytes of a response, so the BOM is seen as sent. */
function bytes(res: Response): Buffer {
  return res.body as Buffer;
}
/** A supertest parser that keeps the body as bytes. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('admin applicants API', () => {
  let t: TestApp;
  let auth: string;
  let lectureA: { id: number; title: string };
  let lectureB: { id: number; title: string };
  let paid: number;
  let unpaid: number;
  let later: number;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    auth = bearer(await adminToken(t));
    lectureA = await createLecture(t.dataSource, { ...OPEN, title: '부모 교육, "봄" 특강' });
    lectureB = await createLecture(t.dataSource, { ...OPEN, title: '놀이 치료 입문' }, [
      { fee_type: '보충 (12월 11일)', amount: 10000 },
    ]);

    // A parent applies to A with both fees and pays by card.
    const first = await apply(t, lectureA.id);
    paid = first.applicationId;
    const init = (await first.agent.post('/api/payments').send({ applicationId: paid }).expect(200))
      .body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId: paid })
      .expect(200);

    // Someone whose name is a spreadsheet formula applies to A and does not pay.
    unpaid = (
      await apply(t, lectureA.id, {
        applicant: { ...APPLICANT, name: ATTACKER_NAME, email: 'other@example.com' },
      })
    ).applicationId;

    // The first parent applies again, to B, with a new contact and the e-mail in capitals.
    later = (
      await apply(t, lectureB.id, {
        applicant: {
          ...APPLICANT,
          name: '김민지',
          email: APPLICANT.email.toUpperCase(),
          contact: '010-5555-6666',
        },
        payMethod: '계좌이체',
      })
    ).applicationId;
  });
  afterAll(() => t.close());

  it.each([
    '/api/admin/lecture/applicant/1',
    '/api/admin/user/list',
    '/api/admin/applicants.csv',
    '/api/admin/applicants.csv?lectureId=1',
  ])('refuses %s without a token', async (path) => {
    await t.http.get(path).expect(401);
  });

  it('lists a lecture’s applications oldest first in the contract shape, contacts masked', async () => {
    const res = await t.http
      .get(`/api/admin/lecture/applicant/${lectureA.id}`)
      .set('Authorization', auth)
      .expect(200);
    expect(res.body).toEqual([
      {
        id: paid,
        name: APPLICANT.name,
        contact: '010-****-5678',
        email: 'pa****@example.com',
        payment_status: 'Y',
        participant: null,
      },
      {
        id: unpaid,
        name: ATTACKER_NAME,
        contact: '010-****-5678',
        email: 'ot****@example.com',
        payment_status: 'N',
        participant: null,
      },
    ]);
    const none = await t.http
      .get('/api/admin/lecture/applicant/999999')
      .set('Authorization', auth)
      .expect(404);
    expect(none.body.message).toBe('강의를 찾을 수 없습니다.');
    await t.http.get('/api/admin/lecture/applicant/0').set('Authorization', auth).expect(400);
  });

  it('lists people once per e-mail, latest details, newest applicant first, each with their applications', async () => {
    const res = await t.http.get('/api/admin/user/list').set('Authorization', auth).expect(200);
    expect(res.body).toEqual([
      {
        name: '김민지',
        birth: `${APPLICANT.birth.slice(0, 4)}-**-**`,
        contact: '010-****-6666',
        email: 'pa****@example.com',
        lectureInfos: [
          {
            applicationId: later,
            lectureTitle: lectureB.title,
            paymentStatus: 'N',
            totalFee: 10000,
            fees: [{ type: '보충 (12월 11일)', amount: 10000 }],
          },
          {
            applicationId: paid,
            lectureTitle: lectureA.title,
            paymentStatus: 'Y',
            totalFee: 80000,
            fees: [
              { type: '1회차 (12월 10일)', amount: 50000 },
              { type: '2회차 (12월 11일)', amount: 30000 },
            ],
          },
        ],
      },
      {
        name: ATTACKER_NAME,
        birth: `${APPLICANT.birth.slice(0, 4)}-**-**`,
        contact: '010-****-5678',
        email: 'ot****@example.com',
        lectureInfos: [
          {
            applicationId: unpaid,
            lectureTitle: lectureA.title,
            paymentStatus: 'N',
            totalFee: 80000,
            fees: [
              { type: '1회차 (12월 10일)', amount: 50000 },
              { type: '2회차 (12월 11일)', amount: 30000 },
            ],
          },
        ],
      },
    ]);
  });

  it('exports every application as CSV Excel opens: BOM, the personal-data notice, Korean headers, quoting, formulas defused', async () => {
    const res = await t.http
      .get('/api/admin/applicants.csv')
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applicants-2026-11-22\.csv"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1])).toBe(
      '신청자_전체_2026-11-22.csv',
    );

    const raw = bytes(res);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      '"※ 개인정보가 포함된 파일입니다. 업무 목적 외 사용·보관·전달을 금지하며, 사용 후 안전하게 삭제해 주세요."',
    );
    expect(lines[1]).toBe(
      '강의명,이름,연락처,이메일,생년월일,결제 상태,총 금액,선택 강의,신청일시,참여 자녀,자녀 학년,법정대리인',
    );
    expect(lines).toHaveLength(5);
    const [, header, first, second, third] = lines;
    expect(header.split(',')).toHaveLength(12);
    const when = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}`;
    expect(first).toMatch(
      new RegExp(
        `^"부모 교육, ""봄"" 특강",김민지,010-1234-5678,parent@example.com,1988-04-12,결제 완료,80000,1회차 \\(12월 10일\\) / 2회차 \\(12월 11일\\),${when},,,$`,
      ),
    );
    expect(second).toContain(`"'=HYPERLINK(""http://evil.example"",""클릭"")"`);
    expect(second).toContain(',미결제,80000,');
    expect(third).toMatch(
      new RegExp(
        `^놀이 치료 입문,김민지,010-5555-6666,parent@example.com,1988-04-12,미결제,10000,보충 \\(12월 11일\\),${when},,,$`,
      ),
    );
  });

  it('exports one lecture’s applications with its title in the file name; 404 and 400 otherwise', async () => {
    const res = await t.http
      .get(`/api/admin/applicants.csv?lectureId=${lectureB.id}`)
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const lines = bytes(res).subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"※ 개인정보가 포함된 파일입니다\./);
    expect(lines[2]).toMatch(/^놀이 치료 입문,김민지,/);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1])).toBe(
      '신청자_놀이 치료 입문_2026-11-22.csv',
    );

    const none = await t.http
      .get('/api/admin/applicants.csv?lectureId=999999')
      .set('Authorization', auth)
      .expect(404);
    expect(none.body.message).toBe('강의를 찾을 수 없습니다.');
    for (const bad of ['abc', '0', '1e3', '']) {
      await t.http
        .get(`/api/admin/applicants.csv?lectureId=${bad}`)
        .set('Authorization', auth)
        .expect(400);
    }
  });

  it('answers the lecture list with each lecture’s applicant count', async () => {
    const res = await t.http.get('/api/admin/lecture/list').set('Authorization', auth).expect(200);
    expect(res.body).toEqual([
      {
        id: lectureB.id,
        title: lectureB.title,
        instructor_name: '홍길동',
        reg_status: '접수중',
        applicant_count: 1,
        archived: false,
      },
      {
        id: lectureA.id,
        title: lectureA.title,
        instructor_name: '홍길동',
        reg_status: '접수중',
        applicant_count: 2,
        archived: false,
      },
    ]);
  });

  it('answers every list with the same few queries however many rows there are (no query per row)', async () => {
    const paths = [
      '/api/admin/lecture/list',
      `/api/admin/lecture/applicant/${lectureA.id}`,
      '/api/admin/user/list',
      '/api/admin/applicants.csv',
      `/api/admin/applicants.csv?lectureId=${lectureA.id}`,
    ];
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    async function queriesPerPath(): Promise<number[]> {
      const counts: number[] = [];
      for (const path of paths) {
        spy.mockClear();
        await t.http.get(path).set('Authorization', auth).expect(200);
        counts.push(spy.mock.calls.length);
      }
      return counts;
    }
    try {
      const before = await queriesPerPath();
      for (let i = 0; i < 4; i += 1) {
        const lecture = await createLecture(t.dataSource, OPEN);
        for (const email of [`more${i}a@example.com`, `more${i}b@example.com`]) {
          await apply(t, lecture.id, { applicant: { ...APPLICANT, email } });
        }
        await apply(t, lectureA.id, {
          applicant: { ...APPLICANT, email: `more${i}c@example.com` },
        });
      }
      const after = await queriesPerPath();
      expect(after).toEqual(before);
      // Three reads at most; a CSV export reads four (its lecture, the applications, the
      // entries, then the titles or the entries' course names from the lectures module), and
      // writes its access record and its audit row in one transaction (BEGIN, two inserts,
      // COMMIT).
      after.forEach((count, i) => {
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual(paths[i].includes('.csv') ? 8 : 3);
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('defuses full-width formulas and those behind a tab, CR or spaces in the CSV', async () => {
    // Applicants' names are trimmed when they apply; a title or fee name stored with a leading
    // tab, CR or spaces (an older row, a hand edit) must still not become a formula.
    const lecture = await createLecture(t.dataSource, { ...OPEN, title: '\t=1+1' }, [
      { fee_type: '\r@SUM(A1)', amount: 10000 },
      { fee_type: '  -2+3', amount: 0 },
    ]);
    for (const [name, email] of [
      ['＝1+4', 'fullwidth-eq@example.com'],
      ['＋1+4', 'fullwidth-plus@example.com'],
      ['－2+3', 'fullwidth-minus@example.com'],
      ['＠SUM(A1)', 'fullwidth-at@example.com'],
    ]) {
      await apply(t, lecture.id, { applicant: { ...APPLICANT, name, email } });
    }
    const res = await t.http
      .get(`/api/admin/applicants.csv?lectureId=${lecture.id}`)
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const rows = bytes(res).subarray(3).toString('utf8').split('\r\n').slice(2, -1);
    expect(rows).toHaveLength(4);
    const cells = rows.map((row) => row.split(',').slice(0, 2));
    expect(cells).toEqual([
      ["'\t=1+1", "'＝1+4"],
      ["'\t=1+1", "'＋1+4"],
      ["'\t=1+1", "'－2+3"],
      ["'\t=1+1", "'＠SUM(A1)"],
    ]);
    // The fee names are joined into one cell that starts with the first one (CR: quoted).
    for (const row of rows) expect(row).toContain(`,"'\r@SUM(A1) /   -2+3",`);
  });
});
