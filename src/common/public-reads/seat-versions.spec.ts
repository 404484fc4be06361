import type { DataSource } from 'typeorm';
import { FixedClock } from '../clock/clock';
import { answerChangesAt, readContext, type ReadContext } from './read-expiry';
import { SeatVersions } from './seat-versions';

describe('SeatVersions.of', () => {
  const versions = new SeatVersions(
    {} as DataSource,
    new FixedClock(new Date('2026-11-22T03:00:00Z')),
  );

  it('picks one lecture’s part, so another lecture’s change leaves it alone', () => {
    expect(versions.of('3:7,5:2', 3)).toBe('3:7');
    expect(versions.of('3:7,5:9', 3)).toBe('3:7');
    expect(versions.of('3:8,5:9', 3)).toBe('3:8');
  });

  it('answers version 0 for a lecture with no row yet, and for an empty read', () => {
    expect(versions.of('3:7', 4)).toBe('4:0');
    expect(versions.of('', 4)).toBe('4:0');
  });
});

describe('answerChangesAt', () => {
  it('keeps the earliest instant reported during a build, and nothing outside one', async () => {
    answerChangesAt(new Date('2026-11-22T03:10:00Z'));
    const context: ReadContext = {};
    await readContext.run(context, async () => {
      answerChangesAt(new Date('2026-11-22T03:15:00Z'));
      await Promise.resolve();
      answerChangesAt(new Date('2026-11-22T03:05:00Z'));
      answerChangesAt(null);
      answerChangesAt(new Date('2026-11-22T03:20:00Z'));
    });
    expect(context.expiresAt).toBe(Date.parse('2026-11-22T03:05:00Z'));
  });
});
