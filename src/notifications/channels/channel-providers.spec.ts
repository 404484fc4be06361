import { ALIMTALK_KINDS, checkAlimtalkTemplates } from './channel-providers';
import { providerAnswer } from './provider-answer';

describe('checkAlimtalkTemplates', () => {
  const all = Object.fromEntries(ALIMTALK_KINDS.map((kind) => [kind, `KA01TP-${kind}`]));

  it('asks a template of every family message and none of the centre’s e-mails', () => {
    expect(ALIMTALK_KINDS).toContain('application-received');
    expect(ALIMTALK_KINDS).toContain('waitlist-offer');
    expect(ALIMTALK_KINDS).not.toContain('centre-daily-digest');
    expect(() => checkAlimtalkTemplates(all)).not.toThrow();
  });

  it('names every kind SOLAPI_TEMPLATES leaves out', () => {
    const { 'lecture-reminder': _a, 'deposit-reminder': _b, ...partial } = all;
    expect(() => checkAlimtalkTemplates(partial)).toThrow(
      'SOLAPI_TEMPLATES has no template for: deposit-reminder, lecture-reminder',
    );
  });
});

describe('providerAnswer', () => {
  it('keeps the reason and drops addresses and phone numbers', () => {
    expect(
      providerAnswer('550 5.1.1 <parent@example.com>: Recipient address rejected: User unknown'),
    ).toBe('550 5.1.1 <(주소)>: Recipient address rejected: User unknown');
    expect(providerAnswer('수신번호 형식이 올바르지 않습니다. (010-1234-5678)')).toBe(
      '수신번호 형식이 올바르지 않습니다. ((번호))',
    );
    expect(providerAnswer('x'.repeat(600))).toHaveLength(500);
    expect(providerAnswer(undefined)).toBe('');
  });
});
