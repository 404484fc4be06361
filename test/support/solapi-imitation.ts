import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the imitation received, as Solapi would see it. */
export interface SolapiRequest {
  method: string;
  path: string;
  authorization: string;
  /** Whether the HMAC-SHA256 signature matches the secret (Solapi's API key authentication). */
  signatureValid: boolean;
  body: {
    messages: Array<{
      to: string;
      from: string;
      type: string;
      text?: string;
      subject?: string;
      kakaoOptions?: {
        pfId: string;
        templateId: string;
        variables?: Record<string, string>;
        disableSms?: boolean;
        buttons?: Array<{
          buttonType: string;
          buttonName: string;
          linkMo: string;
          linkPc?: string;
        }>;
      };
      customFields?: Record<string, string>;
    }>;
    allowDuplicates?: boolean;
    showMessageList?: boolean;
  };
}

/** A number Solapi refuses to register (as it refuses a malformed or unassigned one). */
export const SOLAPI_INVALID_NUMBER = '01099998888';

/**
 * A small local imitation of Solapi's send endpoint (POST /messages/v4/send-many/detail), enough
 * for the official SDK to talk to it as to Solapi: it checks the API key signature, registers a
 * message (answering its id), refuses SOLAPI_INVALID_NUMBER with Solapi's failed-message shape,
 * and answers 500 while `down`.
 */
export class SolapiImitation {
  readonly requests: SolapiRequest[] = [];
  down = false;
  /** Registers the messages, then answers 500 as if the answer were lost on the way back. */
  loseAnswer = false;
  /** What Solapi registered, as its message list answers it. */
  readonly stored: Record<string, unknown>[] = [];
  private server?: Server;
  private port = 0;
  private counter = 0;

  constructor(
    private readonly apiKey: string,
    private readonly apiSecret: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readBody(req).then((text) => {
        const answer = this.answer(req, text);
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(req: IncomingMessage, text: string): { status: number; body: unknown } {
    const authorization = req.headers.authorization ?? '';
    const request: SolapiRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization,
      signatureValid: this.signatureValid(authorization),
      body: (text ? JSON.parse(text) : {}) as SolapiRequest['body'],
    };
    this.requests.push(request);
    if (!request.signatureValid) {
      return {
        status: 403,
        body: { errorCode: 'SignatureDoesNotMatch', errorMessage: '잘못된 서명입니다.' },
      };
    }
    if (request.method === 'GET' && request.path.startsWith('/messages/v4/list?')) {
      return { status: 200, body: this.list(new URL(request.path, 'http://solapi').searchParams) };
    }
    if (request.method !== 'POST' || request.path !== '/messages/v4/send-many/detail') {
      return { status: 404, body: { errorCode: 'NotFound', errorMessage: 'Not Found' } };
    }
    if (this.down) {
      return {
        status: 500,
        body: { errorCode: 'InternalServerError', errorMessage: '일시적인 서버 오류입니다.' },
      };
    }
    const failed = [];
    const accepted = [];
    for (const message of request.body.messages) {
      this.counter += 1;
      const messageId = `M4V20261122${String(this.counter).padStart(6, '0')}`;
      if (message.to === SOLAPI_INVALID_NUMBER) {
        failed.push({
          to: message.to,
          from: message.from,
          type: message.type,
          statusMessage: `수신번호 형식이 올바르지 않습니다. (${message.to})`,
          country: '82',
          messageId,
          statusCode: '1062',
          accountId: 'ACCOUNT',
          customFields: message.customFields,
        });
      } else {
        this.stored.push(storedMessage(messageId, message));
        accepted.push({
          messageId,
          statusCode: '2000',
          statusMessage: '정상 접수(이통사로 접수 예정) ',
          customFields: message.customFields,
        });
      }
    }
    const count = {
      total: request.body.messages.length,
      sentTotal: 0,
      sentFailed: 0,
      sentSuccess: 0,
      sentPending: accepted.length,
      sentReplacement: 0,
      refund: 0,
      registeredFailed: failed.length,
      registeredSuccess: accepted.length,
    };
    if (this.loseAnswer) {
      return {
        status: 500,
        body: { errorCode: 'InternalServerError', errorMessage: '응답을 보내지 못했습니다.' },
      };
    }
    return {
      status: 200,
      body: {
        failedMessageList: failed,
        groupInfo: { _id: `G4V20261122${this.counter}`, status: 'SENDING', count },
        ...(request.body.showMessageList ? { messageList: accepted } : {}),
      },
    };
  }

  /** GET /messages/v4/list: the registered messages to `to`, created since `startDate`. */
  private list(query: URLSearchParams): unknown {
    const since = query.get('startDate') ? Date.parse(query.get('startDate')!) : 0;
    const messages = this.stored.filter(
      (message) =>
        (!query.get('to') || message.to === query.get('to')) &&
        Date.parse(message.dateCreated as string) >= since,
    );
    return {
      startKey: null,
      nextKey: null,
      limit: Number(query.get('limit') ?? 20),
      messageList: Object.fromEntries(messages.map((message) => [message.messageId, message])),
    };
  }

  /** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC(secret, date + salt))`. */
  private signatureValid(authorization: string): boolean {
    const fields = Object.fromEntries(
      authorization
        .replace(/^HMAC-SHA256\s+/, '')
        .split(/,\s*/)
        .map((pair) => {
          const at = pair.indexOf('=');
          return [pair.slice(0, at), pair.slice(at + 1)];
        }),
    ) as Record<string, string>;
    if (!authorization.startsWith('HMAC-SHA256 ') || fields.apiKey !== this.apiKey) return false;
    const expected = createHmac('sha256', this.apiSecret)
      .update(`${fields.date}${fields.salt}`)
      .digest('hex');
    return fields.signature === expected;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** A registered message as Solapi's message list answers it (every field its SDK checks). */
function storedMessage(
  messageId: string,
  message: SolapiRequest['body']['messages'][number],
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    messageId,
    type: message.type,
    to: message.to,
    from: message.from,
    text: message.text ?? null,
    imageId: null,
    subject: message.subject ?? null,
    country: '82',
    accountId: 'ACCOUNT',
    groupId: 'G4V',
    status: 'PENDING',
    statusCode: '3000',
    reason: null,
    networkName: null,
    networkCode: null,
    customFields: message.customFields ?? null,
    dateCreated: now,
    dateUpdated: now,
    dateProcessed: null,
    dateReceived: null,
    dateReported: null,
    kakaoOptions: message.kakaoOptions ?? null,
    clusterKey: null,
  };
}
