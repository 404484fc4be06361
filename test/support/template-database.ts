import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { loadConfig } from '../../src/config/app.config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { entities } from '../../src/entities';

/**
 * The schema every test app starts from, made once per run instead of once per app: the
 * migrations and pg-boss's schema and queues, and no rows (seed, administrator and site
 * settings stay each app's own start, which depends on its clock and configuration). A test
 * app's database is a copy (CREATE DATABASE … TEMPLATE on a server, a copied folder for the
 * embedded engine); its start then finds every migration applied.
 */

const ROOT = resolve(__dirname, '..', '..');

/** What the template's content follows: a change to any of these makes a new template. */
function schemaSources(): string[] {
  const migrations = join(ROOT, 'src', 'database', 'migrations');
  return [
    ...readdirSync(migrations)
      .sort()
      .map((file) => join(migrations, file)),
    join(ROOT, 'src', 'common', 'jobs', 'job-queue.ts'),
    join(ROOT, 'node_modules', 'pg-boss', 'package.json'),
  ];
}

/** `test_template_<hash>`: a stale template (other migrations) is never reused. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const file of schemaSources()) hash.update(file).update(readFileSync(file));
  return `test_template_${hash.digest('hex').slice(0, 16)}`;
}

/** Applies the migrations and creates pg-boss's schema and queues, as an app's start does. */
async function migrate(url: string, poolSize: number): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(url, entities, poolSize));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const base = loadConfig({});
    const queue = new JobQueue(dataSource, { ...base, jobs: { ...base.jobs, workers: false } });
    await queue.onModuleInit();
    await queue.beforeApplicationShutdown();
  } finally {
    await dataSource.destroy();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes sure the server has the template of the current schema; returns its name. Runs on a
 * server shared with other checkouts and runs: it is built under another name and renamed
 * when complete, under an advisory lock, so a half-built template is never copied. It admits
 * no connections, so that copying it never fails on "being accessed by other users".
 */
export async function prepareServerTemplate(serverUrl: string): Promise<string> {
  const name = templateName();
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('maeum-test-template'))`);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_building_${process.pid}`;
    await client.query(`DROP DATABASE IF EXISTS ${building}`);
    await client.query(`CREATE DATABASE ${building}`);
    try {
      await migrate(withDatabase(serverUrl, building), 2);
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      throw error;
    }
    await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await client.end();
  }
}

/** Migrates an embedded engine's data folder (initdb done) in place, to be copied per app. */
export async function migrateEmbeddedTemplate(dataDir: string): Promise<void> {
  // The engine's start-up line is for the app's log, not the test run's.
  Logger.overrideLogger(['error', 'warn']);
  const embedded = await startEmbeddedPostgres(dataDir, 4);
  try {
    await migrate(embedded.url, 1);
  } finally {
    await embedded.stop();
  }
}
