import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';

/**
 * This server's own loopback address, known once it listens: the sandbox provider is reached
 * over real HTTP through it, so the payment adapter is exercised exactly as with Toss.
 */
@Injectable()
export class SelfUrl {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  get(): string {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as
      { address(): AddressInfo | string | null } | undefined;
    const address = server?.address();
    if (!address || typeof address === 'string') {
      throw new Error('The server is not listening yet; its own URL is unknown.');
    }
    return `http://127.0.0.1:${address.port}`;
  }
}
