import { MAX_INPUT_DEPTH, inputRefusal, jsonNestsDeeperThan } from './storable-input';

const nested = (levels: number) => `${'['.repeat(levels)}0${']'.repeat(levels)}`;

describe('inputRefusal', () => {
  it.each([
    ['Korean text with line breaks and tabs', { body: '첫 줄\r\n\t둘째 줄' }],
    ['an emoji (a surrogate pair)', ['😀 좋아요']],
    ['the invisible direction marks', '\u200e\u200f\u061c'],
    ['numbers, switches and null', { a: 1, b: [true, null] }],
    ['bytes (an uploaded file)', { file: Buffer.from([0, 1, 2]) }],
  ])('takes %s', (_name, value) => {
    expect(inputRefusal(value)).toBeUndefined();
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['an escape', '\u001b[31m'],
    ['a C1 next-line', 'a\u0085b'],
    ['a right-to-left override', '\u202e강의'],
    ['a left-to-right embedding', '\u202a'],
    ['a first-strong isolate', '\u2068'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00a'],
    ['a swapped pair', '\ude00\ud83d'],
  ])('refuses %s, however deep', (_name, text) => {
    expect(inputRefusal(text)).toBe('character');
    expect(inputRefusal({ a: [{ b: text }] })).toBe('character');
    expect(inputRefusal({ [text]: 1 })).toBe('character');
  });

  it(`refuses nesting past ${MAX_INPUT_DEPTH} levels`, () => {
    expect(inputRefusal(JSON.parse(nested(MAX_INPUT_DEPTH)))).toBeUndefined();
    expect(inputRefusal(JSON.parse(nested(MAX_INPUT_DEPTH + 1)))).toBe('depth');
  });
});

describe('jsonNestsDeeperThan', () => {
  const bytes = (text: string) => Buffer.from(text);

  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(bytes(nested(3)), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(nested(4)), 3)).toBe(true);
    expect(jsonNestsDeeperThan(bytes('{"a":{"b":[1]}}'), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a":{"b":[[1]]}}'), 3)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(`{"a":"${'[{'.repeat(50)}"}`), 3)).toBe(false);
    // An escaped quote does not end the string.
    expect(jsonNestsDeeperThan(bytes(`{"a":"\\"${'['.repeat(50)}"}`), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"가":"\\\\",  "b":[[[1]]]}`), 3)).toBe(true);
  });

  it('draws the line where inputRefusal does', () => {
    expect(jsonNestsDeeperThan(bytes(nested(5_000)), MAX_INPUT_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(nested(MAX_INPUT_DEPTH + 1)), MAX_INPUT_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(nested(MAX_INPUT_DEPTH)), MAX_INPUT_DEPTH)).toBe(false);
  });
});
