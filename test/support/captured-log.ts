import { Writable } from 'node:stream';

/**
 * Every line the app logs while a test runs, given to `startTestApp({ logStream })`.
 * Each line is one JSON object.
 */
export class CapturedLog extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }

  records(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /**
   * What the app wrote, without the fields every line carries by itself (the time, the process
   * number, the request id): a random request id holds any four digits now and then, so a test
   * that looks for a fragment of a phone number looks here.
   */
  written(): string {
    return this.records()
      .map(({ time: _time, pid: _pid, reqId: _reqId, ...rest }) => JSON.stringify(rest))
      .join('\n');
  }
}
