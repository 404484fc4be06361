import { loadWaitlistConfig } from './waitlist.config';

describe('loadWaitlistConfig', () => {
  it('holds an offer 24 hours and runs the job every minute by default (off under test)', () => {
    expect(loadWaitlistConfig({}, false)).toEqual({ offerHours: 24, jobIntervalMs: 60_000 });
    expect(loadWaitlistConfig({}, true)).toEqual({ offerHours: 24, jobIntervalMs: 0 });
  });

  it('reads WAITLIST_OFFER_HOURS and WAITLIST_JOB_INTERVAL_MS', () => {
    expect(
      loadWaitlistConfig({ WAITLIST_OFFER_HOURS: '48', WAITLIST_JOB_INTERVAL_MS: '30000' }, false),
    ).toEqual({ offerHours: 48, jobIntervalMs: 30_000 });
  });

  it.each(['0', '-1', '1.5', 'abc', '169'])('refuses WAITLIST_OFFER_HOURS=%s', (value) => {
    expect(() => loadWaitlistConfig({ WAITLIST_OFFER_HOURS: value }, false)).toThrow(
      /WAITLIST_OFFER_HOURS must be an integer from 1 to 168/,
    );
  });

  it('refuses a job interval that is not whole milliseconds', () => {
    expect(() => loadWaitlistConfig({ WAITLIST_JOB_INTERVAL_MS: '1e9' }, false)).toThrow(
      /WAITLIST_JOB_INTERVAL_MS/,
    );
  });
});
