/**
 * The limit of this machine for a given response: a bare `node:http` server that answers each
 * path with bytes captured from the app (same status, body, Content-Type and Content-Encoding),
 * with no framework, middleware, logging or database in the way. Runs as its own process:
 *
 *   node bare-server.js <responses.json>     prints {"port":N} once listening
 */
import { readFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One captured answer, as the bench writes it to the JSON file. */
export interface CapturedResponse {
  path: string;
  status: number;
  contentType?: string;
  contentEncoding?: string;
  bodyBase64: string;
}

function main(): void {
  const captured = JSON.parse(readFileSync(process.argv[2], 'utf8')) as CapturedResponse[];
  const answers = new Map(
    captured.map((response) => {
      const body = Buffer.from(response.bodyBase64, 'base64');
      const headers: OutgoingHttpHeaders = { 'Content-Length': body.length };
      if (response.contentType) headers['Content-Type'] = response.contentType;
      if (response.contentEncoding) headers['Content-Encoding'] = response.contentEncoding;
      return [response.path, { status: response.status, headers, body }];
    }),
  );
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
