/**
 * A name as records keep it once the person's data is gone: its first and last characters
 * (김민지 → 김*지, 김민 → 김*, Maria → M***a), enough for the centre to recognise a record
 * when the family asks, not enough to find the person.
 */
export function maskedName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
