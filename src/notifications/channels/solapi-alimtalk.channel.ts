import { SolapiMessageService } from 'solapi';
import type { AlimtalkChannel, DeliveryOutcome, OutgoingAlimtalk } from './channel';
import { providerAnswer, withinTimeout } from './provider-answer';

/** The Solapi settings this channel needs (config.messages.alimtalk in solapi mode). */
export interface SolapiSettings {
  apiKey: string;
  apiSecret: string;
  sender: string;
  pfId: string;
  templates: Record<string, string>;
  apiBase: string;
}

/**
 * Solapi's SDK (solapi 6.x) has no option for its API origin: each of its internal service
 * objects (one per API area) gets the instance field `baseUrl = "https://api.solapi.com"`, and
 * SolapiMessageService keeps only their methods, bound in its constructor, not the objects. To
 * make SOLAPI_API_BASE effective (a proxy, or the tests' local imitation), this watches the
 * constructor's `bind` calls to find those objects and sets their `baseUrl`. The constructor
 * runs synchronously and `bind` is restored in `finally`, so nothing else ever sees the wrapper.
 * solapi-alimtalk.test.ts proves that requests reach the configured origin, so an SDK update that
 * changes this fails a test instead of sending to the real Solapi; for safety this throws when
 * it finds no object to point.
 */
export function solapiServiceAt(
  apiBase: string,
  apiKey: string,
  apiSecret: string,
): SolapiMessageService {
  const services = new Set<{ baseUrl: string }>();
  const bind = Function.prototype.bind;
  Function.prototype.bind = function (
    this: (...args: unknown[]) => unknown,
    thisArg: unknown,
    ...args: unknown[]
  ) {
    if (thisArg && typeof thisArg === 'object' && 'baseUrl' in thisArg) {
      services.add(thisArg as { baseUrl: string });
    }
    return bind.apply(this, [thisArg, ...args]) as unknown;
  };
  let sdk: SolapiMessageService;
  try {
    sdk = new SolapiMessageService(apiKey, apiSecret);
  } finally {
    Function.prototype.bind = bind;
  }
  if (services.size === 0)
    throw new Error('solapi: the SDK changed, SOLAPI_API_BASE cannot be set');
  for (const service of services) service.baseUrl = apiBase;
  return sdk;
}

/** What the SDK's errors carry (they are tagged Effect errors). */
interface SolapiError {
  _tag?: string;
  message?: string;
  errorCode?: string;
  errorMessage?: string;
  httpStatus?: number;
  failedMessageList?: ReadonlyArray<{ statusCode: string; statusMessage: string }>;
}

/**
 * 알림톡 with SMS/LMS fallback through Solapi's official SDK: the registered template of the
 * message's kind (SOLAPI_TEMPLATES), its variables, link buttons (WL), and `text`/`subject` as
 * the SMS or LMS Solapi sends instead when the 알림톡 cannot be delivered (disableSms false).
 *
 * Solapi has no idempotency key: `allowDuplicates` (default false) only refuses one number twice
 * within one request. The message's key goes with it as a custom field (`customFields`, kept by
 * Solapi and answered in its message list), and before every retry `alreadySent` looks for it,
 * so an attempt whose answer was lost (a timeout, a worker killed mid-send) is not sent twice.
 */
export class SolapiAlimtalkChannel implements AlimtalkChannel {
  private readonly sdk: SolapiMessageService;

  constructor(
    private readonly settings: SolapiSettings,
    private readonly timeoutMs: number,
  ) {
    this.sdk = solapiServiceAt(settings.apiBase, settings.apiKey, settings.apiSecret);
  }

