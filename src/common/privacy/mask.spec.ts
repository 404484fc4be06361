import {
  maskAccount,
  maskBirth,
  maskedBirth,
  maskedContact,
  maskedEmail,
  maskEmail,
  maskName,
  maskPhone,
} from './mask';

describe('the one masker', () => {
  it('keeps two letters of an e-mail name and the whole domain', () => {
    expect(maskEmail('hong.parent@example.com')).toBe('ho****@example.com');
    expect(maskEmail('ab@example.com')).toBe('a****@example.com');
  });

  it('keeps the first three and last four digits of a phone, hyphens or not', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
  });

  it('leaves an emptied (purged) value empty', () => {
    expect(maskedContact('')).toBe('');
    expect(maskedEmail(null)).toBe('');
    expect(maskedContact('010-1234-5678')).toBe('010-****-5678');
    expect(maskedEmail('parent@example.com')).toBe('pa****@example.com');
  });

  it('keeps only the year of a birth date (issue 32)', () => {
    expect(maskBirth('2015-03-09')).toBe('2015-**-**');
    expect(maskBirth('not a date')).toBe('****');
    expect(maskedBirth('')).toBe('');
    expect(maskedBirth('1988-04-12')).toBe('1988-**-**');
  });

  it('keeps only the last four digits of an account number, at most half of a short one', () => {
    expect(maskAccount('110123456789')).toBe('***-6789');
    expect(maskAccount('110-123-456789')).toBe('***-6789');
    expect(maskAccount('123456789')).toBe('***-6789');
    expect(maskAccount('12345678')).toBe('***-5678');
    expect(maskAccount('123456')).toBe('***-456');
    expect(maskAccount('1234')).toBe('***-34');
    expect(maskAccount('12')).toBe('***-2');
    expect(maskAccount('1')).toBe('***');
    expect(maskAccount('')).toBe('***');
  });

  it("keeps a name's first and last letters, and only the first of two", () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('하늘')).toBe('하*');
    expect(maskName(' 솔 ')).toBe('*');
  });
});
