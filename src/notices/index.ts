// The notices module's public face (issue 20); nobody needs more than the module so far.
export { NoticesModule } from './notices.module';
