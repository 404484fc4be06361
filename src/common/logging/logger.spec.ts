import type { NextFunction, Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createRootLogger, currentRequestId, requestLogging, type LogLevelName } from './logger';

class Lines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

/** A request through requestLogging, with a response that can finish, fail or be cut. */
function serve(level: LogLevelName, url: string, method = 'GET') {
  const out = new Lines();
  const req = { url, method, headers: { 'x-request-id': 'req-1234abcd' } } as unknown as Request;
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: false,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name] = value;
    },
  });
  let idInside: string | undefined;
  const next: NextFunction = () => (idInside = currentRequestId());
  requestLogging(createRootLogger(level, out))(req, res as unknown as Response, next);
  return { out, res, idInside: () => idInside };
}

/**
 * The access line in the root logger's format, as a plain pino logger writes these fields: the
 * same bytes, but for the time and the duration.
 */
function pinoLine(level: 'info' | 'warn', fields: object, msg: string): string {
  const out = new Lines();
  pino(
    {
      base: { pid: process.pid },
      timestamp: () => `,"time":"T"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    out,
  )[level]({ reqId: 'req-1234abcd', ...fields, responseTime: 0 }, msg);
  return out.lines[0];
}

const comparable = (line: string) =>
  line.replace(/"time":"[^"]+"/, '"time":"T"').replace(/"responseTime":\d+/, '"responseTime":0');

describe('requestLogging', () => {
  it('writes one access line in pino’s format, once the response closes after finishing', () => {
    const { out, res, idInside } = serve('info', '/api/lecture/list?x=1');
    expect(res.headers['X-Request-Id']).toBe('req-1234abcd');
    expect(idInside()).toBe('req-1234abcd');
    expect(out.lines).toEqual([]);
    res.writableFinished = true;
    res.emit('close');
    res.emit('close');
    expect(out.lines.map(comparable)).toEqual([
      pinoLine(
        'info',
        { req: { method: 'GET', path: '/api/lecture/list' }, res: { statusCode: 200 } },
        'request completed',
      ),
    ]);
  });

  it('escapes the path as JSON and cuts a long one', () => {
    const odd = '/api/"quoted"\\back/한글';
    const first = serve('info', odd);
    first.res.writableFinished = true;
    first.res.emit('close');
    expect(JSON.parse(first.out.lines[0]).req.path).toBe(odd);
    expect(comparable(first.out.lines[0])).toBe(
      pinoLine(
        'info',
        { req: { method: 'GET', path: odd }, res: { statusCode: 200 } },
        'request completed',
      ),
    );
    const long = serve('info', `/${'a'.repeat(600)}`);
    long.res.emit('close');
    expect(JSON.parse(long.out.lines[0]).req.path).toBe(`/${'a'.repeat(511)}…`);
  });

  it('never writes a waiting-list offer’s token, a calendar feed’s or a payment link’s secret', () => {
    for (const [url, shown] of [
      ['/api/lecture/offer/12.secretTokenValue?x=1', '/api/lecture/offer/[token]'],
      ['/lecture/offer/12.secretTokenValue', '/lecture/offer/[token]'],
      ['/api/calendar-feed/secretTokenValue.ics', '/api/calendar-feed/[token]'],
      ['/API/Calendar-Feed/secretTokenValue.ics', '/API/Calendar-Feed/[token]'],
      ['/api/booking/pay/12.secretTokenValue/deposit', '/api/booking/pay/[token]/deposit'],
      ['/api/booking/package/7.secretTokenValue/verify', '/api/booking/package/[token]/verify'],
      [
        '/program/3/booking/package/7.secretTokenValue?paymentKey=k&orderId=PK7-x&amount=200000',
        '/program/3/booking/package/[token]',
      ],
      [
        '/program/3/booking/pay/12.secretTokenValue?code=USER_CANCEL',
        '/program/3/booking/pay/[token]',
      ],
    ]) {
      const served = serve('info', url);
      served.res.writableFinished = true;
      served.res.emit('close');
      expect(served.out.lines[0]).not.toContain('secretTokenValue');
      expect(JSON.parse(served.out.lines[0]).req.path).toBe(shown);
    }
  });

  it('warns for an error status, an aborted and a failed request', () => {
    const notFound = serve('info', '/api/nothing');
    notFound.res.statusCode = 404;
    notFound.res.writableFinished = true;
    notFound.res.emit('close');
    const aborted = serve('info', '/api/lecture/list');
    aborted.res.emit('close');
    const failed = serve('info', '/api/payments', 'POST');
    failed.res.statusCode = 500;
    failed.res.writableFinished = true;
    failed.res.emit('close');
    const broken = serve('info', '/api/site');
    broken.res.emit('error', new Error('write after end'));
    broken.res.emit('close');

    const record = (lines: string[]) => {
      expect(lines).toHaveLength(1);
      const { level, msg, res } = JSON.parse(lines[0]) as Record<string, unknown>;
      return { level, msg, res };
    };
    expect(record(notFound.out.lines)).toEqual({
      level: 'warn',
      msg: 'request completed',
      res: { statusCode: 404 },
    });
    expect(record(aborted.out.lines)).toMatchObject({ level: 'warn', msg: 'request aborted' });
    expect(comparable(failed.out.lines[0])).toBe(
      pinoLine(
        'warn',
        { req: { method: 'POST', path: '/api/payments' }, res: { statusCode: 500 } },
        'request failed',
      ),
    );
    expect(record(broken.out.lines)).toMatchObject({ level: 'warn', msg: 'request failed' });
  });

  it('follows the level: at warn, only warnings', () => {
    const ok = serve('warn', '/api/lecture/list');
    ok.res.writableFinished = true;
    ok.res.emit('close');
    const aborted = serve('warn', '/api/lecture/list');
    aborted.res.emit('close');
    expect(ok.out.lines).toEqual([]);
    expect(aborted.out.lines).toHaveLength(1);
  });

  it('does not log health probes and hashed assets', () => {
    for (const url of ['/api/health/ready', '/assets/index-abc.js', '/favicon.ico']) {
      const { out, res } = serve('info', url);
      res.writableFinished = true;
      res.emit('close');
      expect(out.lines).toEqual([]);
      expect(res.listenerCount('close')).toBe(0);
    }
  });
});
