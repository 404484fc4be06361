// The pages module's public face: the module, and the pages' middleware app.factory.ts mounts.
export { PagesModule } from './pages.module';
export { Pages } from './pages';
