import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { ContentVersion } from './content-version';

/**
 * The seat versions of every lecture (`lecture_seat_version`, bumped by triggers in the
 * transaction of any write that changes a lecture's seats: an application, a payment's outcome,
 * a lapsed hold taken again, a waiting-list offer; not a write that keeps a seat, whose cached
 * answers expire when the hold they counted was due), read as one string `id:version,...` at most once a
 * second like the content version. A cached answer about one lecture's seats compares that
 * lecture's part only, so a seat taken in lecture A rebuilds A's answers and the list, never
 * the programs or another lecture's.
 */
@Injectable()
export class SeatVersions extends ContentVersion {
  protected override readonly what = 'lecture seat versions';
  private parsed?: { from: string; versions: Map<number, string> };

  constructor(dataSource: DataSource, clock: Clock) {
    super(dataSource, clock);
  }

  /** The part of `all` (a read of this) that one lecture's seats depend on. */
  of(all: string, lectureId: number): string {
    if (this.parsed?.from !== all) {
      const versions = new Map<number, string>();
      for (const pair of all ? all.split(',') : []) {
        const [id, version] = pair.split(':');
        versions.set(Number(id), version);
      }
      this.parsed = { from: all, versions };
    }
    return `${lectureId}:${this.parsed.versions.get(lectureId) ?? '0'}`;
  }

  protected override async query(): Promise<string> {
    const [row]: { versions: string }[] = await this.dataSource.query(
      `SELECT coalesce(string_agg(lecture_id || ':' || version, ',' ORDER BY lecture_id), '')
                AS versions
         FROM lecture_seat_version`,
    );
    return row.versions;
  }
}
