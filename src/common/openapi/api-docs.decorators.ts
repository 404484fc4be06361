import { applyDecorators } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiSecurity,
  type OpenAPIObject,
  type OperationObject,
  type ResponsesObject,
} from '@nestjs/swagger';

/** Names of the security schemes (openapi-document.ts declares them). */
export const SECURITY = {
  /** The administrator's 15-minute access token, `Authorization: Bearer …`. */
  admin: 'adminBearer',
  /** The administrator's refresh cookie (maeum_admin_refresh, path /api/user). */
  refresh: 'adminRefreshCookie',
  /** The guest lookup's proof (maeum_guest), set by POST /api/guest/user-check. */
  guest: 'guestProofCookie',
  /** The applying browser's proof (maeum_applications), set by POST /api/lecture/application/data. */
  application: 'applicationProofCookie',
} as const;

/** The administrator's bearer token (every route that is not @Public). */
export const ApiAdminAuth = () => ApiBearerAuth(SECURITY.admin);

/** The guest lookup's proof cookie. */
export const ApiGuestProof = () => ApiCookieAuth(SECURITY.guest);

/** Either proof that a browser may pay for an application: the applying one or the guest's. */
export const ApiPaymentProof = () =>
  applyDecorators(ApiSecurity(SECURITY.application), ApiSecurity(SECURITY.guest));

/** The refresh cookie (the sign-in routes). */
export const ApiRefreshCookie = () => ApiCookieAuth(SECURITY.refresh);

/** The status names the error body's `error` carries (Nest's). */
const ERROR_NAMES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
} as const;

export type ErrorStatus = keyof typeof ERROR_NAMES;

/** A Korean example of each error status, in the words the code answers with. */
const ERROR_EXAMPLES: Record<ErrorStatus, { description: string; message: string | string[] }> = {
  400: { description: '입력값 오류', message: ['올바른 이메일 주소를 입력해 주세요.'] },
  401: { description: '인증 필요', message: '로그인이 필요합니다.' },
  403: {
    description: '접근 불가',
    message: '이 신청의 결제 정보에 접근할 수 없습니다. 신청 내역 조회에서 다시 시도해 주세요.',
  },
  404: { description: '찾을 수 없음', message: '강의를 찾을 수 없습니다.' },
  409: { description: '현재 상태와 충돌', message: '이미 결제가 완료된 신청입니다.' },
  410: {
    description: '더 이상 유효하지 않음',
    message: '만료되었거나 이미 사용된 대기 제안입니다.',
  },
  413: {
    description: '요청이 너무 큼',
    message: '보내신 내용이 너무 큽니다. 내용을 줄여 다시 시도해 주세요.',
  },
  429: {
    description: '요청이 너무 많음',
    message: '신청 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.',
  },
  503: {
    description: '일시적으로 사용할 수 없음',
    message: '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
};

type ErrorEntry = ErrorStatus | [ErrorStatus, string | string[]];

/** Errors by operation id (`Controller_method`, Nest's default; `Controller_*` for a class). */
const ERRORS_BY_OPERATION = new Map<string, ErrorEntry[]>();

/**
 * The error answers a route really gives, each as the one error body with a Korean example. A
 * status alone takes the common example; `[status, message]` gives the route's own words.
 *
 * Kept aside and added to the document afterwards (addErrorResponses) rather than as
 * `@ApiResponse`: a method with any @ApiResponse loses the success answer the Swagger plugin
 * reads from its return type.
 */
export function ApiErrors(...errors: ErrorEntry[]): MethodDecorator & ClassDecorator {
  return (target: object, key?: string | symbol) => {
    const id =
      key === undefined
        ? `${(target as { name: string }).name}_*`
        : `${target.constructor.name}_${String(key)}`;
    ERRORS_BY_OPERATION.set(id, [...(ERRORS_BY_OPERATION.get(id) ?? []), ...errors]);
  };
}

/** Adds each operation's declared errors to the document (responses sorted by status). */
export function addErrorResponses(document: OpenAPIObject): void {
  const body = { $ref: '#/components/schemas/ApiErrorBody' };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as OperationObject[]) {
      if (!operation?.operationId) continue;
      const controller = operation.operationId.split('_')[0];
      const errors = [
        ...(ERRORS_BY_OPERATION.get(`${controller}_*`) ?? []),
        ...(ERRORS_BY_OPERATION.get(operation.operationId) ?? []),
      ];
      const responses: ResponsesObject = { ...operation.responses };
      for (const entry of errors) {
        const [status, message] = Array.isArray(entry)
          ? entry
          : [entry, ERROR_EXAMPLES[entry].message];
        responses[status] = {
          description: ERROR_EXAMPLES[status].description,
          content: {
            'application/json': {
              schema: body,
              example: { statusCode: status, message, error: ERROR_NAMES[status] },
            },
          },
        };
      }
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
  }
}
