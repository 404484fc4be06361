// The site module's public face: the centre's details and page texts as stored now. Every
// server-side reader (messages, certificates) asks SiteSettings, never SITE_CONFIG (the seed).
export { SiteModule } from './site.module';
export { SiteSettings } from './site-settings';
// The public read of the centre's details, for the site's pages (src/pages).
export { SiteController } from './site.controller';
