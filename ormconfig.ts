import { DataSource } from 'typeorm';
import { dataSourceOptions } from './src/database/data-source-options';
import { entities } from './src/entities';

/**
 * The data source the TypeORM CLI uses (`npm run migration:run`, `migration:generate`).
 * It needs a PostgreSQL server: set DATABASE_URL. The app itself runs migrations at start,
 * on the server or on the embedded database.
 */
const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error('Set DATABASE_URL to run the TypeORM CLI against a PostgreSQL server.');
}

export default new DataSource(dataSourceOptions(url, entities));
