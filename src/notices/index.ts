// The notices module's public face (issue 20): the module, and its public reads for the site's
// pages (src/pages).
export { NoticesModule } from './notices.module';
export { NoticesController } from './notices.controller';
export { NoticesService } from './notices.service';
