// The pages module's public face: the module, the pages' middleware app.factory.ts mounts and
// the script source its Content-Security-Policy allows rendered pages to start the app with.
export { PagesModule } from './pages.module';
export { Pages } from './pages';
export { APP_LOADER_SOURCE } from './app-loader';
