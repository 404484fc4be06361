import { integerSetting, type Env } from './env-values';

/** How a family proves its e-mail or phone number (issue 32), from the environment. */
export interface FamilyConfig {
  /**
   * How long a one-time code sent to an e-mail or phone stays valid (FAMILY_CODE_MINUTES,
   * default 10, 3..30).
   */
  codeMinutes: number;
  /**
   * How long a browser that typed a right code and chose to be remembered skips the code for
   * that contact (FAMILY_REMEMBER_DAYS, default 30, 1..365).
   */
  rememberDays: number;
  /**
   * Codes sent in any hour per contact from one client address
   * (FAMILY_CODES_PER_CONTACT_AND_ADDRESS_PER_HOUR, default 5, 1..50), per contact from every
   * address together (FAMILY_CODES_PER_CONTACT_PER_HOUR, default 15, 1..100; both forgiven when
   * a code is typed right) and per client address (FAMILY_CODES_PER_ADDRESS_PER_HOUR, default
   * 120, 1..100000: a school, an office or a mobile carrier's shared address stands for many
   * families, as applying's per-address limit allows for; docs/payments.md).
   */
  codesPerHour: { pair: number; contact: number; address: number };
}

export function loadFamilyConfig(env: Env): FamilyConfig {
  return {
    codeMinutes: integerSetting(env, 'FAMILY_CODE_MINUTES', 10, 3, 30),
    rememberDays: integerSetting(env, 'FAMILY_REMEMBER_DAYS', 30, 1, 365),
    codesPerHour: {
      pair: integerSetting(env, 'FAMILY_CODES_PER_CONTACT_AND_ADDRESS_PER_HOUR', 5, 1, 50),
      contact: integerSetting(env, 'FAMILY_CODES_PER_CONTACT_PER_HOUR', 15, 1, 100),
      address: integerSetting(env, 'FAMILY_CODES_PER_ADDRESS_PER_HOUR', 120, 1, 100_000),
    },
  };
}
