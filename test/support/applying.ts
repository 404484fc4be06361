import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { createLecture } from './factories';
import type { TestApp } from './test-app';

export const APPLICANT = {
  name: '김민지',
  email: 'parent@example.com',
  contact: '010-1234-5678',
  birth: '1988-04-12',
  agree: true,
};

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
    ...overrides,
  };
}

/** Applies as a browser would and returns the agent that holds the application cookie. */
export async function apply(
  t: TestApp,
  lectureId: number,
  overrides: Record<string, unknown> = {},
) {
  const agent = t.agent();
  const res = await agent
    .post('/api/lecture/application/data')
    .send(await applicationBody(t, lectureId, overrides))
    .expect(200);
  if (res.body.state !== 0) throw new Error(`apply answered ${JSON.stringify(res.body)}`);
  return { agent, applicationId: res.body.applicationId as number };
}

export interface InitAnswer {
  clientKey: string;
  method: string;
  amount: number;
  orderId: string;
  orderName: string;
  customerName: string;
  customerEmail: string;
  successUrl: string;
  failUrl: string;
}

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
