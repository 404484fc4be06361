/**
 * An amount of won as the site writes it, without the unit: 120000 → "120,000". Integer won is
 * what the server stores; anything unparsable shows as "0", and fractions (never stored, but a
 * hand-typed string could carry one) round half away from zero, as Intl.NumberFormat('ko-KR')
 * with no fraction digits does.
 *
 * Grouped by hand rather than with Intl: the frontend's formatWon is in the chunk every public
 * page loads, and constructing an Intl formatter (its locale data) is main-thread work that a
 * throttled phone CPU feels (Lighthouse, bench step 3).
 */
export function groupWon(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const number = Number.isFinite(value) ? (value as number) : 0;
  const whole = Math.round(Math.abs(number));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return number < 0 && whole > 0 ? `-${grouped}` : grouped;
}
