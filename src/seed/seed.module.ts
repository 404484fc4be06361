import { Module } from '@nestjs/common';
import { SeedOnStart } from './seed-on-start';
import { SeedService } from './seed.service';

/**
 * Demo content (programs, lectures and their images) for an empty database: at start when
 * SEED_DEMO_CONTENT says so, or by `npm run seed` (src/cli/seed.ts).
 */
@Module({
  providers: [SeedService, SeedOnStart],
  exports: [SeedService],
})
export class SeedModule {}
