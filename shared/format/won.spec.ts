import { groupWon } from './won';

const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

describe('groupWon', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [30000, '30,000'],
    [120000, '120,000'],
    [1234567, '1,234,567'],
    [-45000, '-45,000'],
    ['50000', '50,000'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%p → %p', (amount, expected) => {
    expect(groupWon(amount)).toBe(expected);
  });

  it('shows what is not a number as 0', () => {
    for (const amount of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(groupWon(amount)).toBe('0');
    }
  });

  it('groups and rounds as Intl ko-KR does, for integers, halves and negatives', () => {
    // A fixed pseudo-random walk over every magnitude up to a billion won.
    // The amounts that differ are gathered and asserted once: an expect per amount (100,000 of
    // them) took 6-10 s of the suite, for the same proof.
    let seed = 20261124;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const differing: [amount: number, grouped: string, expected: string][] = [];
    for (let i = 0; i < 20000; i++) {
      const magnitude = 10 ** Math.floor(next() * 10);
      const integer = Math.floor(next() * magnitude);
      for (const amount of [integer, -integer, integer + 0.5, -(integer + 0.5), integer + 0.49]) {
        const expected = intl.format(amount) === '-0' ? '0' : intl.format(amount);
        const grouped = groupWon(amount);
        if (grouped !== expected) differing.push([amount, grouped, expected]);
      }
    }
    expect(differing).toEqual([]);
  });
});
