// What removing a person's data leaves, shared by the retention and a parent's deletion request.

/** What an anonymised application's personal fields become (the columns are NOT NULL). */
export const ANONYMOUS = {
  name: '(삭제됨)',
  contact: '000-0000-0000',
  birth: '1900-01-01',
  email: (id: number) => `deleted-${id}@deleted.invalid`,
} as const;

/**
 * What an application loses when its person goes: `unpaid` (no money ever moved) keeps nothing
 * of the person; `paid` keeps what the Electronic Commerce Act needs, with a masked name.
 */
export type AnonymiseRule = 'unpaid' | 'paid';

/** The Seoul date `years` before `date` (29 February becomes 28 February). */
export function yearsBefore(date: string, years: number): string {
  return yearsFrom(date, -years);
}

/**
 * The last day the Electronic Commerce Act's remains of a paid application are kept: its
 * lecture's last day plus `years` (the retention deletes them the day after).
 */
export function recordsKeptUntil(lectureEnd: string, years: number): string {
  return yearsFrom(lectureEnd, years);
}

function yearsFrom(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
