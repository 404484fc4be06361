import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** TypeORM on the given PostgreSQL URL (a server, or the embedded one); migrations run at start. */
@Module({})
export class DatabaseModule {
  static forRoot(
    url: string,
    poolSize: number,
    entities: NonNullable<DataSourceOptions['entities']>,
  ): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url, entities, poolSize),
          migrationsRun: true,
          migrationsTransactionMode: 'each',
        }),
      ],
    };
  }
}
