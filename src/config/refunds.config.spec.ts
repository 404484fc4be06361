import { loadRefundsConfig } from './refunds.config';

describe('refunds config', () => {
  it('asks for a code typed within 10 minutes by default', () => {
    expect(loadRefundsConfig({})).toEqual({ freshProofMinutes: 10 });
    expect(loadRefundsConfig({ REFUND_PROOF_FRESH_MINUTES: '5' })).toEqual({
      freshProofMinutes: 5,
    });
  });

  it('refuses a value that is not 1 to 60 whole minutes', () => {
    for (const value of ['0', '61', '2.5', 'ten']) {
      expect(() => loadRefundsConfig({ REFUND_PROOF_FRESH_MINUTES: value })).toThrow(
        /REFUND_PROOF_FRESH_MINUTES/,
      );
    }
  });
});
