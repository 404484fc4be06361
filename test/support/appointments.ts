import type { DataSource } from 'typeorm';
import { adminToken, staffAccount } from './admin-session';
import type { TestApp } from './test-app';
import { AppointmentType } from '../../src/appointments/appointment-type.entity';
import { Counsellor, CounsellorWeeklyHours } from '../../src/appointments/counsellor.entity';
import { Program } from '../../src/programs/program.entity';

let counter = 0;

/** Weekday windows: 10:00–12:00 and 13:00–17:00, Monday to Friday (Seoul minutes). */
export const WEEKDAY_HOURS = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: 600, end: 720 },
  { weekday, start: 780, end: 1020 },
]);

/**
 * A program with one appointment type offered by `counsellors` counsellors (each a staff account
 * with a counsellor profile and WEEKDAY_HOURS), straight into the database.
 */
export async function createBookableType(
  dataSource: DataSource,
  options: {
    counsellors?: number;
    type?: Partial<AppointmentType>;
    hours?: { weekday: number; start: number; end: number }[];
  } = {},
): Promise<{ programId: number; type: AppointmentType; counsellors: Counsellor[] }> {
  return dataSource.transaction(async (manager) => {
    counter += 1;
    const program = await manager.save(
      manager.create(Program, {
        title: `상담 프로그램 ${counter}`,
        target: '초등학생',
        structure: '주 1회 50분',
        price: 50000,
        thumbnail: '',
        naver_url: 'https://booking.naver.com/',
        inquiry: '02-000-0000',
      }),
    );
    const counsellors: Counsellor[] = [];
    for (let index = 0; index < (options.counsellors ?? 1); index += 1) {
      const [account] = (await manager.query(
        `INSERT INTO admin_user (username, password_hash, display_name, role)
         VALUES ($1, 'not-a-hash', $2, 'STAFF') RETURNING id`,
        [`counsellor.${counter}.${index}`, `상담사${index + 1}`],
      )) as { id: number }[];
      const counsellor = await manager.save(
        manager.create(Counsellor, {
          account_id: account.id,
          name: `선생님${counter}-${index + 1}`,
        }),
      );
      await manager.save(
        (options.hours ?? WEEKDAY_HOURS).map((window) =>
          manager.create(CounsellorWeeklyHours, {
            counsellor_id: counsellor.id,
            weekday: window.weekday,
            start_minute: window.start,
            end_minute: window.end,
          }),
        ),
      );
      counsellors.push(counsellor);
    }
    const type = await manager.save(
      manager.create(AppointmentType, {
        program_id: program.id,
        name: '초기 상담',
        description: '아이와 부모님이 함께 와서 이야기 나눠요.',
        duration_minutes: 50,
        buffer_after_minutes: 10,
        price: 50000,
        deposit: 0,
        min_notice_minutes: 1440,
        max_ahead_days: 30,
        cancel_deadline_hours: 24,
        counsellors,
        ...options.type,
      }),
    );
    return { programId: program.id, type, counsellors };
  });
}

/**
 * The centre's calendar team on a fresh app: the owner, a front-desk staff account, and a type
 * offered by two counsellors, A's profile belonging to the staff account `counsellor.a` (who
 * signs in with `counsellorA`), B's to nobody who signs in.
 */
export async function calendarTeam(t: TestApp) {
  const owner = await adminToken(t);
  const desk = (await staffAccount(t, 'front.desk')).token;
  const mine = await staffAccount(t, 'counsellor.a');
  const made = await createBookableType(t.dataSource, { counsellors: 2 });
  const [a, b] = made.counsellors.map((each) => each.id);
  await t.dataSource.query(`UPDATE counsellor SET account_id = $1 WHERE id = $2`, [mine.id, a]);
  return { owner, desk, counsellorA: mine.token, type: made.type, a, b };
}
