import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ContentVersion } from './content-version';

/** A database whose answers the test releases one query at a time. */
class ControlledDatabase {
  readonly queries: { resolve: (version: string) => void; reject: (error: Error) => void }[] = [];
  readonly dataSource = {
    query: () =>
      new Promise((resolve, reject) =>
        this.queries.push({ resolve: (version) => resolve([{ version }]), reject }),
      ),
  } as unknown as DataSource;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ContentVersion', () => {
  let db: ControlledDatabase;
  let version: ContentVersion;
  beforeEach(() => {
    db = new ControlledDatabase();
    version = new ContentVersion(db.dataSource);
  });

  it('answers everyone who arrived before a query was sent with that one query', async () => {
    const answers = Promise.all([version.current(), version.current(), version.current()]);
    await settle();
    expect(db.queries).toHaveLength(1);
    db.queries[0].resolve('7');
    expect(await answers).toEqual(['7', '7', '7']);
  });

  it('never answers a late arrival with a query already on the wire', async () => {
    const early = version.current();
    await settle();
    // The first query is on the wire; a change commits; then this request arrives.
    const late: string[] = [];
    version.whenRead((_error, read) => late.push(read!));
    version.whenRead((_error, read) => late.push(read!));
    db.queries[0].resolve('7');
    expect(await early).toBe('7');
    await settle();
    expect(late).toEqual([]);
    // The late ones share the next query, sent only after the first answered.
    expect(db.queries).toHaveLength(2);
    db.queries[1].resolve('8');
    await settle();
    expect(late).toEqual(['8', '8']);
  });

  it('gives a failed query to its whole batch, and asks again for the next', async () => {
    const errors: unknown[] = [];
    version.whenRead((error) => errors.push(error));
    version.whenRead((error) => errors.push(error));
    await settle();
    db.queries[0].reject(new Error('Connection terminated unexpectedly'));
    await settle();
    expect(errors).toEqual([expect.any(Error), expect.any(Error)]);
    const next = version.current();
    await settle();
    expect(db.queries).toHaveLength(2);
    db.queries[1].resolve('9');
    expect(await next).toBe('9');
  });

  it('answers the rest of a batch when one waiter throws', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const answered: string[] = [];
    version.whenRead(() => {
      throw new Error('a bug in one waiter');
    });
    version.whenRead((_error, read) => answered.push(read!));
    await settle();
    db.queries[0].resolve('10');
    await settle();
    expect(answered).toEqual(['10']);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'a bug in one waiter' }),
    );
    logged.mockRestore();
  });
});
