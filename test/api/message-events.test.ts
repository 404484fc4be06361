import { Application } from '../../src/applications/application.entity';
import { APPLICATION_RECEIVED_DELAY_MS } from '../../src/applications/applications.service';
import { MessageRenderer } from '../../src/notifications/message-renderer';
import { MessageWorker } from '../../src/notifications/message-worker';
import { Payment } from '../../src/payments/payment.entity';
import { SANDBOX_SECRET_KEY } from '../../src/config/payments.config';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { adminToken, bearer } from '../support/admin-session';
import {
  APPLICANT,
  apply,
  applicationBody,
  approveInCheckout,
  createOpenLecture,
  MARKETING_CONSENT,
  REQUIRED_CONSENTS,
  feesOf,
  type InitAnswer,
} from '../support/applying';
import { createLecture } from '../support/factories';
import {
  CENTRE_INBOX,
  deposit,
  messagesOf,
  messagingConfig,
  pay,
  render,
  summary,
} from '../support/messages';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';
import { lookUpWithCode } from '../support/family-proof';

const SANDBOX_AUTH = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}`;

/**
 * Each change writes its messages into the outbox in its own transaction (issue 18): exactly one
 * per event and channel the family chose, plus the centre's, with the content read from the
 * server's rows; a replayed event writes none; a change rolled back writes none.
 */
describe('messages of each event', () => {
  let t: TestApp;
  let auth: string;
  let lectureId: number;
  let lectureTitle: string;
  let people = 0;
  /** Links point at the app itself when PUBLIC_URL is unset. */
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: messagingConfig });
    auth = bearer(await adminToken(t));
    origin = `http://localhost:${t.config.port}`;
    const lecture = await createOpenLecture(t.dataSource);
    lectureId = lecture.id;
    lectureTitle = lecture.title;
  });
  afterAll(() => t.close());
  // Whatever path the money took, the ledger and the applications' states agree (issue 19).
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });
  afterEach(() => t.clock.set(DEFAULT_NOW));

  function applicant() {
    people += 1;
    // One number each: the outbox holds back a number's eleventh unpaid message of a day.
    const line = String(people).padStart(4, '0');
    return { ...APPLICANT, email: `Family${people}@Example.com`, contact: `010-5555-${line}` };
  }

  async function applyAs(overrides: Record<string, unknown> = {}, lecture = lectureId) {
    const who = applicant();
    const applied = await apply(t, lecture, { applicant: who, ...overrides });
    return { ...applied, email: who.email.toLowerCase(), phone: who.contact.replace(/-/g, '') };
  }

  const cancelByCentre = (applicationId: number) =>
    t.http
      .post(`/api/admin/application/${applicationId}/cancel`)
      .set('Authorization', auth)
      .send({ reason: '강사 사정' })
      .expect(200);

  describe('applying', () => {
    it('writes one 신청 접수 message per channel, with the lecture, courses and amount from the rows', async () => {
      const { applicationId, email, phone } = await applyAs();
      const messages = await messagesOf(t, { application_id: applicationId });
      expect(summary(messages)).toEqual([
        ['application-received', 'EMAIL', email],
        ['application-received', 'ALIMTALK', phone],
      ]);
      // Ids only until it is sent.
      expect(messages[0].params).toEqual({ applicationId });
      expect(messages.every((message) => message.status === 'PENDING')).toBe(true);

      const rendered = await render(t, messages[1]);
      expect(rendered.email.subject).toBe('[마음숲] 강의 신청이 접수됐어요');
      expect(rendered.email.text).toContain(`■ 강의: ${lectureTitle}`);
      expect(rendered.email.text).toContain('■ 선택 과정: 1회차 (12월 10일), 2회차 (12월 11일)');
      expect(rendered.email.text).toContain('■ 금액: 80,000원');
      expect(rendered.alimtalk!.variables).toMatchObject({
        '#{이름}': APPLICANT.name,
        '#{금액}': '80,000원',
        '#{결제상태}': '결제 전',
      });
      expect(rendered.alimtalk!.buttons[0]).toEqual({
        name: '내 신청 보기',
        url: expect.stringMatching(new RegExp(`^${origin}/myinfo/link#[\\w-]+\\.[\\w-]{43}$`)),
      });
    });

    it('reads amounts from the server’s rows, not from what the browser sent', async () => {
      const { applicationId } = await applyAs();
      // The fee's amount as stored with the application is what the message says.
      await t.dataSource.query(
        `UPDATE application SET total_amount = 70000, applicant_name = '이름변경' WHERE id = $1`,
        [applicationId],
      );
      const [message] = await messagesOf(t, { application_id: applicationId });
      const rendered = await render(t, message);
      expect(rendered.email.text).toContain('■ 금액: 70,000원');
      expect(rendered.email.text).toContain('이름변경님, 안녕하세요.');
    });

    it('sends only on the channels the family chose, and refuses none at all', async () => {
      const emailOnly = await applyAs({ notifyAlimtalk: false });
      expect(summary(await messagesOf(t, { application_id: emailOnly.applicationId }))).toEqual([
        ['application-received', 'EMAIL', emailOnly.email],
      ]);
      const kakaoOnly = await applyAs({
        notifyEmail: false,
        marketingOptIn: true,
        consents: [...REQUIRED_CONSENTS, MARKETING_CONSENT],
      });
      expect(summary(await messagesOf(t, { application_id: kakaoOnly.applicationId }))).toEqual([
        ['application-received', 'ALIMTALK', kakaoOnly.phone],
      ]);
      const stored = await t.dataSource
        .getRepository(Application)
        .findBy([{ id: emailOnly.applicationId }, { id: kakaoOnly.applicationId }]);
      expect(
        stored
          .sort((a, b) => a.id - b.id)
          .map((row) => [row.notify_email, row.notify_alimtalk, row.marketing_opt_in]),
      ).toEqual([
        [true, false, false],
        [false, true, true],
      ]);

      const before = await t.dataSource.getRepository(Application).count();
      const none = await t.http
        .post('/api/lecture/application/data')
        .send(
          await applicationBody(t, lectureId, {
            applicant: applicant(),
            notifyEmail: false,
            notifyAlimtalk: false,
          }),
        )
        .expect(400);
      expect(none.body.message).toBe('알림을 받을 방법을 하나 이상 선택해 주세요.');
      expect(await t.dataSource.getRepository(Application).count()).toBe(before);
    });

    it('holds back a number’s eleventh unpaid message of a day, never a message about money', async () => {
      const victim = { contact: '010-7777-0001' };
      const applied = [];
      for (let i = 0; i < 11; i += 1) {
        people += 1;
        applied.push(
          await apply(t, lectureId, {
            applicant: { ...APPLICANT, ...victim, email: `stranger${people}@example.com` },
          }),
        );
      }
      const toVictim = async () =>
        summary(await messagesOf(t, { recipient: '01077770001' })).map(([kind]) => kind);
      expect(await toVictim()).toEqual(Array(10).fill('application-received'));
      // The e-mails (each its own address) all went; the eleventh application has no 알림톡.
      const last = await messagesOf(t, { application_id: applied[10].applicationId });
      expect(summary(last).map(([, channel]) => channel)).toEqual(['EMAIL']);
      // Paying is never held back.
      await pay(t, applied[10].agent, applied[10].applicationId);
      expect((await toVictim()).slice(10)).toEqual(['payment-completed']);
      // A day later the number receives them again.
      t.clock.advanceDays(1);
      people += 1;
      await apply(t, lectureId, {
        applicant: { ...APPLICANT, ...victim, email: `stranger${people}@example.com` },
      });
      expect((await toVictim()).slice(11)).toEqual(['application-received']);
    });

    it('writes nothing when the application is rolled back (a full course)', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      await t.dataSource.query(`UPDATE lecture SET capacity = 1 WHERE id = $1`, [lecture.id]);
      await applyAs({}, lecture.id);
      const count = await t.dataSource.query(`SELECT count(*)::int AS n FROM message`);
      const full = await t.http
        .post('/api/lecture/application/data')
        .send(await applicationBody(t, lecture.id, { applicant: applicant() }))
        .expect(200);
      expect(full.body.state).toBe(-2);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM message`)).toEqual(count);
    });
  });

  describe('paying', () => {
    // Issue 35: two 알림톡 seconds apart (접수, 결제 전; then 결제 완료) read as a failure first.
    it('a card paid within minutes: only 결제 완료 goes out; an unpaid one gets its 신청 접수', async () => {
      const worker = t.running.app.get(MessageWorker);
      const paid = await applyAs();
      const unpaid = await applyAs();
      const received = async (applicationId: number) =>
        (await messagesOf(t, { application_id: applicationId })).filter(
          (message) => message.kind === 'application-received',
        );
      // Written with the application, but due five minutes later.
      for (const message of await received(paid.applicationId)) {
        expect(message.next_attempt_at).toEqual(
          new Date(t.clock.now().getTime() + APPLICATION_RECEIVED_DELAY_MS),
        );
        expect(await worker.deliver(String(message.id))).toBe('not-due');
      }
      const { verify } = await pay(t, paid.agent, paid.applicationId);
      await verify();

      t.clock.set(new Date(t.clock.now().getTime() + APPLICATION_RECEIVED_DELAY_MS));
      for (const message of await received(paid.applicationId)) {
        expect(await worker.deliver(String(message.id))).toBe('skipped');
      }
      expect(
        (await received(paid.applicationId)).map((m) => [m.channel, m.status, m.last_error]),
      ).toEqual([
        ['EMAIL', 'SKIPPED', '결제가 이어져 접수 안내 대신 결제 안내를 보냈습니다.'],
        ['ALIMTALK', 'SKIPPED', '결제가 이어져 접수 안내 대신 결제 안내를 보냈습니다.'],
      ]);
      // The centre's own resend of it from the back office goes, paid or not.
      const [skippedEmail] = await received(paid.applicationId);
      await t.http
        .post(`/api/admin/message/${skippedEmail.id}/resend`)
        .set('Authorization', auth)
        .expect(201);
      const resent = (await received(paid.applicationId)).find((m) =>
        m.event_key.includes(':resend:'),
      )!;
      expect(await worker.deliver(String(resent.id))).toBe('sent');
      // The one left unpaid is told it was received (and that payment is still to come).
      for (const message of await received(unpaid.applicationId)) {
        expect(await worker.deliver(String(message.id))).toBe('sent');
      }
      expect((await received(unpaid.applicationId)).map((m) => m.status)).toEqual(['SENT', 'SENT']);
    });

    it('a card: 결제 완료 to the family and to the centre, once however often verify is replayed', async () => {
      const { agent, applicationId, email, phone } = await applyAs();
      const { verify } = await pay(t, agent, applicationId);
      await verify();
      await verify();
      const messages = await messagesOf(t, { application_id: applicationId });
      expect(summary(messages)).toEqual([
        ['application-received', 'EMAIL', email],
        ['application-received', 'ALIMTALK', phone],
        ['payment-completed', 'EMAIL', email],
        ['payment-completed', 'ALIMTALK', phone],
        ['centre-application-paid', 'EMAIL', CENTRE_INBOX],
      ]);
      const payment = await t.dataSource
        .getRepository(Payment)
        .findOneByOrFail({ application_id: applicationId });
      const family = await render(t, messages[3]);
      expect(family.alimtalk!.variables).toMatchObject({
        '#{금액}': '80,000원',
        '#{결제수단}': '카드',
        '#{결제일시}': '2026년 11월 22일(일) 12:00',
      });
      // The sandbox's receipt is a path of this site; Toss's is an https address.
      expect(payment.receipt_url).toMatch(/^\/sandbox\/toss\/receipt\//);
      expect(family.alimtalk!.buttons[1]).toEqual({
        name: '영수증 보기',
        url: `${origin}${payment.receipt_url}`,
      });
      const centre = await render(t, messages[4]);
      expect(centre.alimtalk).toBeUndefined();
      expect(centre.email.subject).toBe(`[마음숲] 결제 완료: ${lectureTitle} · ${APPLICANT.name}`);
      expect(centre.email.text).toContain('■ 결제 금액: 80,000원');
      expect(centre.email.text).toContain(`${origin}/admin/user`);
    });

    it('a virtual account: bank, number, holder, amount and KST due time; then the deposit once', async () => {
      const { agent, applicationId, email, phone } = await applyAs({ payMethod: '가상계좌' });
      const { paymentKey, verify } = await pay(t, agent, applicationId);
      await verify();
      let messages = await messagesOf(t, { application_id: applicationId });
      expect(summary(messages).slice(2)).toEqual([
        ['virtual-account-issued', 'EMAIL', email],
        ['virtual-account-issued', 'ALIMTALK', phone],
      ]);
      const payment = await t.dataSource
        .getRepository(Payment)
        .findOneByOrFail({ application_id: applicationId });
      const issued = await render(t, messages[3]);
      for (const line of [
        '■ 은행: 우리은행',
        `■ 계좌번호: ${payment.va_account_number}`,
        '■ 예금주: 마음숲 아동·청소년 상담센터',
        '■ 입금 금액: 80,000원',
        // validHours 72 from 2026-11-22 12:00 in Seoul.
        '■ 입금 기한: 2026년 11월 25일(수) 12:00까지',
      ]) {
        expect(issued.alimtalk!.text).toContain(line);
        expect(issued.email.text).toContain(line);
      }
      // The e-mail names who the deposit is expected from: the family.
      expect(issued.email.text).toContain(`■ 입금자명: ${APPLICANT.name}`);
      expect(issued.alimtalk!.smsText).toContain(payment.va_account_number!);

      // The bank's two events for one deposit, then a verify replayed: one message each.
      t.clock.set('2026-11-23T01:30:00Z');
      await deposit(t, paymentKey);
      await verify();
      messages = await messagesOf(t, { application_id: applicationId });
      expect(summary(messages).slice(4)).toEqual([
        ['deposit-confirmed', 'EMAIL', email],
        ['deposit-confirmed', 'ALIMTALK', phone],
        ['centre-application-paid', 'EMAIL', CENTRE_INBOX],
      ]);
      const confirmed = await render(t, messages[5]);
      expect(confirmed.alimtalk!.text).toContain('■ 입금 금액: 80,000원');
      expect(confirmed.alimtalk!.text).toContain('■ 입금 확인 일시: 2026년 11월 23일(월) 10:30');
    });
  });

  describe('cancelling', () => {
    it('a paid card refunded: the amount and when it reaches the family, to both', async () => {
      const { agent, applicationId, email, phone } = await applyAs();
      await pay(t, agent, applicationId);
      await cancelByCentre(applicationId);
      const messages = (await messagesOf(t, { application_id: applicationId })).slice(5);
      expect(summary(messages)).toEqual([
        ['refund-completed', 'EMAIL', email],
        ['refund-completed', 'ALIMTALK', phone],
        ['centre-application-cancelled', 'EMAIL', CENTRE_INBOX],
      ]);
      const { id: paymentId } = await t.dataSource
        .getRepository(Payment)
        .findOneByOrFail({ application_id: applicationId });
      expect(messages[0].params).toEqual({ applicationId, paymentId, balanceAmount: 0 });
      const family = await render(t, messages[1]);
      expect(family.alimtalk!.variables).toMatchObject({
        '#{환불금액}': '80,000원',
        '#{환불안내}': '카드사에 따라 영업일 기준 3~7일 안에 카드 결제가 취소돼요.',
      });
      const centre = await render(t, messages[2]);
      expect(centre.email.text).toContain('■ 환불 금액: 80,000원');
      expect(centre.email.text).toContain('■ 센터 취소 사유: 강사 사정');
    });

    it('a partial refund, then the rest: each message says what that cancel returned', async () => {
      const soon = await createLecture(t.dataSource, {
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        // Three days ahead: the policy refunds half.
        lec_period_start: '2026-11-25',
        lec_period_end: '2026-11-25',
      });
      const who = applicant();
      const { agent, applicationId } = await apply(t, soon.id, { applicant: who });
      await pay(t, agent, applicationId);
      const lookup = t.agent();
      await lookUpWithCode(t, lookup, { email: who.email, birth: who.birth });
      await lookup
        .post('/api/guest/cancel')
        .send({ applicationId })
        .expect(200, { paymentStatus: 'P', refundedAmount: 40000 });
      await cancelByCentre(applicationId);

      const refunds = (await messagesOf(t, { application_id: applicationId })).filter(
        (message) => message.kind === 'refund-completed' && message.channel === 'EMAIL',
      );
      expect(refunds.map((message) => message.params.balanceAmount)).toEqual([40000, 0]);
      const half = await render(t, refunds[0]);
      expect(half.email.text).toContain('■ 환불 금액: 40,000원');
      expect(half.email.text).toContain('■ 남은 결제 금액: 40,000원');
      const rest = await render(t, refunds[1]);
      expect(rest.email.text).toContain('■ 환불 금액: 40,000원');
      expect(rest.email.text).not.toContain('남은 결제 금액');
    });

    it('money the desk took and gave back: told to the family like the provider’s', async () => {
      const { applicationId, email, phone } = await applyAs();
      await t.http
        .post(`/api/admin/application/${applicationId}/payment`)
        .set('Authorization', auth)
        .send({ amount: 80000, paidOn: '2026-11-22', method: 'CASH' })
        .expect(200);
      const refundByHand = (amount: number) =>
        t.http
          .post(`/api/admin/application/${applicationId}/refund`)
          .set('Authorization', auth)
          .send({ amount, reason: '1회차 불참' })
          .expect(200);
      await refundByHand(30000);
      await cancelByCentre(applicationId);

      const messages = (await messagesOf(t, { application_id: applicationId })).filter(
        (message) => message.kind !== 'application-received',
      );
      // The centre recorded these itself: no message to the centre about them.
      expect(summary(messages)).toEqual([
        ['payment-completed', 'EMAIL', email],
        ['payment-completed', 'ALIMTALK', phone],
        ['refund-completed', 'EMAIL', email],
        ['refund-completed', 'ALIMTALK', phone],
        ['refund-completed', 'EMAIL', email],
        ['refund-completed', 'ALIMTALK', phone],
      ]);
      expect(messages[0].params).toEqual({ applicationId, ledgerEntryId: expect.any(Number) });
      const paid = await render(t, messages[1]);
      expect(paid.alimtalk!.variables).toMatchObject({
        '#{금액}': '80,000원',
        '#{결제수단}': '현금',
      });
      const part = await render(t, messages[2]);
      expect(part.email.text).toContain('■ 환불 금액: 30,000원');
      expect(part.email.text).toContain('■ 남은 결제 금액: 50,000원');
      expect(part.email.text).toContain('■ 환불 수단: 현금');
      const rest = await render(t, messages[5]);
      expect(rest.alimtalk!.variables).toMatchObject({
        '#{환불금액}': '50,000원',
        '#{환불안내}': '센터에서 직접 돌려드린 금액이에요. 궁금한 점은 센터로 연락해 주세요.',
      });
    });

    it('an awaited account cancelled before its deposit: nothing refunded, and it says so', async () => {
      const { agent, applicationId } = await applyAs({ payMethod: '가상계좌' });
      await pay(t, agent, applicationId);
      await cancelByCentre(applicationId);
      const [family] = (await messagesOf(t, { application_id: applicationId })).filter(
        (message) => message.kind === 'refund-completed' && message.channel === 'ALIMTALK',
      );
      const rendered = await render(t, family);
      expect(rendered.alimtalk!.variables).toMatchObject({
        '#{환불금액}': '0원',
        '#{환불안내}': '입금 전에 취소돼서 환불할 금액이 없어요.',
      });
    });

    it('an unpaid application withdrawn: 신청 취소 to the family and the centre', async () => {
      const { applicationId, email, phone } = await applyAs();
      await cancelByCentre(applicationId);
      const messages = (await messagesOf(t, { application_id: applicationId })).slice(2);
      expect(summary(messages)).toEqual([
        ['application-cancelled', 'EMAIL', email],
        ['application-cancelled', 'ALIMTALK', phone],
        ['centre-application-cancelled', 'EMAIL', CENTRE_INBOX],
      ]);
      const rendered = await render(t, messages[0]);
      expect(rendered.email.text).toContain('■ 취소 사유: 센터 취소 (강사 사정)');
      expect(rendered.email.text).toContain('결제된 금액이 없어서 환불할 금액은 없어요.');
    });

    it('an unpaid application replaced by a new one of the same e-mail: no message about it', async () => {
      const who = applicant();
      const first = await apply(t, lectureId, { applicant: who });
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 16 * 60_000));
      // From the same browser: its own unpaid one, left 15 minutes, gives way (issue 32).
      const second = await apply(t, lectureId, { applicant: who }, first.agent);
      expect(
        (await t.dataSource.getRepository(Application).findOneByOrFail({ id: first.applicationId }))
          .withdrawn_reason,
      ).toBe('SUPERSEDED');
      expect(
        summary(await messagesOf(t, { application_id: first.applicationId })).map(([k]) => k),
      ).toEqual(['application-received', 'application-received']);
      expect(
        summary(await messagesOf(t, { application_id: second.applicationId })).map(([k]) => k),
      ).toEqual(['application-received', 'application-received']);
    });
  });

  describe('automatic cancel', () => {
    it('money the provider took for an application already paid: returned, and the family told once', async () => {
      const { agent, applicationId, email, phone } = await applyAs();
      const start = async () =>
        (await agent.post('/api/payments').send({ applicationId }).expect(200)).body as InitAnswer;
      const x = await start();
      const y = await start();
      const xApproved = await approveInCheckout(t, x);
      await t.http
        .post('/api/payments/verify')
        .send({ ...(await approveInCheckout(t, y)), applicationId })
        .expect(200);
      // X confirmed outside this app (the provider's dashboard), then notified twice.
      await t.http
        .post('/sandbox/toss/v1/payments/confirm')
        .set('Authorization', SANDBOX_AUTH)
        .send({ paymentKey: xApproved.paymentKey, orderId: x.orderId, amount: x.amount })
        .expect(200);
      const event = { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: x.orderId } };
      await t.http.post('/api/payments/webhook').send(event).expect(200);
      await t.http.post('/api/payments/webhook').send(event).expect(200);

      const xRow = await t.dataSource
        .getRepository(Payment)
        .findOneByOrFail({ order_id: x.orderId });
      expect(xRow).toMatchObject({ status: 'CANCELED', auto_cancel_reason: 'ALREADY_PAID' });
      const messages = (await messagesOf(t, { application_id: applicationId })).slice(2);
      expect(summary(messages)).toEqual([
        ['payment-completed', 'EMAIL', email],
        ['payment-completed', 'ALIMTALK', phone],
        ['centre-application-paid', 'EMAIL', CENTRE_INBOX],
        ['refund-completed', 'EMAIL', email],
        ['refund-completed', 'ALIMTALK', phone],
      ]);
      expect(messages[3].params).toEqual({ applicationId, paymentId: xRow.id, balanceAmount: 0 });
      const rendered = await render(t, messages[4]);
      expect(rendered.alimtalk!.variables['#{환불금액}']).toBe('80,000원');
    });
  });

  describe('waiting list', () => {
    it('an offer: its link and expiry, once per offer, to the person waiting', async () => {
      const lecture = await createLecture(
        t.dataSource,
        { reg_period_start: '2026-11-20', reg_period_end: '2026-11-30' },
        [{ fee_type: '전일 과정', amount: 40000 }],
      );
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = 1 WHERE lecture_id = $1`, [
        lecture.id,
      ]);
      const [fee] = await feesOf(t, lecture.id);
      const taken = await applyAs({}, lecture.id);
      const joined = await t.http
        .post('/api/lecture/waitlist')
        .send({
          lectureId: lecture.id,
          feeIds: [fee.id],
          applicant: {
            name: '대기자',
            email: 'waiter@example.com',
            contact: '010-2222-3333',
            birth: '1986-03-03',
          },
          agree: true,
        })
        .expect(200);
      expect(joined.body.state).toBe(0);

      await cancelByCentre(taken.applicationId);
      const entry = await eventually(() =>
        t.dataSource
          .getRepository(WaitlistEntry)
          .findOneBy({ lecture_id: lecture.id, status: 'OFFERED' }),
      );
      const messages = await messagesOf(t, { waitlist_entry_id: entry.id });
      expect(summary(messages)).toEqual([
        ['waitlist-offer', 'EMAIL', 'waiter@example.com'],
        ['waitlist-offer', 'ALIMTALK', '01022223333'],
      ]);
      expect(messages[0].params).toEqual({
        waitlistEntryId: entry.id,
        offeredAt: entry.offered_at!.toISOString(),
      });
      const rendered = await render(t, messages[1]);
      expect(rendered.alimtalk!.variables).toMatchObject({
        '#{과정}': '전일 과정',
        // 24 hours from the offer at 2026-11-22 12:00 in Seoul.
        '#{기한}': '2026년 11월 23일(월) 12:00',
      });
      expect(rendered.alimtalk!.buttons[0]).toEqual({
        name: '신청하기',
        url: expect.stringMatching(
          new RegExp(`^${origin}/lecture/offer/${entry.id}\\.[\\w-]{43}$`),
        ),
      });
      // Used or expired since: nothing left to send.
      await t.dataSource.query(`UPDATE waitlist_entry SET status = 'EXPIRED' WHERE id = $1`, [
        entry.id,
      ]);
      expect(
        await t.running.app.get(MessageRenderer).render(messages[0], t.clock.now()),
      ).toBeNull();
    });
  });
});

async function eventually<T>(read: () => Promise<T | null>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
