import { loadWaitlistConfig } from './waitlist.config';

describe('loadWaitlistConfig', () => {
  it('holds an offer 24 hours and runs the job every minute by default (off under test)', () => {
    expect(loadWaitlistConfig({}, false)).toEqual({ offerHours: 24, jobIntervalSeconds: 60 });
    expect(loadWaitlistConfig({}, true)).toEqual({ offerHours: 24, jobIntervalSeconds: 0 });
  });

  it('reads WAITLIST_OFFER_HOURS and WAITLIST_JOB_INTERVAL_SECONDS', () => {
    expect(
      loadWaitlistConfig(
        { WAITLIST_OFFER_HOURS: '48', WAITLIST_JOB_INTERVAL_SECONDS: '30' },
        false,
      ),
    ).toEqual({ offerHours: 48, jobIntervalSeconds: 30 });
  });

  it.each(['0', '-1', '1.5', 'abc', '169'])('refuses WAITLIST_OFFER_HOURS=%s', (value) => {
    expect(() => loadWaitlistConfig({ WAITLIST_OFFER_HOURS: value }, false)).toThrow(
      /WAITLIST_OFFER_HOURS must be an integer from 1 to 168/,
    );
  });

  it.each(['1e9', '0.5', '3601', '-1'])('refuses WAITLIST_JOB_INTERVAL_SECONDS=%s', (value) => {
    expect(() => loadWaitlistConfig({ WAITLIST_JOB_INTERVAL_SECONDS: value }, false)).toThrow(
      /WAITLIST_JOB_INTERVAL_SECONDS must be an integer from 0 to 3600/,
    );
  });

  it('refuses the old millisecond setting and names the new one', () => {
    expect(() => loadWaitlistConfig({ WAITLIST_JOB_INTERVAL_MS: '60000' }, false)).toThrow(
      /WAITLIST_JOB_INTERVAL_MS is now WAITLIST_JOB_INTERVAL_SECONDS/,
    );
  });
});
