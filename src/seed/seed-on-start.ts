import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { SeedService } from './seed.service';

/** A fresh install shows a living site: demo content goes in when the database is empty. */
@Injectable()
export class SeedOnStart implements OnApplicationBootstrap {
  constructor(
    private readonly seed: SeedService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemoContent) await this.seed.seedIfEmpty();
  }
}
