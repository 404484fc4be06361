export type { SiteConfig } from '@/lib/site';
