import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Where the app under test keeps its data for one bench run. */
export interface BenchDatabase {
  /** DATABASE_URL for the app; undefined means the embedded PGlite in the app's DATA_DIR. */
  url?: string;
  /** "PostgreSQL server" or "embedded PGlite", for the report. */
  engine: string;
  drop(): Promise<void>;
}

/**
 * A fresh database `maeum_bench_<random>` on the DATABASE_URL server (dropped by `drop()`), or
 * none when DATABASE_URL is unset: the app then starts its embedded PGlite in a fresh DATA_DIR.
 */
export async function freshDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { url: undefined, engine: 'embedded PGlite', drop: async () => undefined };
  }
  const name = `maeum_bench_${randomBytes(6).toString('hex')}`;
  await query(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    engine: 'PostgreSQL server',
    drop: async () => {
      await query(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs one statement on its own connection and returns the rows. */
export async function query<Row = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * Reads an embedded database folder after the app has stopped (PGlite allows one process per
 * folder). ESM-only package, hence import().
 */
export async function queryEmbedded<Row = Record<string, unknown>>(
  dataDir: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query<Row>(sql, params)).rows;
  } finally {
    await db.close();
  }
}
