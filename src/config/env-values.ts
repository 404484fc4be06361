/** The environment as the configuration loaders read it. */
export type Env = Record<string, string | undefined>;

/** An integer setting within [min, max]; unset or blank: `fallback`. */
export function integerSetting(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

/**
 * Refuses a setting that was renamed (its unit changed), so that a deployment still setting the
 * old name does not silently run with the default.
 */
export function refuseRenamed(env: Env, oldName: string, newName: string, how: string): void {
  const value = env[oldName];
  if (value === undefined || value.trim() === '') return;
  throw new Error(`${oldName} is now ${newName} (${how}); got ${oldName}="${value}"`);
}
