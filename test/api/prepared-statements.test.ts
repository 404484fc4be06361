// @engine named prepared statements on the pool's connections (the PostgreSQL server, PGlite)
import { DataSource, QueryFailedError, type QueryRunner } from 'typeorm';
import {
  MAX_PREPARED_TEXTS,
  namesStatements,
  preparedQuery,
} from '../../src/common/sql/prepared-statement';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The outbox's insert and pg-boss's job insert run as named prepared statements on a PostgreSQL
 * server (parsed and planned once per connection) and unnamed on the embedded engine: the same
 * rows as TypeORM's query, the same errors, no more than a few texts per process, and every
 * connection the pool opens later can run them too.
 */
describe('prepared statements', () => {
  let t: TestApp;
  let named: boolean;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    named = namesStatements(t.config.database);
  });

  /** The statements prepared on `runner`'s connection (PGlite: in its one shared session). */
  async function preparedTexts(runner: QueryRunner): Promise<string[]> {
    const rows = (await runner.query('SELECT statement FROM pg_prepared_statements')) as {
      statement: string;
    }[];
    return rows.map((row) => row.statement);
  }

  afterAll(async () => {
    await t.close();
  });

  it('answers the rows of each call, prepared once on the connection on a server', async () => {
    const text = 'SELECT $1::int * 2 AS doubled, $2::text AS said';
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      expect(await preparedQuery(runner, text, [21, '하나'], named)).toEqual([
        { doubled: 42, said: '하나' },
      ]);
      expect(await preparedQuery(runner, text, [4, '둘'], named)).toEqual([
        { doubled: 8, said: '둘' },
      ]);
      expect((await preparedTexts(runner)).filter((t) => t === text)).toHaveLength(named ? 1 : 0);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
  });

  it("runs in the caller's transaction: what it writes rolls back with it", async () => {
    await t.dataSource.query('CREATE TABLE IF NOT EXISTS prepared_probe (n int)');
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await preparedQuery(runner, 'INSERT INTO prepared_probe (n) VALUES ($1)', [7], named);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM prepared_probe')).toEqual([
      { n: 0 },
    ]);
    await t.dataSource.query('DROP TABLE prepared_probe');
  });

  it("fails as TypeORM's query does, with PostgreSQL's SQLSTATE", async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      const failing = preparedQuery(runner, 'SELECT 1 / $1::int AS q', [0], named);
      await expect(failing).rejects.toBeInstanceOf(QueryFailedError);
      await expect(failing).rejects.toMatchObject({ driverError: { code: '22012' } });
    } finally {
      await runner.release();
    }
  });

  it('runs the same texts on every connection the pool opens later', async () => {
    // pg's pool closes a connection idle for 10 s and opens another when one is needed: on PGlite
    // the new one shares the old one's session, statements included. A second pool on the same
    // database opens that new connection now.
    const text = 'SELECT $1::int + 1 AS n';
    const later = new DataSource({ ...t.dataSource.options, extra: { max: 1 } });
    await later.initialize();
    const first = t.dataSource.createQueryRunner();
    const second = later.createQueryRunner();
    try {
      expect(await preparedQuery(first, text, [1], named)).toEqual([{ n: 2 }]);
      expect(await preparedQuery(second, text, [2], named)).toEqual([{ n: 3 }]);
      expect(await preparedQuery(first, text, [3], named)).toEqual([{ n: 4 }]);
    } finally {
      await first.release();
      await second.release();
      await later.destroy();
    }
  });

  it('runs a text again on a connection where a value failed before the server saw it', async () => {
    const text = 'SELECT $1::text AS said';
    const runner = t.dataSource.createQueryRunner();
    try {
      const unserialisable = {
        toPostgres() {
          throw new Error('not a value');
        },
      };
      await expect(preparedQuery(runner, text, [unserialisable], true)).rejects.toBeInstanceOf(
        QueryFailedError,
      );
      expect(await preparedQuery(runner, text, ['셋'], true)).toEqual([{ said: '셋' }]);
      expect(await preparedQuery(runner, text, ['넷'], true)).toEqual([{ said: '넷' }]);
    } finally {
      await runner.release();
    }
  });

  it('refuses a runner already released, as TypeORM does', async () => {
    const runner = t.dataSource.createQueryRunner();
    await runner.release();
    await expect(preparedQuery(runner, 'SELECT 1', [], named)).rejects.toThrow(/released/);
  });

  // Last: it fills the process's names.
  it(`prepares at most ${MAX_PREPARED_TEXTS} texts; the rest run unnamed, with their rows`, async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      const texts = Array.from(
        { length: MAX_PREPARED_TEXTS + 2 },
        (_, i) => `SELECT $1::int + ${i} AS n`,
      );
      for (const [i, text] of texts.entries()) {
        expect(await preparedQuery(runner, text, [1], true)).toEqual([{ n: 1 + i }]);
      }
      const prepared = new Set(await preparedTexts(runner));
      // The texts of the tests above, and of the app's own writes, count too.
      expect(prepared.size).toBeLessThanOrEqual(MAX_PREPARED_TEXTS);
      expect(prepared.has(texts[texts.length - 1])).toBe(false);
    } finally {
      await runner.release();
    }
  });
});
