import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { createOpenApiDocument } from './openapi-document';

/** Where the API reference is served (under the global prefix, so /api's no-store applies). */
export const API_DOCS_PATH = 'api/docs';

/**
 * The API reference in the browser: Swagger UI from the swagger-ui-dist package (scripts and
 * styles from this origin, nothing fetched from the internet), the document at /api/docs-json.
 * Served where API_DOCS allows it (app.config.ts: on outside production, off in production
 * unless API_DOCS=true). Public on purpose: it describes the API and holds no data.
 */
export async function serveApiDocs(app: INestApplication): Promise<void> {
  const document = await createOpenApiDocument(app);
  SwaggerModule.setup(API_DOCS_PATH, app, document, {
    customSiteTitle: '마음숲 상담센터 API 문서',
    // The JSON document for tools; no YAML copy.
    raw: ['json'],
    swaggerOptions: {
      // Swagger UI would otherwise send the document to validator.swagger.io for a badge.
      validatorUrl: null,
      // The document lists paths and schemas in a fixed order; keep it for readers too.
      operationsSorter: 'alpha',
      tagsSorter: 'alpha',
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
    },
  });
}
