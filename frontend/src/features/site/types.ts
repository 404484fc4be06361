import type { Schema } from '@shared/contract/schema';

/** GET /api/site: the centre's fixed details and page texts, and whether payments are real. */
export type SiteConfig = Schema<'SiteResponse'>;
