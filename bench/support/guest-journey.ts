import { performance } from 'node:perf_hooks';
import type { ProviderWindow } from './payment-provider';

/** The four requests of one guest's payment, in order. */
export const STEPS = ['apply', 'init', 'approve', 'verify'] as const;
export type Step = (typeof STEPS)[number];
/** No request of the journey may hang the bench. */
const REQUEST_TIMEOUT_MS = 30_000;

export type Timing = Record<Step | 'total', number>;

export interface Fee {
  id: number;
  fee_type: string;
  amount: number;
}

export interface OpenLecture {
  lectureId: number;
  lectureTitle: string;
  fees: Fee[];
}

/** Apply answered state -2: no seat left (the guest is told the course is full). */
export class SeatsFull extends Error {
  constructor() {
    super('apply answered state -2 (full)');
  }
}

/**
 * One guest's journey through the public API, as the browser and the provider make it: apply
 * (keeps the proof cookie), payment init, 결제 승인 in the provider's checkout window (the
 * sandbox's, in the app or in a process of its own; reads the success redirect), verify. Resolves with the server time of each step; throws on any answer a
 * browser would show as an error.
 */
export async function payOnce(
  origin: string,
  email: string,
  lecture: OpenLecture,
  onApplied: (applicationId: number) => void = () => undefined,
  /** The provider's checkout window: by default the sandbox inside the app. */
  provider: ProviderWindow = { origin },
  /**
   * Headers every request of the journey carries: `X-Forwarded-For` (the app trusts its loopback
   * proxy) makes a run come from another network, with request limits of its own.
   */
  network: Record<string, string> = {},
) {
  const timing = {} as Timing;
  const start = performance.now();
  let mark = start;
  const lap = (step: Step) => {
    const now = performance.now();
    timing[step] = now - mark;
    mark = now;
  };

  const applied = await post(
    `${origin}/api/lecture/application/data`,
    {
      applicant: {
        name: '벤치',
        email,
        contact: '010-1234-5678',
        birth: '1988-04-12',
        agree: true,
      },
      lectureId: lecture.lectureId,
      lectureTitle: lecture.lectureTitle,
      selectedFees: lecture.fees,
      totalAmount: lecture.fees.reduce((sum, fee) => sum + fee.amount, 0),
      payMethod: '카드',
    },
    network,
  );
  const answer = (await json(applied)) as { state: number; applicationId?: number };
  if (answer.state === -2) throw new SeatsFull();
  if (answer.state !== 0) throw new Error(`apply answered ${JSON.stringify(answer)}`);
  const applicationId = answer.applicationId!;
  onApplied(applicationId);
  const cookie = (applied.headers.get('set-cookie') ?? '').split(';')[0];
  lap('apply');

  const initRes = await post(`${origin}/api/payments`, { applicationId }, { ...network, cookie });
  const init = (await json(initRes)) as Record<string, string | number>;
  lap('init');

  const location = await approveInCheckout(provider, init);
  const query = new URL(location).searchParams;
  lap('approve');

  const verified = await post(
    `${origin}/api/payments/verify`,
    {
      paymentKey: query.get('paymentKey'),
      orderId: query.get('orderId'),
      amount: Number(query.get('amount')),
      applicationId,
    },
    network,
  );
  const result = (await json(verified)) as { paymentStatus?: string };
  if (result.paymentStatus !== 'Y') throw new Error(`verify answered ${JSON.stringify(result)}`);
  lap('verify');

  timing.total = performance.now() - start;
  return { applicationId, timing };
}

/** Posts the checkout form with 결제 승인, as the sandbox's window does; returns the redirect. */
export async function approveInCheckout(
  provider: ProviderWindow,
  init: Record<string, string | number>,
) {
  const fields = [
    'clientKey',
    'method',
    'amount',
    'orderId',
    'orderName',
    'customerName',
    'customerEmail',
    'successUrl',
    'failUrl',
  ];
  const form = new URLSearchParams(
    fields.map((field): [string, string] => [field, String(init[field])]),
  );
  form.set('action', 'approve');
  // The browser's SDK opens the provider's window with the provider's own client key.
  if (provider.clientKey) form.set('clientKey', provider.clientKey);
  const headers: Record<string, string> = {};
  if (provider.checkoutToken) headers.Authorization = `Bearer ${provider.checkoutToken}`;
  if (provider.siteHost) headers['X-Forwarded-Host'] = provider.siteHost;
  const window = await fetch(`${provider.origin}/sandbox/toss/checkout`, {
    method: 'POST',
    body: form,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await window.arrayBuffer();
  const location = window.headers.get('location');
  if (window.status !== 302 || !location?.startsWith(String(init.successUrl))) {
    throw new Error(`checkout answered ${window.status} ${location}`);
  }
  return location;
}

export function post(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** The JSON body; an HTTP error becomes an Error naming the URL, status and body. */
export async function json(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${new URL(res.url).pathname} answered ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
}
