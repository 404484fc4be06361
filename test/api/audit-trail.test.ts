// @engine append-only triggers, the audit row in the change's transaction
import { MoreThan } from 'typeorm';
import { AuditEvent } from '../../src/audit/audit-event.entity';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { PersonalDataAccess } from '../../src/privacy/personal-data-access.entity';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { adminToken, bearer, TEST_ADMIN } from '../support/admin-session';
import {
  APPLICANT,
  appliedForMoney,
  apply,
  createOpenLecture,
  MONEY_LECTURE_TOTAL,
  payInSandbox,
} from '../support/applying';
import { PNG } from '../support/images';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

/** The address every request of these tests comes from (X-Forwarded-For, loopback trusted). */
const ADDRESS = '203.0.113.7';
const TOTAL = MONEY_LECTURE_TOTAL;

const LECTURE_FIELDS = {
  title: '부모 마음 특강',
  instructor_name: '이선생',
  organizer: '마음숲 상담센터',
  reg_period_start: '2026-11-20',
  reg_period_end: '2026-11-30',
  lec_period_start: '2026-12-10',
  lec_period_end: '2026-12-11',
  inquiry: '02-123-4567',
  content: '<p>특강 안내</p>',
};

/**
 * The audit trail (issue 20): every back-office change and export of personal data writes one
 * append-only row in the transaction of the change, with who, from where, what, and for a
 * change the fields before and after; 감사 기록 reads it filtered and paginated.
 */
