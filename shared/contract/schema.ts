import type { components } from './api';

/**
 * A request or response shape of the API by its name in openapi.json (`npm run openapi` writes
 * api.d.ts from it): `Schema<'LectureResponse'>`. Types only, so nothing of it reaches a bundle.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
