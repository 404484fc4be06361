// The health module's public face; other modules import from here (or an entity file).
export { HealthModule } from './health.module';
