import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { consentApplies, currentConsents, type ConsentContext } from '../../src/privacy/consents';
import { createLecture } from './factories';
import type { TestApp } from './test-app';
import type { Schema } from '../../shared/contract/schema';

export const APPLICANT = {
  name: '김민지',
  email: 'parent@example.com',
  contact: '010-1234-5678',
  birth: '1988-04-12',
  agree: true,
};

/**
 * The consents a family must agree to, at the versions the form shows now: for a lecture the
 * applicant attends, and (CHILD_CONSENTS) for a child's, with the guardian's under 14.
 */
export const REQUIRED_CONSENTS = requiredConsents({ child: false, underFourteen: false });
export const CHILD_CONSENTS = requiredConsents({ child: true, underFourteen: false });
export const YOUNG_CHILD_CONSENTS = requiredConsents({ child: true, underFourteen: true });

function requiredConsents(context: ConsentContext) {
  return currentConsents()
    .filter((doc) => doc.required && consentApplies(doc.appliesTo, context))
    .map(({ id, version }) => ({ id, version }));
}

/** The optional 마케팅 정보 수신 consent, ticked. */
export const MARKETING_CONSENT = { id: 'marketing', version: 1 };

/** A lecture whose registration is open on the test clock's default day (2026-11-22). */
export function createOpenLecture(dataSource: DataSource) {
  return createLecture(dataSource, {
    reg_period_start: '2026-11-20',
    reg_period_end: '2026-11-30',
    lec_period_start: '2026-12-10',
    lec_period_end: '2026-12-11',
  });
}

export async function feesOf(t: TestApp, lectureId: number) {
  return (await t.http.get(`/api/lecture/fee/${lectureId}`).expect(200)).body as {
    id: number;
    fee_type: string;
    amount: number;
  }[];
}

/** The spec's application payload for every fee of the lecture. */
export async function applicationBody(
  t: TestApp,
  lectureId: number,
  overrides: Record<string, unknown> = {},
) {
  const fees = await feesOf(t, lectureId);
  return {
    applicant: { ...APPLICANT },
    lectureId,
    lectureTitle: '테스트 강의',
    selectedFees: fees,
    totalAmount: fees.reduce((sum, fee) => sum + fee.amount, 0),
    payMethod: '카드',
    consents: REQUIRED_CONSENTS,
    ...overrides,
  };
}

/** Applies as a browser would and returns the agent that holds the application cookie. */
export async function apply(
  t: TestApp,
  lectureId: number,
  overrides: Record<string, unknown> = {},
  /** The applying browser (default: a new one, which has proven nothing and made nothing). */
  agent = t.agent(),
) {
  const res = await agent
    .post('/api/lecture/application/data')
    .send(await applicationBody(t, lectureId, overrides))
    .expect(200);
  if (res.body.state !== 0) throw new Error(`apply answered ${JSON.stringify(res.body)}`);
  return { agent, applicationId: res.body.applicationId as number };
}

/** POST /api/payments' answer, from the contract. */
export type InitAnswer = Schema<'PaymentInitResponse'>;

/**
 * What the provider records when the customer approves in its payment window: an authenticated
 * payment awaiting the merchant's confirm, with the amount the browser asked for.
 */
export async function authorizeInSandbox(
  t: TestApp,
  init: InitAnswer,
  amount = init.amount,
): Promise<string> {
  const paymentKey = `tsb_${randomBytes(16).toString('hex')}`;
  await t.dataSource.getRepository(SandboxPayment).insert({
    payment_key: paymentKey,
    order_id: init.orderId,
    order_name: init.orderName,
    method: init.method,
    amount,
    balance_amount: amount,
    status: 'IN_PROGRESS',
    customer_name: init.customerName,
    customer_email: init.customerEmail,
    requested_at: t.clock.now(),
  });
  return paymentKey;
}

/** What the success redirect carries back from the provider's payment window. */
export interface ApprovedPayment {
  paymentKey: string;
  orderId: string;
  amount: number;
}

/**
 * Plays the customer in the sandbox's checkout window, as the browser script sends them there:
 * posts the init answer's parameters with 결제 승인 and reads the success redirect. `amount`
 * lets a test play a browser that asked the provider for another sum than the server's.
 */
