import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { FixedClock } from '../clock/clock';
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
  let clock: FixedClock;
  let version: ContentVersion;
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  beforeEach(() => {
    db = new ControlledDatabase();
    clock = new FixedClock(new Date('2026-11-22T03:00:00Z'));
    version = new ContentVersion(db.dataSource, clock);
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

  it('asks PostgreSQL at most once a second, however many reads arrive', async () => {
    const first = version.current();
    await settle();
    db.queries[0].resolve('7');
    expect(await first).toBe('7');
    later(999);
    expect(await Promise.all([version.current(), version.current()])).toEqual(['7', '7']);
    expect(version.fresh()).toBe('7');
    expect(db.queries).toHaveLength(1);
    later(1);
    expect(version.fresh()).toBeUndefined();
    const next = version.current();
    await settle();
    expect(db.queries).toHaveLength(2);
    db.queries[1].resolve('8');
    expect(await next).toBe('8');
  });

  it('asks again at once after a write here, also one made while a query was on the wire', async () => {
    const first = version.current();
    await settle();
    // The write commits while the query is on the wire: its answer may predate the write.
    version.invalidate();
    db.queries[0].resolve('7');
    expect(await first).toBe('7');
    expect(version.fresh()).toBeUndefined();
    const second = version.current();
    await settle();
    db.queries[1].resolve('8');
    expect(await second).toBe('8');
    expect(version.fresh()).toBe('8');
    version.invalidate();
    expect(version.fresh()).toBeUndefined();
  });

  it('does not ask a failing database more than once a second, and remembers the last good read', async () => {
    const logged = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const good = version.current();
    await settle();
    db.queries[0].resolve('7');
    await good;
    later(1000);
    const failing = version.current();
    await settle();
    db.queries[1].reject(new Error('connect ECONNREFUSED'));
    await expect(failing).rejects.toThrow('ECONNREFUSED');
    await expect(version.current()).rejects.toThrow('ECONNREFUSED');
    expect(db.queries).toHaveLength(2);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(version.readWithin(1000)).toBe('7');
    later(1);
    expect(version.readWithin(1000)).toBeUndefined();
    later(999);
    const retried = version.current();
    await settle();
    expect(db.queries).toHaveLength(3);
    db.queries[2].resolve('9');
    expect(await retried).toBe('9');
    logged.mockRestore();
  });

  it('gives a failed query to its whole batch, and asks again for the next', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementationOnce(() => undefined);
    const errors: unknown[] = [];
    version.whenRead((error) => errors.push(error));
    version.whenRead((error) => errors.push(error));
    await settle();
    db.queries[0].reject(new Error('Connection terminated unexpectedly'));
    await settle();
    expect(errors).toEqual([expect.any(Error), expect.any(Error)]);
    later(1000);
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