  async send(message: OutgoingAlimtalk, idempotencyKey: string): Promise<DeliveryOutcome> {
    const templateId = this.settings.templates[message.template];
    if (!templateId) {
      return {
        kind: 'failed',
        code: 'NO_TEMPLATE',
        reason: `SOLAPI_TEMPLATES에 "${message.template}" 템플릿이 없습니다.`,
      };
    }
    const sending = this.sdk
      .send(
        {
          to: message.to,
          from: this.settings.sender,
          type: 'ATA',
          text: message.smsText,
          subject: message.smsSubject,
          kakaoOptions: {
            pfId: this.settings.pfId,
            templateId,
            variables: message.variables,
            disableSms: false,
            buttons: message.buttons.map((button) => ({
              buttonType: 'WL' as const,
              buttonName: button.name,
              linkMo: button.url,
              linkPc: button.url,
            })),
          },
          customFields: { idempotencyKey },
        },
        { showMessageList: true },
      )
      .then(
        (response): DeliveryOutcome => {
          const accepted = response.messageList?.[0];
          return {
            kind: 'sent',
            via: 'ALIMTALK',
            providerMessageId: accepted?.messageId,
            answer: providerAnswer(
              accepted ? `${accepted.statusCode} ${accepted.statusMessage}` : '접수',
            ),
          };
        },
        (error: SolapiError) => classify(error),
      );
    return withinTimeout(sending, this.timeoutMs, () => ({
      kind: 'retry',
      code: 'TIMEOUT',
      reason: `Solapi가 ${Math.round(this.timeoutMs / 1000)}초 안에 답하지 않았습니다.`,
    }));
  }

  /**
   * Solapi's message list for the number since the message was created, searched for the
   * message's key in the custom fields: an earlier attempt whose answer was lost may have been
   * registered, and then must not be sent again.
   */
  async alreadySent(
    to: string,
    idempotencyKey: string,
    since: Date,
  ): Promise<DeliveryOutcome | null> {
    const unknown = (reason: string): DeliveryOutcome => ({
      kind: 'retry',
      code: 'LOOKUP_FAILED',
      reason: `이전 발송 여부를 Solapi에서 확인하지 못했습니다: ${providerAnswer(reason)}`,
    });
    const lookup = this.sdk
      .getMessages({ to, startDate: new Date(since.getTime() - 60_000), limit: 100 })
      .then(
        (list): DeliveryOutcome | null => {
          const found = Object.values(list.messageList).find(
            (stored) => stored.customFields?.idempotencyKey === idempotencyKey,
          );
          if (!found) return null;
          return {
            kind: 'sent',
            via: TEXT_TYPES.has(found.type ?? '') ? 'SMS' : 'ALIMTALK',
            providerMessageId: found.messageId,
            answer: providerAnswer(`이미 접수됨 ${found.statusCode ?? ''} ${found.reason ?? ''}`),
          };
        },
        (error: SolapiError) => unknown(error.errorMessage ?? error.message ?? String(error)),
      );
    return withinTimeout(lookup, this.timeoutMs, () => unknown('시간 초과'));
  }
}

/** Solapi's message types sent as text messages (the 알림톡's SMS/LMS fallback). */
const TEXT_TYPES = new Set(['SMS', 'LMS', 'MMS']);

/** Solapi's answer: a refused number or template fails; Solapi down, slow or busy retries. */
function classify(error: SolapiError): DeliveryOutcome {
  switch (error._tag) {
    case 'MessageNotReceivedError': {
      // Solapi refused to register the message (an invalid number, a template mismatch, ...).
      const first = error.failedMessageList?.[0];
      return {
        kind: 'failed',
        code: first?.statusCode ?? 'NotReceived',
        reason: providerAnswer(first?.statusMessage ?? error.message) || '접수 실패',
      };
    }
    case 'BadRequestError':
      return {
        kind: 'failed',
        code: 'BadRequest',
        reason: providerAnswer(error.message) || '요청 형식 오류',
      };
    case 'ClientError': {
      const status = error.httpStatus ?? 400;
      const outcome = {
        code: error.errorCode ?? `HTTP_${status}`,
        reason: providerAnswer(error.errorMessage ?? error.message) || `HTTP ${status}`,
      };
      // Too many requests, a timeout, or keys/balance the centre can fix: try again later.
      const temporary = [401, 402, 403, 408, 409, 425, 429].includes(status);
      return temporary ? { kind: 'retry', ...outcome } : { kind: 'failed', ...outcome };
    }
    default:
      // ServerError (5xx), NetworkError, DefaultError (503 after the SDK's own retries), ...
      return {
        kind: 'retry',
        code: error.errorCode ?? error._tag ?? 'SolapiError',
        reason:
          providerAnswer(error.errorMessage ?? error.message) || 'Solapi에 연결하지 못했습니다.',
      };
  }
}
