import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { REFRESH_COOKIE, GUEST_TOKEN_COOKIE } from '../auth';
import { APPLICATION_ACCESS_COOKIE } from '../applications';
import pluginMetadata from '../metadata';
import { addErrorResponses, SECURITY } from '../common/openapi/api-docs.decorators';
import { ApiErrorBody, ApiNearbySlot } from '../common/openapi/api-error.response';

/** Sections of the reference, in the order a reader meets them. */
const TAGS: [name: string, description: string][] = [
  ['site', '센터 정보'],
  ['programs', '프로그램'],
  ['lectures', '강의 목록·상세·요금'],
  ['applications', '강의 신청'],
  ['payments', '결제 (Toss Payments v1)'],
  ['guests', '수강 내역 조회·취소 (비회원)'],
  ['uploads', '이미지'],
  ['auth', '관리자 로그인'],
  ['admin', '관리자: 강의·신청자'],
  ['health', '상태 확인'],
];

/**
 * The API as OpenAPI 3.1, from the controllers' decorators and the Swagger plugin's metadata
 * (src/metadata.ts, generated from the DTOs' types and comments by `npm run openapi`). Paths,
 * schemas and tags come out sorted, so the committed openapi.json changes only when the API does.
 */
export async function createOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('마음숲 아동·청소년 상담센터 API')
    .setDescription(
      [
        '프로그램·강의 안내, 강의 신청과 결제, 비회원 수강 내역 조회, 관리자 기능의 API입니다.',
        '',
        '모든 오류는 `{ statusCode, message, error }` 형태로 답하며 `message`는 한국어 문장이거나, ' +
          '입력값 오류(400)일 때 항목별 메시지의 목록입니다.',
      ].join('\n'),
    )
    .setVersion('1')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          '관리자 액세스 토큰(15분). POST /api/user/login 또는 /api/user/refresh의 accessToken.',
      },
      SECURITY.admin,
    )
    .addCookieAuth(
      REFRESH_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          '관리자 자동 로그인 쿠키(httpOnly, /api/user 경로). 쓸 때마다 새로 발급됩니다.',
      },
      SECURITY.refresh,
    )
    .addCookieAuth(
      GUEST_TOKEN_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          '비회원 본인 확인 쿠키(httpOnly, 15분). POST /api/guest/user-check가 발급합니다.',
      },
      SECURITY.guest,
    )
    .addCookieAuth(
      APPLICATION_ACCESS_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        description: '신청한 브라우저의 결제 권한 쿠키(httpOnly). 강의 신청이 발급합니다.',
      },
      SECURITY.application,
    );
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    extraModels: [ApiErrorBody, ApiNearbySlot],
  });
  addErrorResponses(document);
  return {
    ...document,
    paths: sortedByKey(document.paths),
    components: {
      ...document.components,
      schemas: sortedByKey(document.components?.schemas ?? {}),
    },
  };
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}
