import './pg-types';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

/**
 * The one description of the database, shared by the app, the migration CLI (ormconfig.ts) and
 * the command-line tools. The entities come from the caller (src/entities.ts): this layer
 * imports no feature module.
 */
export function dataSourceOptions(
  url: string,
  entities: NonNullable<DataSourceOptions['entities']>,
  poolSize = 10,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000 },
  };
}
