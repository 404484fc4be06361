/** Refunds (issue 32), from the environment. */
export interface RefundsConfig {
  /**
   * How recently a family must have typed a one-time code for its refund to a bank account to go
   * straight to the provider (REFUND_PROOF_FRESH_MINUTES, default 10). Older: the family is asked
   * to type a code again (403 FRESH_PROOF_REQUIRED).
   */
  freshProofMinutes: number;
}

type Env = Record<string, string | undefined>;

export function loadRefundsConfig(env: Env): RefundsConfig {
  const value = env.REFUND_PROOF_FRESH_MINUTES;
  if (value === undefined || value.trim() === '') return { freshProofMinutes: 10 };
  const minutes = Number(value);
  // At most an hour: "recently" must stay short, or a borrowed browser could name an account.
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
    throw new Error(`REFUND_PROOF_FRESH_MINUTES must be an integer from 1 to 60, got "${value}"`);
  }
  return { freshProofMinutes: minutes };
}
