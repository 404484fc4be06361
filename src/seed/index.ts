// The seed module's public face; other modules import from here (or an entity file).
export { SeedModule } from './seed.module';
export { SeedService } from './seed.service';
