import { AsyncLocalStorage } from 'node:async_hooks';

/** What a public read's build learns while its handler runs. */
export interface ReadContext {
  /** The earliest instant (ms) after which the answer is wrong without any write. */
  expiresAt?: number;
}

export const readContext = new AsyncLocalStorage<ReadContext>();

/**
 * Called by a public read's handler while it builds its answer: the answer must be rebuilt at
 * `at` (a seat hold or an offer it counted lapses then), even if nothing is written. Outside a
 * cached build it does nothing.
 */
export function answerChangesAt(at: Date | null | undefined): void {
  const context = readContext.getStore();
  if (!context || !at) return;
  const ms = at.getTime();
  if (context.expiresAt === undefined || ms < context.expiresAt) context.expiresAt = ms;
}
