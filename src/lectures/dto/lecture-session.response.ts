/** A session on the wire: its day and hours, "HH:MM" on the centre's clock (Asia/Seoul). */
export class LectureSessionResponse {
  /** @example "2026-12-06" */
  day: string;
  /** @example "10:00" */
  start: string;
  /** @example "12:00" */
  end: string;
}
