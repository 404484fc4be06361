import { describe, expect, it } from 'vitest';
import { formatFeeRange } from './format';

describe('a lecture’s fee', () => {
  it('is one amount, a range, 무료, or nothing before courses exist', () => {
    expect(formatFeeRange({ fee_min: 90000, fee_max: 90000 })).toBe('90,000원');
    expect(formatFeeRange({ fee_min: 50000, fee_max: 90000 })).toBe('50,000원~90,000원');
    expect(formatFeeRange({ fee_min: 0, fee_max: 0 })).toBe('무료');
    expect(formatFeeRange({ fee_min: null, fee_max: null })).toBe('');
  });
});
