import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { SandboxIdempotency } from './sandbox-idempotency.entity';
import type { ApiAnswer } from './toss-errors';

/** A repeated Idempotency-Key answers the first response for 15 days (toss-contract.md §4). */
export const IDEMPOTENCY_TTL_MS = 15 * 24 * 60 * 60 * 1000;

/** Toss matches a key together with the request's URL and method, never across payments. */
export function idempotencyHash(path: string, key: string): string {
  return createHash('sha256').update(`POST ${path}\n${key}`).digest('hex');
}

/**
 * The first answer stored for a key (hashed with its path), while it is fresh; a stale one is
 * forgotten. Runs inside the caller's transaction.
 */
export async function replayed(
  manager: EntityManager,
  storedKey: string,
  now: Date,
): Promise<ApiAnswer | undefined> {
  const stored = await manager.findOneBy(SandboxIdempotency, { idempotency_key: storedKey });
  if (stored && now.getTime() - stored.created_at.getTime() <= IDEMPOTENCY_TTL_MS) {
    return { status: stored.status_code, body: stored.response as object };
  }
  if (stored) await manager.delete(SandboxIdempotency, { idempotency_key: storedKey });
  return undefined;
}

/** Keeps an answer for its key, to replay for every repeat. */
export async function remember(
  manager: EntityManager,
  storedKey: string,
  path: string,
  answer: ApiAnswer,
  now: Date,
): Promise<void> {
  await manager.insert(SandboxIdempotency, {
    idempotency_key: storedKey,
    request_path: path.slice(0, 300),
    status_code: answer.status,
    response: answer.body ?? {},
    created_at: now,
  });
}