export async function approveInCheckout(
  t: TestApp,
  init: InitAnswer & WindowChoices,
  amount = init.amount,
): Promise<ApprovedPayment> {
  const res = await t.http
    .post('/sandbox/toss/checkout')
    .type('form')
    .send(checkoutForm(init, amount, 'approve'))
    .expect(302);
  const location = String(res.headers.location);
  if (!location.startsWith(`${init.successUrl}?`)) {
    throw new Error(`checkout redirected to ${location}, not the success URL`);
  }
  const query = new URL(location).searchParams;
  return {
    paymentKey: query.get('paymentKey')!,
    orderId: query.get('orderId')!,
    amount: Number(query.get('amount')),
  };
}

/**
 * Pays an application in the sandbox as its browser does: starts the payment, approves it in
 * the checkout window and verifies it (a card is then paid; a virtual account is issued and
 * waits for its deposit). Answers the paymentKey.
 */
export async function payInSandbox(
  t: TestApp,
  agent: ReturnType<TestApp['agent']>,
  applicationId: number,
): Promise<string> {
  const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
    .body as InitAnswer;
  const approved = await approveInCheckout(t, init);
  await t.http
    .post('/api/payments/verify')
    .send({ ...approved, applicationId })
    .expect(200);
  return approved.paymentKey;
}

/** The customer declines (cards) or closes the window: answers the fail redirect's location. */
export async function leaveCheckout(
  t: TestApp,
  init: InitAnswer,
  action: 'cancel' | 'decline',
): Promise<URL> {
  const res = await t.http
    .post('/sandbox/toss/checkout')
    .type('form')
    .send(checkoutForm(init, init.amount, action))
    .expect(302);
  return new URL(String(res.headers.location));
}

/** What the customer chooses in the window besides approving: a 현금영수증 and its number. */
export interface WindowChoices {
  cashReceiptType?: string;
  cashReceiptNumber?: string;
  /** A browser that asks the window for another validity than the server's (issue 32). */
  validHours?: number;
}

export function checkoutForm(
  init: InitAnswer & WindowChoices,
  amount: number,
  action: string,
): Record<string, string> {
  return {
    clientKey: init.clientKey,
    method: init.method,
    amount: String(amount),
    orderId: init.orderId,
    orderName: init.orderName,
    customerName: init.customerName,
    customerEmail: init.customerEmail,
    successUrl: init.successUrl,
    failUrl: init.failUrl,
    ...(init.dueDate !== undefined ? { dueDate: init.dueDate } : {}),
    ...(init.validHours !== undefined ? { validHours: String(init.validHours) } : {}),
    ...(init.cashReceiptType !== undefined ? { cashReceiptType: init.cashReceiptType } : {}),
    ...(init.cashReceiptNumber !== undefined ? { cashReceiptNumber: init.cashReceiptNumber } : {}),
    action,
  };
}

/** Won the money tests' lecture costs in all (two courses: 50,000 and 33,333). */
export const MONEY_LECTURE_TOTAL = 83333;

let moneyPeople = 0;

/**
 * A new person applies for a lecture of their own, open on the default clock and held
 * 2026-12-10..11, whose two courses (50,000 + 33,333 won) make an amount no refund rounds
 * evenly: the money tests' starting point.
 */
export async function appliedForMoney(t: TestApp, payMethod = '카드') {
  moneyPeople += 1;
  const who = {
    ...APPLICANT,
    email: `money${moneyPeople}-${randomBytes(3).toString('hex')}@example.com`,
  };
  const lecture = await createLecture(
    t.dataSource,
    {
      reg_period_start: '2026-11-20',
      reg_period_end: '2026-11-30',
      lec_period_start: '2026-12-10',
      lec_period_end: '2026-12-11',
    },
    [
      { fee_type: '1회차', amount: 50000 },
      { fee_type: '2회차', amount: 33333 },
    ],
  );
  const { agent, applicationId } = await apply(t, lecture.id, { applicant: who, payMethod });
  return { who, agent, applicationId, lectureId: lecture.id };
}
