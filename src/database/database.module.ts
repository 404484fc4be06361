import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options';
import { SeedOnStart } from './seed/seed-on-start';
import { SeedService } from './seed/seed.service';

/** TypeORM on the given PostgreSQL URL (a server, or the embedded one); migrations run at start. */
@Module({})
export class DatabaseModule {
  static forRoot(url: string, poolSize: number): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url, poolSize),
          migrationsRun: true,
          migrationsTransactionMode: 'each',
        }),
      ],
      providers: [SeedService, SeedOnStart],
      exports: [SeedService],
    };
  }
}
