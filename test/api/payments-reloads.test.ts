import type TestAgent from 'supertest/lib/agent';
import { Application } from '../../src/applications/application.entity';
import { Payment } from '../../src/payments/payment.entity';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import {
  APPLICANT,
  applicationBody,
  approveInCheckout,
  createOpenLecture,
  type ApprovedPayment,
  type InitAnswer,
} from '../support/applying';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';

const VERIFY = '/api/payments/verify';
const PROCESSING = {
  code: 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
  message: '결제가 이미 처리 중입니다. 잠시 후 다시 시도해 주세요.',
};

interface Guest {
  agent: TestAgent;
  applicationId: number;
}

/**
 * Reloads of the success page that overlap while a confirm that got no answer is looked up. The
 * provider calls are held at the sandbox until the test lets them go, so the order of events is
 * the test's, not the machine's: the provider timeout is long here and never decides a case.
 */
describe('payments: overlapping reloads of a confirm that got no answer', () => {
  let t: TestApp;
  let control: SandboxControl;
  let lectureId: number;
  let guests = 0;

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      configure: (config) => ({ ...config, payments: { ...config.payments, timeoutMs: 30_000 } }),
    });
    control = t.running.app.get(SandboxControl);
    lectureId = (await createOpenLecture(t.dataSource)).id;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
  });

  /** Applies, starts a card payment, approves it in the window: its first confirm gets a 502. */
  async function unansweredConfirm(): Promise<{ guest: Guest; approved: ApprovedPayment }> {
    guests += 1;
    const agent = t.agent();
    const applied = await agent
      .post('/api/lecture/application/data')
      .send(
        await applicationBody(t, lectureId, {
          applicant: { ...APPLICANT, email: `reload${guests}@example.com` },
          payMethod: '카드',
        }),
      )
      .expect(200);
    const guest = { agent, applicationId: applied.body.applicationId as number };
    const started: InitAnswer = (
      await agent.post('/api/payments').send({ applicationId: guest.applicationId }).expect(200)
    ).body;
    const approved = await approveInCheckout(t, started);
    control.failNext('confirm', { status: 502 });
    expect((await verify(guest, approved).expect(409)).body).toMatchObject(PROCESSING);
    expect((await paymentRow(approved.orderId)).status).toBe('UNKNOWN');
    control.resetCounts();
    return { guest, approved };
  }

  /** Sends a verify now and answers its response later. */
  function verify(guest: Guest, approved: ApprovedPayment) {
    return t.http.post(VERIFY).send({ ...approved, applicationId: guest.applicationId });
  }

  function paymentRow(orderId: string): Promise<Payment> {
    return t.dataSource.getRepository(Payment).findOneByOrFail({ order_id: orderId });
  }

  async function applicationStatus(applicationId: number): Promise<string> {
    return (await t.dataSource.getRepository(Application).findOneByOrFail({ id: applicationId }))
      .payment_status;
  }

  it('answers a reload whose lookup got no answer with the payment another reload made meanwhile', async () => {
    const { guest, approved } = await unansweredConfirm();
    // The first reload's lookup is held at the provider and then fails (no answer).
    const lookup = held();
    control.failNext('lookup', { until: lookup.promise, status: 502 });
    const first = verify(guest, approved).then((res) => res);
    await waitFor(async () => control.callCount('lookup') === 1);

    // A second reload looks up, confirms and pays while the first one still waits.
    const second = await verify(guest, approved).expect(200);
    expect(second.body.paymentStatus).toBe('Y');

    lookup.release();
    const answer = await first;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(second.body);
    expect(control.callCount('confirm')).toBe(1);
    expect(await applicationStatus(guest.applicationId)).toBe('Y');
  });

  it('waits for the confirm another reload is making when its own lookup got no answer', async () => {
    const { guest, approved } = await unansweredConfirm();
    const lookup = held();
    control.failNext('lookup', { until: lookup.promise, status: 502 });
    const first = verify(guest, approved).then((res) => res);
    await waitFor(async () => control.callCount('lookup') === 1);

    // The second reload claims the attempt; its confirm is held at the provider.
    const confirm = held();
    control.failNext('confirm', { until: confirm.promise });
    const second = verify(guest, approved).then((res) => res);
    await waitFor(async () => control.callCount('confirm') === 1);
    expect((await paymentRow(approved.orderId)).status).toBe('CONFIRMING');

    lookup.release();
    confirm.release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].body).toEqual(answers[1].body);
    expect(answers[0].body.paymentStatus).toBe('Y');
    expect(control.callCount('confirm')).toBe(1);
    expect(await applicationStatus(guest.applicationId)).toBe('Y');
  });

  it('does not wait for a confirm a crash left a minute old when the lookup gets no answer', async () => {
    const { guest, approved } = await unansweredConfirm();
    await t.dataSource
      .getRepository(Payment)
      .update(
        { order_id: approved.orderId },
        { status: 'CONFIRMING', confirm_started_at: t.clock.now() },
      );
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000));
    control.failNext('lookup', { status: 502 });

    const began = Date.now();
    const res = await verify(guest, approved).expect(409);
    // Far below the 8 s a concurrent verify may wait for a live confirm.
    expect(Date.now() - began).toBeLessThan(4000);
    expect(res.body).toMatchObject(PROCESSING);
    expect(control.callCount('confirm')).toBe(0);
    expect(await applicationStatus(guest.applicationId)).toBe('N');
  });
});

/** A provider call held until the test releases it. */
function held(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
