import { vi } from 'vitest';

/** For unit tests only (nothing of the app imports it). */

/** One answer of the fake server: a status and a JSON body; `hold` keeps it until released. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces the browser's fetch with a fake server (for RTK Query, and the pages that call fetch
 * themselves): `answer(request)` says what each request gets; `sent` lists what was asked.
 * jsdom's page is http://localhost:3000/, and the relative `/api/...` addresses are read against
 * it, as a browser does. (jsdom's AbortSignal is not the one Node's Request accepts, so the fake
 * leaves the signal out.)
 */
export function fakeNetwork(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentRequest[] = [];
  const NativeRequest = globalThis.Request;
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
      super(url, { ...init, signal: undefined });
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    // RTK Query passes a Request; the sign-in pages call fetch(address, init) themselves.
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const sentRequest = input instanceof NativeRequest ? input : new PageRequest(input, init);
      const text = await sentRequest.text();
      const request = {
        method: sentRequest.method,
        path: new URL(sentRequest.url).pathname,
        body: text ? bodyOf(text) : undefined,
      };
      sent.push(request);
      const { status, body } = await answer(request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

/** A JSON body as its value; any other (multipart) as the text that was sent. */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A promise and the function that settles it: an answer held back until the test says. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
