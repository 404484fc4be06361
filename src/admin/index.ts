// The admin module's public face; other modules import from here (or an entity file).
export { AdminModule } from './admin.module';
