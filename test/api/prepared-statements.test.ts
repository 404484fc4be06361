// @engine named prepared statements on the pool's connections (the PostgreSQL server, PGlite)
import { QueryFailedError } from 'typeorm';
import { MAX_PREPARED_TEXTS, preparedQuery } from '../../src/common/sql/prepared-statement';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The outbox's insert and pg-boss's job insert run as named prepared statements (parsed and
 * planned once per connection): the same rows as an unnamed query, the same errors, and no more
 * than a few texts per process.
 */
describe('prepared statements', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the rows of each call, prepared once on the connection', async () => {
    const text = 'SELECT $1::int * 2 AS doubled, $2::text AS said';
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      expect(await preparedQuery(runner, text, [21, '하나'])).toEqual([
        { doubled: 42, said: '하나' },
      ]);
      expect(await preparedQuery(runner, text, [4, '둘'])).toEqual([{ doubled: 8, said: '둘' }]);
      const prepared = (await runner.query(
        'SELECT statement FROM pg_prepared_statements WHERE statement = $1',
        [text],
      )) as unknown[];
      expect(prepared).toHaveLength(1);
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
      await preparedQuery(runner, 'INSERT INTO prepared_probe (n) VALUES ($1)', [7]);
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
      const failing = preparedQuery(runner, 'SELECT 1 / $1::int AS q', [0]);
      await expect(failing).rejects.toBeInstanceOf(QueryFailedError);
      await expect(failing).rejects.toMatchObject({ driverError: { code: '22012' } });
    } finally {
      await runner.release();
    }
  });

  it(`prepares at most ${MAX_PREPARED_TEXTS} texts; the rest run unnamed, with their rows`, async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      const texts = Array.from(
        { length: MAX_PREPARED_TEXTS + 2 },
        (_, i) => `SELECT $1::int + ${i} AS n`,
      );
      for (const [i, text] of texts.entries()) {
        expect(await preparedQuery(runner, text, [1])).toEqual([{ n: 1 + i }]);
      }
      const prepared = new Set(
        (
          (await runner.query('SELECT statement FROM pg_prepared_statements')) as {
            statement: string;
          }[]
        ).map((row) => row.statement),
      );
      // The texts of the tests above, and of the app's own writes, count too.
      expect(prepared.size).toBeLessThanOrEqual(MAX_PREPARED_TEXTS);
      expect(prepared.has(texts[texts.length - 1])).toBe(false);
    } finally {
      await runner.release();
    }
  });
});
