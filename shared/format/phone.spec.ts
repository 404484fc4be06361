import { formatPhone, isCompletePhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['0101234567', '010-1234-567'],
    ['01012345678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['abc010x1234y5678', '010-1234-5678'],
    ['+82 10', '821-0'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('never exceeds 13 characters', () => {
    expect(formatPhone('9'.repeat(40))).toHaveLength(13);
  });
});

describe('isCompletePhone', () => {
  it.each(['010-1234-5678', '011-1234-567', '02-1234-5678'.replace('02-', '021-')])(
    'accepts %p',
    (value) => {
      expect(isCompletePhone(value)).toBe(true);
    },
  );
  it.each(['010-1234', '01012345678', '010-123-4567', '110-1234-5678', '010-1234-56789', ''])(
    'refuses %p',
    (value) => {
      expect(isCompletePhone(value)).toBe(false);
    },
  );
});
