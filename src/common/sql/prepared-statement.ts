import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { QueryFailedError, type QueryRunner } from 'typeorm';

/**
 * How many statement texts one process prepares by name. Each prepared statement stays on each
 * of the pool's connections until it closes, so only a few fixed, hot texts are named: past this
 * many, a text runs unnamed, as every other statement does.
 */
export const MAX_PREPARED_TEXTS = 16;
const names = new Map<string, string>();

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
 * Runs a fixed statement on `runner`'s connection (its transaction's, when it is in one) as a
 * named prepared statement: PostgreSQL parses and plans it once per connection instead of at
 * every call. TypeORM sends every query unnamed, and for the outbox's insert and pg-boss's job
 * insert, written in every family's apply and payment, parse and plan were over half of their
 * time in PostgreSQL (docs/performance.md, "Messaging's statements, prepared"). Same rows and the
 * same QueryFailedError as `runner.query`.
 */
export async function preparedQuery<Row = Record<string, unknown>>(
  runner: QueryRunner,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (await runner.connect()) as PoolClient;
  const name = nameOf(text);
  try {
    const result = await client.query(name ? { name, text, values } : { text, values });
    return result.rows as Row[];
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}
