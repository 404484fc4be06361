// @engine backup and restore (pg_dump format, the append-only audit trail)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { restoreBackup, writeBackup } from '../../src/backup/backup';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, apply, approveInCheckout, createOpenLecture } from '../support/applying';
import { PNG, createLectureWithBanner, storedForm } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';
import { lookUpWithCode } from '../support/family-proof';

/** What a visitor and the administrator see of a site: compared before and after a restore. */
async function snapshot(t: TestApp) {
  const auth = bearer(await adminToken(t));
  const lectures = (await t.http.get('/api/lecture/list').expect(200)).body as { id: number }[];
  const details = [];
  for (const lecture of lectures) {
    details.push((await t.http.get(`/api/lecture/${lecture.id}`).expect(200)).body);
  }
  return {
    // The centre's details as the owner edited them (not the seed the target started with).
    site: (await t.http.get('/api/site').expect(200)).body,
    programs: (await t.http.get('/api/program/list').expect(200)).body,
    lectures,
    details,
    adminLectures: (await t.http.get('/api/admin/lecture/list').set('Authorization', auth)).body,
    applicants: (await t.http.get('/api/admin/user/list').set('Authorization', auth)).body,
    payments: await t.dataSource.query(
      `SELECT order_id, status, amount, method, approved_at FROM payment ORDER BY id`,
    ),
  };
}

describe('backup and restore', () => {
  let source: TestApp;
  let target: TestApp;
  let work: string;
  let banner: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'maeum-backup-'));
    source = await startTestApp();
    // A lecture created by the administrator with a banner, applied for and paid.
    const id = await createLectureWithBanner(
      source,
      bearer(await adminToken(source)),
      '백업 확인 특강',
    );
    const detail = (await source.http.get(`/api/lecture/${id}`).expect(200)).body;
    banner = detail[0].file_name as string;

    const lecture = await createOpenLecture(source.dataSource);
    const { agent, applicationId } = await apply(source, lecture.id);
    const init = (await agent.post('/api/payments').send({ applicationId }).expect(200)).body;
    const approved = await approveInCheckout(source, init);
    await source.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId })
      .expect(200);

    target = await startTestApp({ seed: false });
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores into an empty database the same lectures, applications, payments and images', async () => {
    const file = join(work, 'site.jsonl.gz');
    const auth = bearer(await adminToken(source));
    const { updatedAt: _updatedAt, ...settings } = (
      await source.http.get('/api/admin/site').set('Authorization', auth).expect(200)
    ).body as Record<string, unknown>;
    await source.http
      .put('/api/admin/site')
      .set('Authorization', auth)
      .send({ ...settings, phone: '02-321-4321' })
      .expect(200);
    const written = await writeBackup(source.dataSource, source.storage, file);
    expect(written.files).toBeGreaterThan(0);
    // No personal data in clear beyond what the database holds: but the file is private.
    expect(readFileSync(file).length).toBeGreaterThan(100);

    const restored = await restoreBackup(target.dataSource, target.storage, file);
    expect(restored).toEqual(written);

    expect(await snapshot(target)).toEqual(await snapshot(source));
    const image = await target.http.get(`/api/upload/lectureFiles/${banner}`).expect(200);
    expect(Buffer.compare(image.body as Buffer, (await storedForm(PNG)).bytes)).toBe(0);
    // The applicant's own lookup works on the restored site.
    await lookUpWithCode(target, target.agent(), {
      email: APPLICANT.email,
      birth: APPLICANT.birth,
    });

    // New rows continue after the restored ids.
    const next = await createOpenLecture(target.dataSource);
    const [{ max }] = await source.dataSource.query(`SELECT max(id) AS max FROM lecture`);
    expect(next.id).toBeGreaterThan(Number(max));
  });

  it('refuses a database that already holds data unless told to replace it', async () => {
    const file = join(work, 'again.jsonl.gz');
    await writeBackup(source.dataSource, source.storage, file);
    await expect(restoreBackup(target.dataSource, target.storage, file)).rejects.toThrow(
      /already holds data/,
    );
    // The target's own audit trail is replaced by the backup's, the one TRUNCATE it allows.
    const auditRows = `SELECT admin_name, summary FROM audit_event ORDER BY id`;
    await target.dataSource.query(
      `INSERT INTO audit_event (occurred_at, admin_name, address, kind, action, summary)
       VALUES (now(), 'target', '127.0.0.1', 'LECTURE', 'lecture.update', '복원 전 기록')`,
    );
    await restoreBackup(target.dataSource, target.storage, file, { replace: true });
    const [{ count }] = await target.dataSource.query(`SELECT count(*)::int AS count FROM lecture`);
    const [{ expected }] = await source.dataSource.query(
      `SELECT count(*)::int AS expected FROM lecture`,
    );
    expect(count).toBe(expected);
    expect(await target.dataSource.query(auditRows)).toEqual(
      await source.dataSource.query(auditRows),
    );
    await expect(target.dataSource.query(`TRUNCATE audit_event`)).rejects.toThrow(/append-only/);
  });

  it('refuses a truncated or foreign file and changes nothing', async () => {
    const file = join(work, 'cut.jsonl.gz');
    await writeBackup(source.dataSource, source.storage, file);
    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    writeFileSync(file, gzipSync(lines.slice(0, -3).join('\n')));
    const before = await target.dataSource.query(`SELECT id, title FROM lecture ORDER BY id`);
    await expect(
      restoreBackup(target.dataSource, target.storage, file, { replace: true }),
    ).rejects.toThrow(/incomplete/);
    writeFileSync(file, gzipSync('{"type":"header","format":"other"}\n'));
    await expect(
      restoreBackup(target.dataSource, target.storage, file, { replace: true }),
    ).rejects.toThrow(/not a backup/);
    expect(await target.dataSource.query(`SELECT id, title FROM lecture ORDER BY id`)).toEqual(
      before,
    );
  });
});
