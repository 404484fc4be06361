import { In, type EntityManager } from 'typeorm';
import type { LectureSessionResponse } from './dto/lecture-session.response';
import { LectureSession } from './lecture-session.entity';

export function toSessionResponse(session: LectureSession): LectureSessionResponse {
  return {
    day: session.day,
    start: session.start_time.slice(0, 5),
    end: session.end_time.slice(0, 5),
  };
}

/** These lectures' sessions, each list by day and hour. */
export async function sessionsOf(
  manager: EntityManager,
  lectureIds: readonly number[],
): Promise<Map<number, LectureSession[]>> {
  const rows = lectureIds.length
    ? await manager.find(LectureSession, {
        where: { lecture_id: In([...new Set(lectureIds)]) },
        order: { lecture_id: 'ASC', day: 'ASC', start_time: 'ASC' },
      })
    : [];
  const byLecture = new Map<number, LectureSession[]>();
  for (const row of rows) {
    const list = byLecture.get(row.lecture_id) ?? [];
    list.push(row);
    byLecture.set(row.lecture_id, list);
  }
  return byLecture;
}
