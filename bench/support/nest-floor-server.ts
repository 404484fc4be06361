/**
 * The framework's floor for a given response: the smallest NestJS app on the same Express adapter
 * (`@nestjs/platform-express`), one controller with one `@Res()` handler answering each path with
 * the bytes captured from the app (same status, body, Content-Type and Content-Encoding), as the
 * bare server does. No middleware, guard, interceptor, logging or database: what any Nest app on
 * Express costs per request before it does anything of its own. Runs as its own process:
 *
 *   node nest-floor-server.js <responses.json>     prints {"port":N} once listening
 */
import 'reflect-metadata';
import { Controller, Get, Module, Req, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { CapturedResponse } from './bare-server';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const answers = new Map<string, Answer>(
  (JSON.parse(readFileSync(process.argv[2], 'utf8')) as CapturedResponse[]).map((response) => {
    const headers: Record<string, string> = {};
    if (response.contentType) headers['Content-Type'] = response.contentType;
    if (response.contentEncoding) headers['Content-Encoding'] = response.contentEncoding;
    const body = Buffer.from(response.bodyBase64, 'base64');
    return [response.path, { status: response.status, headers, body }];
  }),
);

@Controller()
class CapturedController {
  @Get('{*path}')
  answer(@Req() req: Request, @Res() res: Response): void {
    const answer = answers.get(req.url);
    if (!answer) {
      res.status(404).end();
      return;
    }
    res.status(answer.status).set(answer.headers).send(answer.body);
  }
}

@Module({ controllers: [CapturedController] })
class FloorModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(FloorModule, new ExpressAdapter(), { logger: false });
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  console.log(JSON.stringify({ port }));
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
