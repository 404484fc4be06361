import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { DataSource, EntityManager } from 'typeorm';
import {
  UPLOAD_FOLDERS,
  isStoredFileName,
  isUploadFolder,
  readAll,
  type ImageStorage,
} from '../uploads';

/**
 * A backup is one gzip file of JSON lines: a header, every row of every table (as PostgreSQL's
 * own row_to_json, restored with json_populate_record, so types survive exactly), every uploaded
 * image (base64) and an end line with the counts. It restores into the embedded database or a
 * server alike, whichever it came from.
 */
export const BACKUP_FORMAT = 'maeum-backup';
export const BACKUP_VERSION = 1;

/**
 * Not in a backup: counters of recent attempts and their turns, open sessions, job claims, the
 * public content version, and the administrator account, which comes from ADMIN_USERNAME /
 * ADMIN_PASSWORD wherever the backup is restored.
 */
const SKIPPED_TABLES = new Set([
  'migrations',
  'typeorm_metadata',
  'admin_user',
  'guest_lookup_attempt',
  'admin_login_attempt',
  'device_cookie_attempt',
  // One-time codes live minutes; remembered browsers are sessions (issue 32).
  'family_code',
  'family_code_send_attempt',
  'remembered_browser',
  'attempt_slot',
  'request_counter',
  'admin_session',
  'admin_refresh_token',
  'background_job',
  // Bumped by triggers as the restored rows arrive.
  'public_content_version',
  'lecture_seat_version',
]);

/**
 * Written by every start into an empty table (the centre's details, seeded from
 * SITE_CONFIG_FILE), so a fresh database is never empty there: a restore does not count them as
 * data already held, and the backup's rows replace the seeded ones.
 */
const SEEDED_AT_START = new Set(['site_settings']);

type Line =
  | {
      type: 'header';
      format: string;
      version: number;
      createdAt: string;
      migration: string;
      tables: string[];
    }
  | { type: 'row'; table: string; data: unknown }
  | { type: 'file'; folder: string; name: string; data: string }
  | { type: 'end'; rows: number; files: number };

export interface BackupSummary {
  rows: number;
  files: number;
  tables: string[];
}

/** Tables of the public schema, parents before children (foreign keys). */
async function tablesInOrder(manager: EntityManager | DataSource): Promise<string[]> {
  const tables: { name: string }[] = await manager.query(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const edges: { child: string; parent: string }[] = await manager.query(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
  );
  const names = tables.map((t) => t.name).filter((name) => !SKIPPED_TABLES.has(name));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const edge of edges) {
      if (edge.child === name && edge.parent !== name && names.includes(edge.parent))
        visit(edge.parent);
    }
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

async function lastMigration(manager: EntityManager | DataSource): Promise<string> {
  const [row]: { name: string }[] = await manager.query(
    `SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`,
  );
  return row?.name ?? '';
}

/** Writes every table (one consistent snapshot) and every uploaded image to `file`. */
export async function writeBackup(
  dataSource: DataSource,
  storage: ImageStorage,
  file: string,
  now: Date = new Date(),
): Promise<BackupSummary> {
  const lines: string[] = [];
  let rows = 0;
  let files = 0;
  let tables: string[];
  const queryRunner = dataSource.createQueryRunner();
  await queryRunner.connect();
  try {
    // One snapshot for every table: a backup taken while the site runs is still consistent.
    await queryRunner.startTransaction('REPEATABLE READ');
    const manager = queryRunner.manager;
    tables = await tablesInOrder(manager);
    const header: Line = {
      type: 'header',
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      migration: await lastMigration(manager),
      tables,
    };
    lines.push(JSON.stringify(header));
    for (const table of tables) {
      const result: { row: unknown }[] = await manager.query(
        `SELECT row_to_json(t) AS row FROM ${quoteIdent(table)} t`,
      );
      for (const { row } of result) {
        lines.push(JSON.stringify({ type: 'row', table, data: row } satisfies Line));
        rows += 1;
      }
    }
    await queryRunner.commitTransaction();
  } catch (error) {
    if (queryRunner.isTransactionActive) await queryRunner.rollbackTransaction();
    throw error;
  } finally {
    await queryRunner.release();
  }
  for (const folder of UPLOAD_FOLDERS) {
    for (const name of await storage.list(folder)) {
      const image = await storage.read(folder, name);
      if (!image) continue; // removed since it was listed
      const data = (await readAll(image)).toString('base64');
      lines.push(JSON.stringify({ type: 'file', folder, name, data } satisfies Line));
      files += 1;
    }
  }
  lines.push(JSON.stringify({ type: 'end', rows, files } satisfies Line));
  await pipeline(
    Readable.from(lines.map((line) => `${line}\n`)),
    createGzip(),
    createWriteStream(file, { mode: 0o600 }),
  );
  return { rows, files, tables };
}

async function readLines(file: string): Promise<Line[]> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  const lines: Line[] = [];
  reader.on('line', (line) => {
    if (line) lines.push(JSON.parse(line) as Line);
  });
  await once(reader, 'close');
  return lines;
}

