import { maskPersonalData } from './mask';

describe('maskPersonalData', () => {
  it('keeps only the first letter and the domain of an e-mail', () => {
    expect(maskPersonalData('lookup for parent.kim@example.co.kr failed')).toBe(
      'lookup for p***@example.co.kr failed',
    );
  });

  it('removes tokens and credentials', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl';
    expect(maskPersonalData(`token ${jwt} refused`)).toBe('token [jwt] refused');
    expect(maskPersonalData('Authorization: Bearer abcdefghijklmnop')).toBe(
      'Authorization: Bearer [redacted]',
    );
    expect(maskPersonalData('Basic dGVzdF9za19zYW5kYm94Og==')).toBe('Basic [redacted]');
  });

  it('keeps only the first and last digits of a mobile number, however it is written', () => {
    expect(maskPersonalData('sms to 010-7391-2846 failed')).toBe('sms to 010-****-2846 failed');
    expect(maskPersonalData('sms to 01073912846 failed')).toBe('sms to 010-****-2846 failed');
    expect(maskPersonalData('011 391 2846')).toBe('011-****-2846');
    // Not an order number or an amount that happens to hold those digits.
    expect(maskPersonalData('order 2010739128461')).toBe('order 2010739128461');
    expect(maskPersonalData('02-739-2846')).toBe('02-739-2846');
  });

  it('removes a birth date that is named as one, not every date', () => {
    expect(maskPersonalData('{"birth":"2015-03-09"}')).toBe('{"birth":"[redacted]"}');
    expect(maskPersonalData('생년월일 20150309')).toBe('생년월일 [redacted]');
    expect(maskPersonalData('lecture starts 2026-12-10')).toBe('lecture starts 2026-12-10');
  });
});
