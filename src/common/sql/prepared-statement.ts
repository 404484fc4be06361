import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError, type QueryRunner } from 'typeorm';
import type { DatabaseConfig } from '../../config/app.config';

/**
 * How many statement texts one process prepares by name. Each prepared statement stays on each
 * of the pool's connections until it closes, so only a few fixed, hot texts are named: past this
 * many, a text runs unnamed, as every other statement does.
 */
export const MAX_PREPARED_TEXTS = 16;
const names = new Map<string, string>();

/**
 * Whether statements are prepared by name on this database: on a PostgreSQL server, yes. Not on
 * the embedded engine: PGlite runs every socket connection in one shared session and never
 * deallocates a closed connection's statements, so when the pool replaced an idle connection the
 * new one prepared the same name again and the session answered 42P05 ("prepared statement
 * already exists"), failing every later write that used it.
 */
export function namesStatements(database: Pick<DatabaseConfig, 'url'>): boolean {
  return database.url !== undefined;
}

/** The text's name on every connection (from its hash: one text, one name), or none past the cap. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_TEXTS) {
    name = `maeum_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Names a connection no longer uses: pg closes a statement on the server when a value fails to
 * serialise (before the server saw it), yet records it as prepared once the server's answer to the
 * parse arrives, so naming it again on that connection would name a statement that is gone.
 */
const lost = new WeakMap<PoolClient, Set<string>>();

/**
 * Runs a fixed statement on `runner`'s connection (its transaction's, when it is in one), as a
 * named prepared statement when `named`: PostgreSQL then parses and plans it once per connection
 * instead of at every call. TypeORM sends every query unnamed, and for the outbox's insert and
 * pg-boss's job insert, written in every family's apply and payment, parse and plan were over
 * half of their time in PostgreSQL (docs/performance.md, "Messaging's statements, prepared");
 * the request limits' count runs in each of them too.
 * Same rows and the same QueryFailedError as `runner.query`. `named`: `namesStatements`.
 */
export async function preparedQuery<Row = Record<string, unknown>>(
  runner: QueryRunner,
  text: string,
  values: unknown[],
  named: boolean,
): Promise<Row[]> {
  if (runner.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const client = (await runner.connect()) as PoolClient;
  let name = named ? nameOf(text) : undefined;
  if (name && lost.get(client)?.has(name)) name = undefined;
  try {
    const result = await client.query(name ? { name, text, values } : { text, values });
    return result.rows as Row[];
  } catch (error) {
    // No SQLSTATE: pg failed before the server ran the statement (a value it cannot serialise).
    if (name && (error as { code?: unknown }).code === undefined) {
      lost.set(client, (lost.get(client) ?? new Set()).add(name));
    }
    throw new QueryFailedError(text, values, error as Error);
  }
}
