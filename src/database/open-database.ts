import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { dataSourceOptions } from './data-source-options';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface OpenDatabase {
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The configured database without the web app (for command-line tools): the server from
 * DATABASE_URL, or the embedded one in DATA_DIR (which the app must not be running on: the
 * folder's lock says so). Migrations are applied. `entities`: src/entities.ts.
 */
export async function openDatabase(
  config: AppConfig,
  entities: NonNullable<DataSourceOptions['entities']>,
): Promise<OpenDatabase> {
  const embedded = config.database.url
    ? undefined
    : await startEmbeddedPostgres(config.database.embeddedDataDir, 4);
  const dataSource = new DataSource(
    dataSourceOptions(config.database.url ?? embedded!.url, entities, 1),
  );
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