describe('audit trail', () => {
  let t: TestApp;
  let auth: string;
  let adminId: number;
  let control: SandboxControl;

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      configure: (config) => ({
        ...withoutRequestLimits(config),
        payments: { ...config.payments, timeoutMs: 1_500 },
      }),
    });
    control = t.running.app.get(SandboxControl);
    const [row]: { id: number }[] = await t.dataSource.query(
      `SELECT id FROM admin_user WHERE username = $1`,
      [TEST_ADMIN.username],
    );
    adminId = row.id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
    auth = bearer(await adminToken(t));
  });
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  const as = <T extends { set(name: string, value: string): T }>(req: T) =>
    req.set('Authorization', auth).set('X-Forwarded-For', ADDRESS);
  const post = (path: string, body: object = {}) => as(t.http.post(path)).send(body);

  const lastId = async () => {
    const [row]: { id: number | null }[] = await t.dataSource.query(
      `SELECT max(id) AS id FROM audit_event`,
    );
    return row.id ?? 0;
  };
  /** The rows `act` wrote, oldest first. */
  async function rowsOf(act: () => Promise<unknown>): Promise<AuditEvent[]> {
    const since = await lastId();
    await act();
    return t.dataSource
      .getRepository(AuditEvent)
      .find({ where: { id: MoreThan(since) }, order: { id: 'ASC' } });
  }
  /** Who and from where, as every row of these tests must say. */
  const byTheAdmin = () => ({
    admin_id: adminId,
    admin_name: TEST_ADMIN.username,
    address: ADDRESS,
  });

  async function createdLecture(): Promise<number> {
    const req = as(t.http.post('/api/admin/lecture'));
    for (const [name, value] of Object.entries(LECTURE_FIELDS)) req.field(name, value);
    req.field('fees', JSON.stringify([{ fee_type: '1회차', amount: 50000, capacity: 10 }]));
    req.attach('file', PNG, { filename: 'banner.png', contentType: 'image/png' });
    return (await req.expect(201)).body.id as number;
  }

  async function paidAtDesk(method = 'CASH') {
    const app = await appliedForMoney(t);
    await post(`/api/admin/application/${app.applicationId}/payment`, {
      amount: TOTAL,
      paidOn: '2026-11-22',
      method,
    }).expect(200);
    return app;
  }

  describe('a lecture', () => {
    it('records its creation with what it was created with', async () => {
      let id = 0;
      const rows = await rowsOf(async () => (id = await createdLecture()));
      expect(rows).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'LECTURE',
          action: 'lecture.create',
          target: `lecture:${id}`,
          summary: "강의 '부모 마음 특강' 등록",
          before: null,
          after: expect.objectContaining({ title: '부모 마음 특강', capacity: null }),
        }),
      ]);
      const fee = await t.dataSource.getRepository(LectureFee).findOneByOrFail({ lecture_id: id });
      expect(rows[0].after![`fee:${fee.id}`]).toEqual({
        fee_type: '1회차',
        amount: 50000,
        capacity: 10,
      });
    });

    it('records an edit with only the changed fields before and after, fees and capacity included', async () => {
      const id = await createdLecture();
      const fee = await t.dataSource.getRepository(LectureFee).findOneByOrFail({ lecture_id: id });
      const rows = await rowsOf(() =>
        as(t.http.put(`/api/admin/lecture/${id}`))
          .send({
            title: '부모 마음 특강 (개정)',
            capacity: 20,
            update_fees: [{ id: fee.id, fee_type: '1회차', amount: 60000, capacity: 12 }],
          })
          .expect(200),
      );
      expect(rows).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'LECTURE',
          action: 'lecture.update',
          target: `lecture:${id}`,
          summary: "강의 '부모 마음 특강 (개정)' 수정",
          before: {
            title: '부모 마음 특강',
            capacity: null,
            [`fee:${fee.id}`]: { fee_type: '1회차', amount: 50000, capacity: 10 },
          },
          after: {
            title: '부모 마음 특강 (개정)',
            capacity: 20,
            [`fee:${fee.id}`]: { fee_type: '1회차', amount: 60000, capacity: 12 },
          },
        }),
      ]);
    });

    it('leaves no row when the edit is refused: the record rolls back with the change', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const [paidFee] = await t.dataSource
        .getRepository(LectureFee)
        .find({ where: { lecture_id: lecture.id }, order: { id: 'ASC' } });
      const { agent, applicationId } = await apply(t, lecture.id);
      await payInSandbox(t, agent, applicationId);
      // A title change and a paid fee's new price in one edit: the price is refused (409), so
      // the title is not changed either, and nothing is recorded.
      const rows = await rowsOf(() =>
        as(t.http.put(`/api/admin/lecture/${lecture.id}`))
          .send({
            title: '바뀌면 안 되는 제목',
            update_fees: [{ id: paidFee.id, fee_type: paidFee.fee_type, amount: 1000 }],
          })
          .expect(409),
      );
      expect(rows).toEqual([]);
      expect(
        (await t.http.get(`/api/admin/lecture/${lecture.id}`).set('Authorization', auth)).body
          .title,
      ).toBe(lecture.title);
    });

    it('rolls its row back with an edit that fails at commit', async () => {
      const id = await createdLecture();
      // A deferred check fails the edit's transaction at COMMIT, after the audit row was
      // written in it: if the row were written on its own it would stay behind.
      await t.dataSource.query(`
        CREATE FUNCTION refuse_title_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.title = '거절될 제목' THEN RAISE EXCEPTION 'refused at commit'; END IF;
          RETURN NEW;
        END $$`);
      await t.dataSource.query(`
        CREATE CONSTRAINT TRIGGER refuse_title_at_commit AFTER UPDATE ON lecture
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_title_at_commit()`);
      try {
        const rows = await rowsOf(() =>
          as(t.http.put(`/api/admin/lecture/${id}`))
            .send({ title: '거절될 제목' })
            .expect(500),
        );
        expect(rows).toEqual([]);
      } finally {
        await t.dataSource.query(`DROP TRIGGER refuse_title_at_commit ON lecture`);
        await t.dataSource.query(`DROP FUNCTION refuse_title_at_commit()`);
      }
      // The same edit without the check is recorded: the test above could have failed.
      const rows = await rowsOf(() =>
        as(t.http.put(`/api/admin/lecture/${id}`))
          .send({ title: '거절될 제목' })
          .expect(200),
      );
      expect(rows).toEqual([expect.objectContaining({ action: 'lecture.update' })]);
    });

    it('records a deletion, and an archive when families applied', async () => {
      const bare = await createdLecture();
      const deleted = await rowsOf(() =>
        as(t.http.delete(`/api/admin/lecture/${bare}`)).expect(200),
      );
      expect(deleted).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'LECTURE',
          action: 'lecture.delete',
          target: `lecture:${bare}`,
          before: expect.objectContaining({ title: '부모 마음 특강' }),
          after: null,
        }),
      ]);

      const lecture = await createOpenLecture(t.dataSource);
      await apply(t, lecture.id);
      const archived = await rowsOf(() =>
        as(t.http.delete(`/api/admin/lecture/${lecture.id}`)).expect(200),
      );
      expect(archived).toEqual([
        expect.objectContaining({
          kind: 'LECTURE',
          action: 'lecture.archive',
          target: `lecture:${lecture.id}`,
          before: { archived: false },
          after: { archived: true },
        }),
      ]);
    });

    it('records a closure (폐강) with its reason', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const rows = await rowsOf(() =>
        post(`/api/admin/lecture/${lecture.id}/close`, { reason: '강사 사정' }).expect(202),
      );
      expect(rows).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'LECTURE',
          action: 'lecture.close',
          target: `lecture:${lecture.id}`,
          summary: `강의 '${lecture.title}' 폐강`,
          before: { closed: false },
          after: { closed: true, closed_reason: '강사 사정' },
        }),
      ]);
    });
  });

  describe('money', () => {
    it('records a payment taken at the desk', async () => {
      const app = await appliedForMoney(t);
      const rows = await rowsOf(() =>
        post(`/api/admin/application/${app.applicationId}/payment`, {
          amount: TOTAL,
          paidOn: '2026-11-22',
          method: 'CASH',
          note: '영수증 123',
        }).expect(200),
      );
      expect(rows).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'PAYMENT',
          action: 'application.payment',
          target: `application:${app.applicationId}`,
          before: { payment_status: 'N', pay_method: 'CARD' },
          after: {
            payment_status: 'Y',
            pay_method: 'CASH',
            amount: TOTAL,
            paid_on: '2026-11-22',
            note: '영수증 123',
          },
        }),
      ]);
    });

    it('records a refund by hand and one through the provider, and none for a refused one', async () => {
      const desk = await paidAtDesk();
      const byHand = await rowsOf(() =>
        post(`/api/admin/application/${desk.applicationId}/refund`, {
          amount: 10000,
          reason: '일부 환불',
        }).expect(200),
      );
      expect(byHand).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'REFUND',
          action: 'application.refund',
          target: `application:${desk.applicationId}`,
          before: { refunded_amount: 0 },
          after: { refunded_amount: 10000, reason: '일부 환불' },
        }),
      ]);

      const card = await appliedForMoney(t);
      await payInSandbox(t, card.agent, card.applicationId);
      const refused = await rowsOf(() =>
        post(`/api/admin/application/${card.applicationId}/refund`, {
          amount: TOTAL + 1,
          reason: '너무 많이',
        }).expect(400),
      );
      expect(refused).toEqual([]);
      const provider = await rowsOf(() =>
        post(`/api/admin/application/${card.applicationId}/refund`, {
          amount: 20000,
          reason: '수업 일부 불참',
        }).expect(200),
      );
      expect(provider).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'REFUND',
          target: `application:${card.applicationId}`,
          after: { refunded_amount: 20000, reason: '수업 일부 불참' },
        }),
      ]);
    });

    it('records a cash receipt without the identity number', async () => {
      const app = await paidAtDesk('CASH');
      const rows = await rowsOf(() =>
        post(`/api/admin/application/${app.applicationId}/cash-receipt`, {
          type: '소득공제',
          identityNumber: '010-1234-5678',
        }).expect(200),
      );
      expect(rows).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'CASH_RECEIPT',
          action: 'cash-receipt.issue',
          target: `application:${app.applicationId}`,
          after: expect.objectContaining({ type: '소득공제', amount: TOTAL }),
        }),
      ]);
      expect(JSON.stringify(rows[0])).not.toContain('12345678');
    });

    it("records the centre's cancel of an unpaid and of a card-paid application", async () => {
      const unpaid = await appliedForMoney(t);
      const withdrawn = await rowsOf(() =>
        post(`/api/admin/application/${unpaid.applicationId}/cancel`, {
          reason: '중복 신청',
        }).expect(200),
      );
      expect(withdrawn).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'APPLICATION',
          action: 'application.cancel',
          target: `application:${unpaid.applicationId}`,
          before: { payment_status: 'N' },
          after: { payment_status: 'C', centre_cancel_reason: '중복 신청' },
        }),
      ]);

      const card = await appliedForMoney(t);
      await payInSandbox(t, card.agent, card.applicationId);
      const refunded = await rowsOf(() =>
        post(`/api/admin/application/${card.applicationId}/cancel`, {
          reason: '센터 사정',
        }).expect(200),
      );
      expect(refunded).toEqual([
        expect.objectContaining({
          kind: 'APPLICATION',
          action: 'application.cancel',
          before: { payment_status: 'Y' },
          after: { payment_status: 'C', centre_cancel_reason: '센터 사정' },
        }),
      ]);
    });
  });

  describe('the waiting list and messages', () => {
    it('records an offer made by hand, an entry removed and its details revealed', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const [fee] = await t.dataSource
        .getRepository(LectureFee)
        .find({ where: { lecture_id: lecture.id }, order: { id: 'ASC' } });
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = 1 WHERE id = $1`, [fee.id]);
      await apply(t, lecture.id, {
        selectedFees: [{ id: fee.id, fee_type: fee.fee_type, amount: fee.amount }],
        totalAmount: fee.amount,
      });
      for (const email of ['w1@example.com', 'w2@example.com']) {
        await t
          .agent()
          .post('/api/lecture/waitlist')
          .send({
            lectureId: lecture.id,
            feeIds: [fee.id],
            applicant: { ...APPLICANT, email },
            agree: true,
          })
          .expect(200);
      }
      const [first, second] = await t.dataSource
        .getRepository(WaitlistEntry)
        .find({ where: { lecture_id: lecture.id }, order: { id: 'ASC' } });
      // A second seat, without news reaching the list: the centre offers it by hand.
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = 2 WHERE id = $1`, [fee.id]);
      const offered = await rowsOf(() => post(`/api/admin/waitlist/${first.id}/offer`).expect(200));
      expect(offered).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'WAITLIST',
          action: 'waitlist.offer',
          target: `waitlist:${first.id}`,
          before: { status: 'WAITING' },
          after: expect.objectContaining({ status: 'OFFERED' }),
        }),
      ]);
      const removed = await rowsOf(() =>
        as(t.http.delete(`/api/admin/waitlist/${second.id}`)).expect(200),
      );
      expect(removed).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'WAITLIST',
          action: 'waitlist.remove',
          target: `waitlist:${second.id}`,
          before: { status: 'WAITING' },
          after: { status: 'REMOVED' },
        }),
      ]);
      // A waiting family's details shown in full are an export of personal data.
      const revealed = await rowsOf(() =>
        post(`/api/admin/waitlist/${first.id}/reveal`).expect(200),
      );
      expect(revealed).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'EXPORT',
          action: 'waitlist.reveal',
          target: `waitlist:${first.id}`,
        }),
      ]);
      // A second removal is refused (409): nothing more is recorded.
      expect(
        await rowsOf(() => as(t.http.delete(`/api/admin/waitlist/${second.id}`)).expect(409)),
      ).toEqual([]);
    });

    it('records a message sent again', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const { applicationId } = await apply(t, lecture.id);
      const [message]: { id: string; kind: string }[] = await t.dataSource.query(
        `SELECT id, kind FROM message WHERE application_id = $1 ORDER BY id LIMIT 1`,
        [applicationId],
      );
      expect(message.kind).toBe('application-received');
      const rows = await rowsOf(() => post(`/api/admin/message/${message.id}/resend`).expect(201));
      expect(rows).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'MESSAGE',
          action: 'message.resend',
          target: `message:${message.id}`,
          // The message by the name 알림 템플릿 gives it (감사 기록 names the application).
          summary: `신청 접수 안내 다시 보내기 (신청 #${applicationId})`,
        }),
      ]);
    });
  });

  describe('exports of personal data', () => {
    it('records the applicants CSV beside its access record, and the overview Excel', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      await apply(t, lecture.id);
      const accessesBefore = await t.dataSource.getRepository(PersonalDataAccess).count();
      const csv = await rowsOf(() =>
        as(t.http.get(`/api/admin/applicants.csv?lectureId=${lecture.id}`)).expect(200),
      );
      expect(csv).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'EXPORT',
          action: 'applicants.csv',
          target: `lecture:${lecture.id}`,
          summary: `강의 '${lecture.title}' 신청자 CSV 다운로드 (1명)`,
          before: null,
          after: null,
        }),
      ]);
      expect(await t.dataSource.getRepository(PersonalDataAccess).count()).toBe(accessesBefore + 1);
      const all = await rowsOf(() => as(t.http.get('/api/admin/applicants.csv')).expect(200));
      expect(all).toEqual([
        expect.objectContaining({ kind: 'EXPORT', action: 'applicants.csv', target: null }),
      ]);
      const xlsx = await rowsOf(() =>
        as(t.http.get('/api/admin/overview.xlsx?month=2026-11')).expect(200),
      );
      expect(xlsx).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'EXPORT',
          action: 'overview.xlsx',
          summary: '현황 엑셀 다운로드 (2026년 11월)',
        }),
      ]);
    });

    it("records an applicant's details revealed, and nothing for an unknown one", async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const { applicationId } = await apply(t, lecture.id);
      const revealed = await rowsOf(() =>
        post(`/api/admin/application/${applicationId}/reveal`).expect(200),
      );
      expect(revealed).toEqual([
        expect.objectContaining({
          ...byTheAdmin(),
          kind: 'EXPORT',
          action: 'application.reveal',
          target: `application:${applicationId}`,
        }),
      ]);
      // The contact itself is never in the trail.
      expect(JSON.stringify(revealed[0])).not.toContain(APPLICANT.contact);
      expect(await rowsOf(() => post('/api/admin/application/999999/reveal').expect(404))).toEqual(
        [],
      );
    });
  });

  describe('sign-ins and sign-outs (issue 32)', () => {
    const signIn = (password: string) =>
      t.http
        .post('/api/user/login')
        .set('X-Forwarded-For', ADDRESS)
        .send({ username: TEST_ADMIN.username, password, autoLogin: true });

    it('records a sign-in, a failed one (without what was typed) and a sign-out', async () => {
      let token = '';
      let refresh = '';
      const rows = await rowsOf(async () => {
        expect((await signIn('not-the-password')).status).toBe(401);
        // An unknown id is not recorded: what was typed may be a password or someone's e-mail.
        await t.http
          .post('/api/user/login')
          .set('X-Forwarded-For', ADDRESS)
          .send({ username: 'someone@example.com', password: 'x' })
          .expect(401);
        const res = await signIn(TEST_ADMIN.password).expect(200);
        token = res.body.accessToken as string;
        refresh = (res.headers['set-cookie'] as unknown as string[])
          .find((c) => c.startsWith('maeum_admin_refresh='))!
          .split(';')[0];
        await t.http
          .post('/api/user/logout')
          .set('X-Forwarded-For', ADDRESS)
          .set('Authorization', bearer(token))
          .set('Cookie', refresh)
          .expect(204);
      });
      expect(rows.map((row) => [row.kind, row.action, row.target])).toEqual([
        ['SECURITY', 'auth.sign_in_failed', `admin:${adminId}`],
        ['SECURITY', 'auth.sign_in', `admin:${adminId}`],
        ['SECURITY', 'auth.sign_out', `admin:${adminId}`],
      ]);
      for (const row of rows) expect(row).toMatchObject(byTheAdmin());
      expect(rows[1].after).toEqual({ autoLogin: true, secondFactor: false });
      const text = JSON.stringify(rows);
      expect(text).not.toContain('not-the-password');
      expect(text).not.toContain('someone@example.com');
      expect(text).not.toContain(TEST_ADMIN.password);
    });
  });

  describe('append-only', () => {
    it("refuses the app's own database user an UPDATE or a DELETE, and the row stays", async () => {
      await createdLecture();
      const id = await lastId();
      const before = await t.dataSource.getRepository(AuditEvent).findOneByOrFail({ id });
      await expect(
        t.dataSource.query(`UPDATE audit_event SET admin_name = 'someone else' WHERE id = $1`, [
          id,
        ]),
      ).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(
        t.dataSource.getRepository(AuditEvent).update({ id }, { summary: '지워진 흔적' }),
      ).rejects.toThrow(/append-only/);
      await expect(
        t.dataSource.query(`DELETE FROM audit_event WHERE id = $1`, [id]),
      ).rejects.toThrow(/append-only: DELETE refused/);
      await expect(t.dataSource.getRepository(AuditEvent).delete({ id })).rejects.toThrow(
        /append-only/,
      );
      expect(await t.dataSource.getRepository(AuditEvent).findOneByOrFail({ id })).toEqual(before);
    });

    it('refuses TRUNCATE too, alone or with other tables, outside a backup restore', async () => {
      await createdLecture();
      const count = () => t.dataSource.getRepository(AuditEvent).count();
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await expect(t.dataSource.query(`TRUNCATE audit_event`)).rejects.toThrow(
        /append-only: TRUNCATE refused/,
      );
      await expect(
        t.dataSource.query(`TRUNCATE lecture, audit_event RESTART IDENTITY CASCADE`),
      ).rejects.toThrow(/append-only: TRUNCATE refused/);
      // A setting from a finished restore does not carry over to the next statement.
      await t.dataSource.transaction(async (manager) => {
        await manager.query(`SET LOCAL app.restoring_backup = 'on'`);
      });
      await expect(t.dataSource.query(`TRUNCATE audit_event`)).rejects.toThrow(/append-only/);
      expect(await count()).toBe(before);
    });
  });

  describe('GET /api/admin/audit', () => {
    const read = (query: string) => as(t.http.get(`/api/admin/audit${query}`));

    it('refuses a request without a token (401)', async () => {
      await t.http.get('/api/admin/audit').expect(401);
      await t.http.get('/api/admin/audit/accounts').expect(401);
    });

    it('lists the accounts to filter by', async () => {
      const res = await read('/accounts').expect(200);
      expect(res.body).toEqual([{ id: adminId, name: TEST_ADMIN.username, deactivated: false }]);
    });

    it('answers bad filters with 400 in Korean', async () => {
      for (const [query, message] of [
        ['?kind=PASSWORD', '기록 종류를 확인해 주세요.'],
        ['?adminId=abc', '계정을 확인해 주세요.'],
        ['?from=2026-02-30', '시작일을 YYYY-MM-DD 형식으로 입력해 주세요.'],
        ['?to=어제', '종료일을 YYYY-MM-DD 형식으로 입력해 주세요.'],
        ['?page=0', '페이지 번호를 확인해 주세요.'],
        ['?size=500', '한 페이지에 10~100건까지 볼 수 있습니다.'],
        ['?from=2026-11-22&to=2026-11-21', '시작일은 종료일보다 늦을 수 없습니다.'],
        ['?sort=name', '허용되지 않은 항목입니다: sort'],
      ]) {
        const res = await read(query).expect(400);
        expect(JSON.stringify(res.body)).toContain(message);
      }
    });

    it("names an application or a waiting entry by the applicant's masked name and the lecture", async () => {
      const app = await paidAtDesk('CASH');
      const [lecture]: { title: string }[] = await t.dataSource.query(
        `SELECT title FROM lecture WHERE id = $1`,
        [app.lectureId],
      );
      // 김민지 as the back office's records mask a name: its first and last characters.
      const named = `김*지 · ${lecture.title}`;
      const payments = await read('?kind=PAYMENT').expect(200);
      const row = payments.body.items.find(
        (item: { target: string }) => item.target === `application:${app.applicationId}`,
      );
      expect(row.summary).toBe(`${named} 현장 결제 ${TOTAL.toLocaleString('ko-KR')}원 기록`);
      // The stored row keeps the number: the trail, append-only, holds no family's name.
      const [stored] = await t.dataSource
        .getRepository(AuditEvent)
        .findBy({ action: 'application.payment', target: `application:${app.applicationId}` });
      expect(stored.summary).toBe(
        `신청 #${app.applicationId} 현장 결제 ${TOTAL.toLocaleString('ko-KR')}원 기록`,
      );
      expect(JSON.stringify(payments.body)).not.toContain(APPLICANT.name);

      // A waiting family removed from the list: named the same way, the lecture by its title.
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = 1 WHERE lecture_id = $1`, [
        app.lectureId,
      ]);
      const fees = await t.dataSource
        .getRepository(LectureFee)
        .find({ where: { lecture_id: app.lectureId }, order: { id: 'ASC' } });
      await t
        .agent()
        .post('/api/lecture/waitlist')
        .send({
          lectureId: app.lectureId,
          feeIds: [fees[0].id],
          applicant: { ...APPLICANT, name: '이수희', email: 'waiting-name@example.com' },
          agree: true,
        })
        .expect(200);
      const entry = await t.dataSource
        .getRepository(WaitlistEntry)
        .findOneByOrFail({ lecture_id: app.lectureId });
      await as(t.http.delete(`/api/admin/waitlist/${entry.id}`)).expect(200);
      const waiting = await read('?kind=WAITLIST').expect(200);
      expect(waiting.body.items[0]).toMatchObject({
        target: `waitlist:${entry.id}`,
        summary: `강의 '${lecture.title}' 이*희 · ${lecture.title} 명단에서 삭제`,
      });

      // Filtered by person, kind and day, the named row is still the one found.
      const filtered = await read(
        `?adminId=${adminId}&kind=PAYMENT&from=2026-11-22&to=2026-11-22`,
      ).expect(200);
      expect(filtered.body.items.map((item: { summary: string }) => item.summary)).toContain(
        row.summary,
      );
      expect((await read('?kind=PAYMENT&from=2026-11-23').expect(200)).body.total).toBe(0);
    });

    it('filters by account, kind and Seoul dates, newest first, a page at a time', async () => {
      // 2026-11-24 23:30 in Seoul (14:30 UTC): the row belongs to the 24th, not the 25th.
      t.clock.set('2026-11-24T14:30:00Z');
      auth = bearer(await adminToken(t));
      const lateEvening = await createdLecture();
      // 2026-11-25 00:30 in Seoul (15:30 UTC on the 24th): the 25th.
      t.clock.set('2026-11-24T15:30:00Z');
      auth = bearer(await adminToken(t));
      const lecture = await createOpenLecture(t.dataSource);
      for (let i = 0; i < 11; i += 1) {
        await as(t.http.get(`/api/admin/applicants.csv?lectureId=${lecture.id}`)).expect(200);
      }

      const day24 = await read('?from=2026-11-24&to=2026-11-24').expect(200);
      // The lecture, and the sign-in just before it (issue 32: sign-ins are recorded).
      expect(day24.body.items.map((row: { target: string }) => row.target)).toEqual([
        `lecture:${lateEvening}`,
        `admin:${adminId}`,
      ]);
      expect(day24.body.items[0]).toMatchObject({
        adminId,
        adminName: TEST_ADMIN.username,
        address: ADDRESS,
        kind: 'LECTURE',
        action: 'lecture.create',
        occurredAt: '2026-11-24T14:30:00.000Z',
      });

      const first = await read('?kind=EXPORT&from=2026-11-25&to=2026-11-25&size=10').expect(200);
      expect(first.body).toMatchObject({ total: 11, page: 1, size: 10 });
      expect(first.body.items).toHaveLength(10);
      const second = await read('?kind=EXPORT&from=2026-11-25&to=2026-11-25&size=10&page=2').expect(
        200,
      );
      expect(second.body.items).toHaveLength(1);
      const ids = [...first.body.items, ...second.body.items].map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const lectures = await read(`?kind=LECTURE&adminId=${adminId}&from=2026-11-24`).expect(200);
      expect(lectures.body.total).toBe(1);
      expect((await read(`?adminId=${adminId + 1000}`).expect(200)).body).toMatchObject({
        total: 0,
        items: [],
      });
    });
  });
});
