import { BadRequestException } from '@nestjs/common';
import { kstWallClock, virtualAccountDueDate } from './payment-start.service';

const SETTINGS = { virtualAccountHours: 72, virtualAccountStartMarginHours: 12 };
// 2026-11-22 12:00:00.500 in Seoul.
const NOW = new Date('2026-11-22T03:00:00.500Z');

describe('virtualAccountDueDate', () => {
  it('is VIRTUAL_ACCOUNT_HOURS ahead, to the whole second, when the lecture is far', () => {
    const due = virtualAccountDueDate(NOW, '2026-12-10', SETTINGS);
    expect(due).toEqual(new Date('2026-11-25T03:00:00.000Z'));
    expect(kstWallClock(due)).toBe('2026-11-25T12:00:00');
  });

  it('is never later than the lecture’s first day (00:00 in Seoul) less the margin', () => {
    expect(kstWallClock(virtualAccountDueDate(NOW, '2026-11-24', SETTINGS))).toBe(
      '2026-11-23T12:00:00',
    );
    expect(
      kstWallClock(
        virtualAccountDueDate(NOW, '2026-11-24', {
          ...SETTINGS,
          virtualAccountStartMarginHours: 0,
        }),
      ),
    ).toBe('2026-11-24T00:00:00');
  });

  it('refuses a virtual account with less than an hour left to pay', () => {
    const halfPastEleven = new Date('2026-11-23T02:30:00Z'); // 11:30 in Seoul, due at 12:00
    expect(() => virtualAccountDueDate(halfPastEleven, '2026-11-24', SETTINGS)).toThrow(
      BadRequestException,
    );
    const earlier = new Date('2026-11-23T01:59:59Z');
    expect(kstWallClock(virtualAccountDueDate(earlier, '2026-11-24', SETTINGS))).toBe(
      '2026-11-23T12:00:00',
    );
  });
});
