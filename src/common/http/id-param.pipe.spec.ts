import { BadRequestException } from '@nestjs/common';
import { IdParamPipe } from './id-param.pipe';

describe('IdParamPipe', () => {
  const pipe = new IdParamPipe();

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('turns %p into %p', (input, expected) => {
    expect(pipe.transform(input)).toBe(expected);
  });

  it.each([
    '0',
    '-1',
    '01',
    '1.0',
    '1.5',
    '1e2',
    '1e308',
    ' 1',
    'abc',
    '',
    '2147483648',
    '99999999999',
    '99999999999999999999',
  ])('refuses %p with a Korean message', (input) => {
    expect(() => pipe.transform(input)).toThrow(new BadRequestException('잘못된 ID 형식입니다.'));
  });
});
