import { adminToken, bearer, TEST_ADMIN } from '../support/admin-session';
import { APPLICANT, apply } from '../support/applying';
import { createLecture } from '../support/factories';
import { startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

const OPEN = {
  reg_period_start: '2026-11-20',
  reg_period_end: '2026-11-30',
  lec_period_start: '2026-12-10',
  lec_period_end: '2026-12-11',
};
const FAMILY = {
  ...APPLICANT,
  name: '가림표',
  email: 'hong.parent@example.com',
  contact: '010-2468-1357',
};
const WAITING = { name: '대기가림', email: 'wait.parent@example.com', contact: '010-9753-8642' };
const NOTICE =
  '※ 개인정보가 포함된 파일입니다. 업무 목적 외 사용·보관·전달을 금지하며, 사용 후 안전하게 삭제해 주세요.';

interface AccessRow {
  id: number;
  kind: 'REVEAL' | 'EXPORT';
  adminName: string;
  address: string;
  subjectKind: string | null;
  subjectId: number | null;
  fields: string[];
  scope: string | null;
  occurredAt: string;
}

/**
 * Back-office lists show phones and e-mails masked; an administrator reveals one by a click that
 * is recorded in the append-only personal_data_access table, and so is every export (issue 21).
 */
describe('personal data in the back office: masked, revealed on record', () => {
  let t: TestApp;
  let auth: string;
  let lecture: { id: number; title: string };
  let applicationId: number;
  let entryId: number;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    auth = bearer(await adminToken(t));
    lecture = await createLecture(t.dataSource, { ...OPEN, title: '가림 특강' });
    applicationId = (await apply(t, lecture.id, { applicant: FAMILY })).applicationId;
    const [fee] = (await t.dataSource.query(`SELECT id FROM lecture_fee WHERE lecture_id = $1`, [
      lecture.id,
    ])) as { id: number }[];
    const [entry] = (await t.dataSource.query(
      `INSERT INTO waitlist_entry (lecture_id, lecture_fee_id, applicant_name, applicant_email,
         applicant_contact, applicant_birth, created_at)
       VALUES ($1, $2, $3, $4, $5, '1985-01-01', now()) RETURNING id`,
      [lecture.id, fee.id, WAITING.name, WAITING.email, WAITING.contact],
    )) as { id: number }[];
    entryId = entry.id;
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set('Authorization', auth).expect(200);
  const accessRows = async (): Promise<AccessRow[]> =>
    (await get('/api/admin/personal-data-access')).body.items as AccessRow[];
  const countRows = async (): Promise<number> =>
    (
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM personal_data_access`)) as {
        n: number;
      }[]
    )[0].n;

  it('masks the phone and e-mail in every list that shows them', async () => {
    const masked = { contact: '010-****-1357', email: 'ho****@example.com' };
    const ofLecture = (await get(`/api/admin/lecture/applicant/${lecture.id}`)).body;
    expect(ofLecture).toEqual([expect.objectContaining({ id: applicationId, ...masked })]);
    const search = (await get(`/api/admin/applications?lectureId=${lecture.id}`)).body;
    expect(search.items).toEqual([expect.objectContaining({ id: applicationId, ...masked })]);
    const people = (await get('/api/admin/user/list')).body as { name: string }[];
    // The birth date too, to its year (issue 32): it once opened the family's lookup.
    expect(people.find((person) => person.name === FAMILY.name)).toMatchObject({
      ...masked,
      birth: '1988-**-**',
    });
    const waiting = (await get(`/api/admin/lecture/${lecture.id}/waitlist`)).body;
    expect(waiting).toEqual([
      expect.objectContaining({
        id: entryId,
        contact: '010-****-8642',
        email: 'wa****@example.com',
      }),
    ]);
    // Nothing in full anywhere in those answers.
    const everything = JSON.stringify([ofLecture, search, people, waiting]);
    for (const secret of [
      FAMILY.contact,
      FAMILY.email,
      FAMILY.birth,
      WAITING.contact,
      WAITING.email,
    ]) {
      expect(everything).not.toContain(secret);
    }
    // Reading the masked lists is not recorded: nothing was revealed.
    expect(await countRows()).toBe(0);
  });

  it('still finds the person by phone digits or an e-mail fragment (the real columns)', async () => {
    for (const q of ['24681357', '2468-1357', '1357', 'hong.par']) {
      const res = await get(`/api/admin/applications?q=${encodeURIComponent(q)}`);
      expect(res.body.items.map((row: { id: number }) => row.id)).toEqual([applicationId]);
      expect(res.body.items[0].contact).toBe('010-****-1357');
    }
  });

  it('reveals an application’s contact in full and records exactly one row', async () => {
    const before = await countRows();
    const res = await t.http
      .post(`/api/admin/application/${applicationId}/reveal`)
      .set('Authorization', auth)
      .expect(200);
    expect(res.body).toEqual({ contact: FAMILY.contact, email: FAMILY.email, birth: FAMILY.birth });
    expect(await countRows()).toBe(before + 1);
    const [row] = await accessRows();
    expect(row).toMatchObject({
      kind: 'REVEAL',
      adminName: TEST_ADMIN.username,
      subjectKind: 'APPLICATION',
      subjectId: applicationId,
      fields: ['contact', 'email', 'birth'],
      scope: null,
    });
    expect(row.address).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.parse(row.occurredAt)).toBe(t.clock.now().getTime());
  });

  it('reveals a waiting-list entry’s contact in full and records exactly one row', async () => {
    const before = await countRows();
    const res = await t.http
      .post(`/api/admin/waitlist/${entryId}/reveal`)
      .set('Authorization', auth)
      .expect(200);
    expect(res.body).toEqual({
      contact: WAITING.contact,
      email: WAITING.email,
      birth: '1985-01-01',
    });
    expect(await countRows()).toBe(before + 1);
    expect((await accessRows())[0]).toMatchObject({
      kind: 'REVEAL',
      adminName: TEST_ADMIN.username,
      subjectKind: 'WAITLIST_ENTRY',
      subjectId: entryId,
    });
  });

  it('answers 404 for what does not exist, and records nothing', async () => {
    const before = await countRows();
    const none = await t.http
      .post('/api/admin/application/999999/reveal')
      .set('Authorization', auth)
      .expect(404);
    expect(none.body.message).toBe('신청 내역을 찾을 수 없습니다.');
    await t.http.post('/api/admin/waitlist/999999/reveal').set('Authorization', auth).expect(404);
    await t.http.post('/api/admin/application/abc/reveal').set('Authorization', auth).expect(400);
    expect(await countRows()).toBe(before);
  });

  it.each([
    [
      'POST …/application/:id/reveal',
      'post',
      (): string => `/api/admin/application/${applicationId}/reveal`,
    ],
    ['POST …/waitlist/:id/reveal', 'post', (): string => `/api/admin/waitlist/${entryId}/reveal`],
    ['GET …/personal-data-access', 'get', (): string => '/api/admin/personal-data-access'],
  ] as const)(
    'refuses %s without an administrator (401), recording nothing',
    async (_route, method, path) => {
      const before = await countRows();
      await t.http[method](path()).expect(401);
      await t.http[method](path()).set('Authorization', 'Bearer not-a-token').expect(401);
      expect(await countRows()).toBe(before);
    },
  );

  it('says at the top of the CSV that it holds personal data, and records the export with its scope', async () => {
    const before = await countRows();
    const all = await t.http
      .get('/api/admin/applicants.csv')
      .set('Authorization', auth)
      .expect(200);
    const lines = String(all.text).split('\r\n');
    expect(lines[0]).toBe(`\uFEFF"${NOTICE}"`);
    expect(lines[1]).toBe(
      '강의명,이름,연락처,이메일,생년월일,결제 상태,총 금액,선택 강의,신청일시,참여 자녀,자녀 학년,법정대리인',
    );
    // The file itself holds the data in full: that is why it says so and is recorded.
    expect(all.text).toContain(FAMILY.contact);
    await t.http
      .get(`/api/admin/applicants.csv?lectureId=${lecture.id}`)
      .set('Authorization', auth)
      .expect(200);
    expect(await countRows()).toBe(before + 2);
    const [one, every] = await accessRows();
    expect(every).toMatchObject({
      kind: 'EXPORT',
      adminName: TEST_ADMIN.username,
      scope: 'ALL',
      subjectKind: null,
      subjectId: null,
      fields: ['name', 'contact', 'email', 'birth', 'participant', 'guardian'],
    });
    expect(one).toMatchObject({ kind: 'EXPORT', scope: `LECTURE:${lecture.id}` });
    // The overview workbook holds figures only: no personal data, so no record.
    await t.http.get('/api/admin/overview.xlsx').set('Authorization', auth).expect(200);
    expect(await countRows()).toBe(before + 2);
  });

  it('keeps the record append-only for the app’s own connection', async () => {
    const [row] = await accessRows();
    await expect(
      t.dataSource.query(`UPDATE personal_data_access SET admin_name = 'someone' WHERE id = $1`, [
        row.id,
      ]),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(
      t.dataSource.query(`DELETE FROM personal_data_access WHERE id = $1`, [row.id]),
    ).rejects.toThrow(/append-only: DELETE refused/);
    expect((await accessRows())[0]).toEqual(row);
    // Only a purge (the retention's switch, for its transaction alone) may delete.
    await t.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL maeum.purge_records = 'on'`);
      await manager.query(`DELETE FROM personal_data_access WHERE id = $1`, [row.id]);
    });
    expect((await accessRows()).map((access) => access.id)).not.toContain(row.id);
    await expect(
      t.dataSource.query(`DELETE FROM personal_data_access WHERE id > 0`),
    ).rejects.toThrow(/append-only/);
  });

  it('pages the record on the server, newest first', async () => {
    for (let i = 0; i < 21; i += 1) {
      t.clock.set(new Date(t.clock.now().getTime() + 1000));
      await t.http
        .post(`/api/admin/application/${applicationId}/reveal`)
        .set('Authorization', auth)
        .expect(200);
    }
    const total = await countRows();
    const first = (await get('/api/admin/personal-data-access')).body;
    expect(first).toMatchObject({ total, page: 1, size: 20 });
    expect(first.items).toHaveLength(20);
    const times = (first.items as AccessRow[]).map((row) => Date.parse(row.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await get('/api/admin/personal-data-access?page=2')).body;
    expect(second.items).toHaveLength(total - 20);
    expect(second.items[0].id).not.toBe(first.items[19].id);
    await t.http
      .get('/api/admin/personal-data-access?page=0')
      .set('Authorization', auth)
      .expect(400);
  });
});
