import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrateEmbeddedTemplate, prepareServerTemplate } from '../support/template-database';

/**
 * API tests run on a real PostgreSQL: the server named by DATABASE_URL, or else the embedded one.
 * The schema (migrations, pg-boss) is made once here, in a template that every test app's
 * database copies (test/support/template-database.ts): on the server a template database named
 * by the schema's hash, for the embedded engine a data folder (initdb and migrations once
 * instead of 2–3 s and 800 MB per file, then about 3 s of migrations per app).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    await client.end();
    process.env.TEST_TEMPLATE_DATABASE = await prepareServerTemplate(url);
    console.log(
      `\nAPI tests on the PostgreSQL server ${rows[0].server_version} (DATABASE_URL), each database a copy of ${process.env.TEST_TEMPLATE_DATABASE}`,
    );
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const root = mkdtempSync(join(tmpdir(), 'maeum-test-'));
  const template = join(root, 'template');
  const db = await PGlite.create(template);
  const { rows } = await db.query<{ server_version: string }>('SHOW server_version');
  await db.close();
  await migrateEmbeddedTemplate(template);
  process.env.PGLITE_TEMPLATE_DIR = template;
  process.env.TEST_TMP_ROOT = root;
  console.log(`\nAPI tests on the embedded PostgreSQL ${rows[0].server_version} (PGlite)`);
}
