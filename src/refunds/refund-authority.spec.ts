import fc from 'fast-check';
import { directLeft, staffCause } from './refund-authority';

/**
 * What the forms say before a staff member asks (directLeft: "up to N원 yourself") and what the
 * server then decides under its locks (staffCause) are one rule: within the allowance a refund is
 * the member's, one won above it waits for the owner.
 */
describe('a staff member’s allowance', () => {
  const limit = fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null });
  const won = fc.integer({ min: 0, max: 500_000 });

  it('is exactly where staffCause stops answering WITHIN_LIMIT', () => {
    fc.assert(
      fc.property(limit, limit, won, won, (perApplication, perDay, application, day) => {
        const limits = { perApplication, perDay };
        const counted = { application, day };
        const left = directLeft(limits, counted);
        if (left > 0) expect(staffCause(limits, counted, left)).toBe('WITHIN_LIMIT');
        expect(staffCause(limits, counted, left + 1)).not.toBe('WITHIN_LIMIT');
      }),
    );
  });

  it('is nothing without a per-application limit, and the smaller of what both leave', () => {
    expect(directLeft({ perApplication: null, perDay: 50000 }, { application: 0, day: 0 })).toBe(0);
    expect(
      directLeft({ perApplication: 20000, perDay: 30000 }, { application: 5000, day: 25000 }),
    ).toBe(5000);
    expect(
      directLeft({ perApplication: 20000, perDay: null }, { application: 25000, day: 0 }),
    ).toBe(0);
  });
});
