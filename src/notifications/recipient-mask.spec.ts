import { maskEmail, maskPhone, maskRecipient } from './recipient-mask';

describe('maskRecipient', () => {
  it('keeps two letters of an e-mail name and the whole domain', () => {
    expect(maskEmail('parent.kim@example.com')).toBe('pa****@example.com');
    expect(maskRecipient('EMAIL', 'pa@example.co.kr')).toBe('p****@example.co.kr');
    expect(maskEmail('a@example.com')).toBe('a****@example.com');
  });

  it('never shows the middle of a mobile number', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskRecipient('ALIMTALK', '0111234567')).toBe('011-****-4567');
    expect(maskPhone('010-9876-5432')).toBe('010-****-5432');
  });

  it('masks what does not look like an address or a number at all', () => {
    expect(maskEmail('no-at-sign')).toBe('****');
    expect(maskEmail('@example.com')).toBe('****');
    expect(maskPhone('12345')).toBe('****-45');
    expect(maskPhone('123')).toBe('****');
    expect(maskRecipient('EMAIL', '')).toBe('');
  });
});
