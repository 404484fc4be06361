import type { Request } from 'express';
import { whenBodySent } from './when-body-sent';

function call(headers: Record<string, string>) {
  const parser = jest.fn((_req: unknown, _res: unknown, next: () => void) => next());
  const next = jest.fn();
  whenBodySent(parser)({ headers } as unknown as Request, {} as never, next);
  return { parsed: parser.mock.calls.length, next: next.mock.calls.length };
}

describe('whenBodySent', () => {
  it('skips the parser when no body is announced (a GET)', () => {
    expect(call({})).toEqual({ parsed: 0, next: 1 });
    expect(call({ 'content-length': 'x' })).toEqual({ parsed: 0, next: 1 });
  });

  it('parses when a length or a transfer encoding announces one, as body-parser checks', () => {
    expect(call({ 'content-length': '12' })).toEqual({ parsed: 1, next: 1 });
    expect(call({ 'content-length': '0' })).toEqual({ parsed: 1, next: 1 });
    expect(call({ 'transfer-encoding': 'chunked' })).toEqual({ parsed: 1, next: 1 });
  });
});
