import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ProviderWindow } from './payment-provider';

/** The four requests of one guest's payment, in order. */
export const STEPS = ['apply', 'init', 'approve', 'verify'] as const;
export type Step = (typeof STEPS)[number];
/** No request of the journey may hang the bench. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * The journeys' connections, kept alive as a phone's browser keeps them. `node:http` rather than
 * `fetch`: the load generator shares the machine's two cores with the app, the provider and
 * PostgreSQL, and `fetch` (undici, web streams) cost it 10–12 ms of CPU per guest, about an
 * eighth of the rush's CPU, that no family's phone would take from the server.
 */
const AGENT = new Agent({ keepAlive: true });

/** An answer as the journey reads it: the status, the headers and the whole body. */
export interface Answer {
  url: string;
  status: number;
  ok: boolean;
  header(name: string): string | undefined;
  text: string;
}

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
  const answer = json(applied) as { state: number; applicationId?: number };
  if (answer.state === -2) throw new SeatsFull();
  if (answer.state !== 0) throw new Error(`apply answered ${JSON.stringify(answer)}`);
  const applicationId = answer.applicationId!;
  onApplied(applicationId);
  const cookie = (applied.header('set-cookie') ?? '').split(';')[0];
  lap('apply');

  const initRes = await post(`${origin}/api/payments`, { applicationId }, { ...network, cookie });
  const init = json(initRes) as Record<string, string | number>;
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
  const result = json(verified) as { paymentStatus?: string };
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
  headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const window = await send(`${provider.origin}/sandbox/toss/checkout`, form.toString(), headers);
  const location = window.header('location');
  if (window.status !== 302 || !location?.startsWith(String(init.successUrl))) {
    throw new Error(`checkout answered ${window.status} ${location}`);
  }
  return location;
}

export function post(url: string, body: object, headers: Record<string, string> = {}) {
  return send(url, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers });
}

/** POSTs `body` and reads the whole answer; redirects are answers, not followed. */
function send(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: AGENT,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({
            url,
            status,
            ok: status >= 200 && status < 300,
            header: (name) => {
              const value = res.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : value;
            },
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${url} did not answer in ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The JSON body; an HTTP error becomes an Error naming the URL, status and body. */
export function json(res: Answer): unknown {
  if (!res.ok) throw new Error(`${new URL(res.url).pathname} answered ${res.status} ${res.text}`);
  return JSON.parse(res.text) as unknown;
}
