import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import type { Schema } from '../../../shared/contract/schema';
import { adminToken } from './admin';

/**
 * Data for the back office's journeys, made through the API as the centre and the families
 * would: a lecture, applications, card payments in the payment sandbox, refunds. The request
 * context keeps an application's cookie, which paying needs.
 */

/** A 1×1 PNG. Uploads are decoded whole: its checksums must be right. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWNgaGj4DwADhAIAdZ7xugAAAABJRU5ErkJggg==',
  'base64',
);

type PaymentInit = Schema<'PaymentInitResponse'>;

export interface TestLecture {
  id: number;
  feeId: number;
  title: string;
  fee: number;
}

/** Today's calendar date in Seoul plus `days`, as YYYY-MM-DD. */
export function seoulDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The date `years` after a YYYY-MM-DD date (how long a record is kept). */
export function yearsAfter(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

/**
 * A lecture open for registration whose first day is 30 days away (the refund policy: 100 %),
 * with one course of `fee` won and, when given, a total capacity.
 */
export async function createLecture(
  request: APIRequestContext,
  token: string,
  title: string,
  { fee = 20000, capacity }: { fee?: number; capacity?: number } = {},
): Promise<TestLecture> {
  const created = await request.post('/api/admin/lecture', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      instructor_name: '김상담',
      reg_period_start: seoulDate(-1),
      reg_period_end: seoulDate(20),
      lec_period_start: seoulDate(30),
      lec_period_end: seoulDate(30),
      inquiry: '02-123-4567',
      organizer: '마음숲 상담센터',
      content: '<p>관리자 화면을 확인하는 강의입니다.</p>',
      fees: JSON.stringify([{ fee_type: '1회차', amount: fee }]),
      ...(capacity === undefined ? {} : { capacity: String(capacity) }),
      file: { name: 'b.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const [course] = (await (await request.get(`/api/lecture/fee/${id}`)).json()) as {
    id: number;
  }[];
  return { id, feeId: course.id, title, fee };
}

/**
 * Applies as a family would (birth date 1985-03-04), with `email` or a new one; answers the
 * application's id.
 */
export async function apply(
  request: APIRequestContext,
  lecture: TestLecture,
  name: string,
  payMethod: '카드' | '가상계좌' | '계좌이체' = '카드',
  email = `admin-e2e-${randomBytes(3).toString('hex')}@example.com`,
): Promise<number> {
  const answer = await request.post('/api/lecture/application/data', {
    data: {
      applicant: {
        name,
        email,
        contact: '010-2345-6789',
        birth: '1985-03-04',
      },
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      selectedFees: [{ id: lecture.feeId }],
      totalAmount: lecture.fee,
      payMethod,
    },
  });
  const stored = (await answer.json()) as Schema<'ApplicationStored'>;
  expect(stored.state).toBe(0);
  return (stored as { applicationId: number }).applicationId;
}

/**
 * Pays in the payment sandbox as the application's method says: approved in its checkout window,
 * then verified (a card is paid, Y; a virtual account is issued and awaits its deposit, W). The
 * window gets the server's `dueDate` for a virtual account, as the browser script passes it:
 * verify refuses an account issued with another (VIRTUAL_ACCOUNT_DUE_REFUSED).
 */
export async function payInSandbox(
  request: APIRequestContext,
  applicationId: number,
): Promise<void> {
  const started = await request.post('/api/payments', { data: { applicationId } });
  expect(started.status(), `payment init: ${await started.text()}`).toBe(200);
  const init = (await started.json()) as PaymentInit;
  const checkout = await request.post('/sandbox/toss/checkout', {
    form: {
      clientKey: init.clientKey,
      method: init.method,
      amount: String(init.amount),
      orderId: init.orderId,
      orderName: init.orderName,
      customerName: init.customerName,
      customerEmail: init.customerEmail,
      successUrl: init.successUrl,
      failUrl: init.failUrl,
      ...(init.dueDate !== undefined ? { dueDate: init.dueDate } : {}),
      action: 'approve',
    },
    maxRedirects: 0,
  });
  expect(checkout.status()).toBe(302);
  const query = new URL(checkout.headers()['location']).searchParams;
  const verified = await request.post('/api/payments/verify', {
    data: {
      paymentKey: query.get('paymentKey'),
      orderId: query.get('orderId'),
      amount: Number(query.get('amount')),
      applicationId,
    },
  });
  expect(verified.status(), `verify: ${await verified.text()}`).toBe(200);
}

/** The centre refunds part of a paid application through the provider. */
export async function refund(
  request: APIRequestContext,
  token: string,
  applicationId: number,
  amount: number,
): Promise<void> {
  const answer = await request.post(`/api/admin/application/${applicationId}/refund`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount, reason: '보호자 요청' },
  });
  expect(answer.status(), 'refund').toBe(200);
}

/** The centre records the full fee of an unpaid application as paid in cash at the desk (Y). */
export async function recordCashAtDesk(
  request: APIRequestContext,
  token: string,
  lecture: TestLecture,
  applicationId: number,
): Promise<void> {
  const answer = await request.post(`/api/admin/application/${applicationId}/payment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: lecture.fee, paidOn: seoulDate(0), method: 'CASH' },
  });
  expect(answer.status(), 'desk payment').toBe(200);
}

/**
 * Deletes the lectures a journey made (hidden, since applied to), so later journeys find the
 * demo lectures as they expect.
 */
export async function deleteLectures(
  playwright: PlaywrightWorkerArgs['playwright'],
  ids: readonly number[],
): Promise<void> {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const token = await adminToken(api);
  for (const id of ids) {
    await api.delete(`/api/admin/lecture/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
  await api.dispose();
}
