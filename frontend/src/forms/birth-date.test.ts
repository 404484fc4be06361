import { describe, expect, it } from 'vitest';
import { birthDigits, birthIso, validBirth } from './birth-date';

describe('a birth date typed as 8 digits', () => {
  it('keeps the digits of what was typed, at most 8', () => {
    expect(birthDigits('1985-03-12')).toBe('19850312');
    expect(birthDigits('1985.03.12')).toBe('19850312');
    expect(birthDigits('198503121')).toBe('19850312');
    expect(birthDigits('abc')).toBe('');
  });

  it('reads 8 digits as a calendar day, and only a real one', () => {
    expect(birthIso('19850312')).toBe('1985-03-12');
    expect(birthIso('20000229')).toBe('2000-02-29');
    expect(birthIso('19850230')).toBeNull();
    expect(birthIso('19851301')).toBeNull();
    expect(birthIso('19850001')).toBeNull();
    expect(birthIso('1985031')).toBeNull();
  });

  it('takes a day from 1900 to today, not one in the future', () => {
    expect(validBirth('19000101', '2026-11-30')).toBe('1900-01-01');
    expect(validBirth('18991231', '2026-11-30')).toBeNull();
    expect(validBirth('20261130', '2026-11-30')).toBe('2026-11-30');
    expect(validBirth('20261201', '2026-11-30')).toBeNull();
  });
});
