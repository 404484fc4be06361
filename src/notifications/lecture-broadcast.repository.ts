import type { EntityManager } from 'typeorm';
import { LectureBroadcast } from './lecture-broadcast.entity';

/*
 * The lecture_broadcast table (owned by notifications): reads and writes in the caller's
 * transaction.
 */

/**
 * Serialises the broadcasts of one lecture (the cap's count, the request key's check and the
 * insert), without touching the lecture's row, which applicants lock to take a seat.
 */
export async function lockBroadcastsOf(manager: EntityManager, lectureId: number): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('lecture-broadcast', $1))`, [
    lectureId,
  ]);
}

export function broadcastByRequestKey(
  manager: EntityManager,
  requestKey: string,
): Promise<LectureBroadcast | null> {
  return manager.findOne(LectureBroadcast, { where: { request_key: requestKey } });
}

export function broadcastById(
  manager: EntityManager,
  id: number,
): Promise<LectureBroadcast | null> {
  return manager.findOne(LectureBroadcast, { where: { id } });
}

/** How many broadcasts the lecture had on this Seoul day. */
export function broadcastsOnDay(
  manager: EntityManager,
  lectureId: number,
  seoulDay: string,
): Promise<number> {
  return manager.count(LectureBroadcast, { where: { lecture_id: lectureId, seoul_day: seoulDay } });
}

export function insertBroadcast(
  manager: EntityManager,
  row: Omit<LectureBroadcast, 'id'>,
): Promise<LectureBroadcast> {
  return manager.getRepository(LectureBroadcast).save(row);
}