export class BackupRefused extends Error {}

/**
 * Reads a backup into a migrated database, in one transaction (all or nothing), then writes the
 * images. The database must hold no rows (a fresh install), unless `replace` empties it first.
 */
export async function restoreBackup(
  dataSource: DataSource,
  storage: ImageStorage,
  file: string,
  options: { replace?: boolean } = {},
): Promise<BackupSummary> {
  const lines = await readLines(file);
  const header = lines[0];
  const end = lines.at(-1);
  if (header?.type !== 'header' || header.format !== BACKUP_FORMAT) {
    throw new BackupRefused(`${file} is not a backup of this site.`);
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupRefused(
      `Backup format ${header.version} is not supported (expected ${BACKUP_VERSION}).`,
    );
  }
  const rowLines = lines.filter(
    (line): line is Extract<Line, { type: 'row' }> => line.type === 'row',
  );
  const fileLines = lines.filter(
    (line): line is Extract<Line, { type: 'file' }> => line.type === 'file',
  );
  if (end?.type !== 'end' || end.rows !== rowLines.length || end.files !== fileLines.length) {
    throw new BackupRefused(`${file} is incomplete (no end line, or counts that do not match).`);
  }
  const migration = await lastMigration(dataSource);
  if (migration !== header.migration) {
    throw new BackupRefused(
      `The backup was taken at migration ${header.migration}, this database is at ${migration}. Restore with the same version of the app.`,
    );
  }

  await dataSource.transaction(async (manager) => {
    const tables = await tablesInOrder(manager);
    const unknown = header.tables.filter((table) => !tables.includes(table));
    if (unknown.length)
      throw new BackupRefused(`Unknown tables in the backup: ${unknown.join(', ')}`);
    if (options.replace) {
      // The audit trail refuses TRUNCATE except inside a restore's own transaction.
      await manager.query(`SET LOCAL app.restoring_backup = 'on'`);
      await manager.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')} RESTART IDENTITY CASCADE`);
    } else {
      for (const table of tables) {
        if (SEEDED_AT_START.has(table)) continue;
        const [{ exists }] = await manager.query(
          `SELECT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS exists`,
        );
        if (exists) {
          throw new BackupRefused(
            `The database already holds data (table ${table}). Restore into an empty database, or pass --replace to overwrite it.`,
          );
        }
      }
    }
    for (const table of header.tables) {
      const rows = rowLines.filter((line) => line.table === table).map((line) => line.data);
      if (!rows.length) continue;
      if (SEEDED_AT_START.has(table)) await manager.query(`DELETE FROM ${quoteIdent(table)}`);
      await manager.query(
        `INSERT INTO ${quoteIdent(table)}
         SELECT * FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
        [JSON.stringify(rows)],
      );
    }
    // Sequences continue after the restored ids.
    const serials: { table: string; column: string; sequence: string }[] = await manager.query(
      `SELECT c.table_name AS table, c.column_name AS column,
              pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS sequence
         FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`,
    );
    for (const { table, column, sequence } of serials) {
      if (!sequence) continue;
      await manager.query(
        `SELECT setval($1, COALESCE((SELECT max(${quoteIdent(column)}) FROM ${quoteIdent(table)}), 0) + 1, false)`,
        [sequence],
      );
    }
  });

  for (const line of fileLines) {
    if (!isUploadFolder(line.folder) || !isStoredFileName(line.name)) continue;
    await storage.write(line.folder, line.name, Buffer.from(line.data, 'base64'));
  }
  return { rows: rowLines.length, files: fileLines.length, tables: header.tables };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
