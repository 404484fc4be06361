import {
  identityDigits,
  isBusinessNumber,
  maskedIdentity,
  normalizedIdentity,
} from './identity-number';

describe('cash receipt identity numbers', () => {
  it('reads digits through dashes and spaces, and nothing else', () => {
    expect(identityDigits(' 010-1234 5678 ')).toBe('01012345678');
    expect(identityDigits('010.1234.5678')).toBeNull();
    expect(identityDigits('-0101234')).toBeNull();
    expect(identityDigits('')).toBeNull();
  });

  it('takes Korean mobile numbers for 소득공제', () => {
    expect(normalizedIdentity('소득공제', '010-1234-5678')).toBe('01012345678');
    expect(normalizedIdentity('소득공제', '011-123-4567')).toBe('0111234567');
    expect(normalizedIdentity('소득공제', '02-123-4567')).toBeNull();
    expect(normalizedIdentity('소득공제', '010-1234-56789')).toBeNull();
    expect(normalizedIdentity('소득공제', '012-1234-5678')).toBeNull();
  });

  it('checks a 사업자등록번호 by its check digit', () => {
    // 124-81-00998 (a well-known listed company's number) is valid; one digit off is not.
    expect(isBusinessNumber('1248100998')).toBe(true);
    expect(isBusinessNumber('1248100997')).toBe(false);
    expect(isBusinessNumber('220-81-62517'.replace(/-/g, ''))).toBe(true);
    expect(isBusinessNumber('123456789')).toBe(false);
    expect(normalizedIdentity('지출증빙', '124-81-00998')).toBe('1248100998');
    expect(normalizedIdentity('지출증빙', '010-1234-5678')).toBeNull();
  });

  it('masks what the back office keeps', () => {
    expect(maskedIdentity('소득공제', '01012345678')).toBe('010-****-5678');
    expect(maskedIdentity('소득공제', '0111234567')).toBe('011-****-4567');
    expect(maskedIdentity('지출증빙', '1248100998')).toBe('124-81-*****');
  });
});
