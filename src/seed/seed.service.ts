import { INQUIRY_CONSENT } from '../../shared/inquiry';
import { Inquiry } from '../inquiries/inquiry.entity';
import { recordDeskPayment, SYSTEM } from '../ledger';
import { Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import { sanitizeLectureHtml } from '../common/html/sanitize-lecture-html';
import { PROJECT_ROOT } from '../config/app.config';
import { Application } from '../applications/application.entity';
import { ApplicationFee } from '../applications/application-fee.entity';
import { LectureFee } from '../lectures/lecture-fee.entity';
import { LectureSession } from '../lectures/lecture-session.entity';
import { Lecture } from '../lectures/lecture.entity';
import { AppointmentType } from '../appointments/appointment-type.entity';
import { Counsellor, CounsellorWeeklyHours } from '../appointments/counsellor.entity';
import { ProgramImage } from '../programs/program-image.entity';
import { Program } from '../programs/program.entity';
import { ImageStorage, type UploadFolder } from '../uploads';
import {
  demoAppointmentTypes,
  demoCounsellor,
  demoLectures,
  demoPrograms,
  type DemoLecture,
} from './demo-content';

export const DEMO_ASSETS_DIR = join(PROJECT_ROOT, 'src/seed/assets');

/** Any constant works; it only has to be the same in every process that seeds. */
const SEED_LOCK_KEY = 7_203_001;

export type SeedResult = 'seeded' | 'skipped';

/**
 * Demo content for a database that holds no programs and no lectures. Safe to run twice, and
 * safe when two processes start at once: the check and the inserts run under one advisory lock.
 * Lecture dates are laid around "today" in Seoul so that every registration status shows.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly storage: ImageStorage,
  ) {}

  async seedIfEmpty(): Promise<SeedResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const [{ count }] = await manager.query<{ count: string }[]>(
        'SELECT (SELECT count(*) FROM program) + (SELECT count(*) FROM lecture) AS count',
      );
      if (Number(count) > 0) return 'skipped' as const;
      await this.copyAssets();
      const firstProgramId = await this.insertPrograms(manager);
      await this.insertAppointmentSetup(manager, firstProgramId);
      await this.insertLectures(manager, seoulDate(this.clock.now()));
      await this.insertInquiry(manager);
      return 'seeded' as const;
    });
    if (result === 'seeded') {
      this.logger.log(
        `demo content: ${demoPrograms.length} programs, ${demoLectures.length} lectures`,
      );
    }
    return result;
  }

  private async copyAssets(): Promise<void> {
    const copies: [string, UploadFolder, string][] = [
      ...demoPrograms.flatMap((program) =>
        [program.thumbnail, ...program.images].map((file): [string, UploadFolder, string] => [
          'programs',
          'programFiles',
          file,
        ]),
      ),
      ...demoLectures.map((lecture): [string, UploadFolder, string] => [
        'lectures',
        'lectureFiles',
        lecture.banner,
      ]),
    ];
    await Promise.all(
      copies.map(async ([from, to, file]) =>
        this.storage.write(to, file, await readFile(join(DEMO_ASSETS_DIR, from, file))),
      ),
    );
  }

  /** The programs; answers the first one's id. */
  private async insertPrograms(manager: EntityManager): Promise<number> {
    const ids: number[] = [];
    for (const [i, demo] of demoPrograms.entries()) {
      const program = await manager.save(
        manager.create(Program, {
          title: demo.title,
          target: demo.target,
          structure: demo.structure,
          price: demo.price,
          thumbnail: demo.thumbnail,
          naver_url: demo.naver_url,
          inquiry: demo.inquiry,
          display_order: i + 1,
        }),
      );
      await manager.insert(
        ProgramImage,
        demo.images.map((file_name, position) => ({ program_id: program.id, file_name, position })),
      );
      ids.push(program.id);
    }
    return ids[0];
  }

  /**
   * Counselling appointments (issue 37) on the first program: two types, offered by a counsellor
   * profile of the first account (the owner the start created), who works weekdays 10:00–18:00
   * with a lunch hour. No account yet (a bare seed): the types stay, with nobody offering them.
   */
  private async insertAppointmentSetup(manager: EntityManager, programId: number): Promise<void> {
    const [account] = await manager.query<{ id: number }[]>(
      `SELECT id FROM admin_user WHERE deactivated_at IS NULL
        ORDER BY (role = 'OWNER') DESC, id LIMIT 1`,
    );
    const counsellor = account
      ? await manager.save(
          manager.create(Counsellor, { account_id: account.id, name: demoCounsellor.name }),
        )
      : null;
    if (counsellor) {
      await manager.insert(
        CounsellorWeeklyHours,
        [1, 2, 3, 4, 5].flatMap((weekday) =>
          demoCounsellor.hours.map(([start, end]) => ({
            counsellor_id: counsellor.id,
            weekday,
            start_minute: start,
            end_minute: end,
          })),
        ),
      );
    }
    for (const type of demoAppointmentTypes) {
      await manager.save(
        manager.create(AppointmentType, {
          ...type,
          program_id: programId,
          counsellors: counsellor ? [counsellor] : [],
        }),
      );
    }
  }

  private async insertLectures(manager: EntityManager, today: string): Promise<void> {
    for (const demo of demoLectures) {
      const lecture = await manager.save(manager.create(Lecture, lectureRow(demo, today)));
      const fees = await manager.save(
        demo.fees.map((fee) =>
          manager.create(LectureFee, {
            lecture_id: lecture.id,
            fee_type: fee.label,
            amount: fee.amount,
            capacity: fee.capacity ?? null,
          }),
        ),
      );
      await manager.insert(
        LectureSession,
        demo.sessions.map(([dayOffset, start, end]) => ({
          lecture_id: lecture.id,
          day: addDays(lecture.lec_period_start, dayOffset),
          start_time: start,
          end_time: end,
        })),
      );
      await this.insertPaidApplications(manager, lecture, fees, demo.paidApplications ?? 0);
    }
  }

  /**
   * One question waiting in 문의 관리, from a fictional parent at a reserved address, so that a
   * newcomer sees the list and can answer it (the answer lands in /sandbox/messages).
   */
  private async insertInquiry(manager: EntityManager): Promise<void> {
    await manager.insert(Inquiry, {
      name: '데모 문의자',
      phone: null,
      email: 'demo.inquiry@example.com',
      topic: 'PROGRAM',
      body: '초등학교 3학년 아이의 사회성 그룹에 관심이 있어요. 평일 저녁이나 토요일에도 진행하나요?',
      consent_version: INQUIRY_CONSENT.version,
      status: 'NEW',
      created_at: this.clock.now(),
    });
  }

  /**
   * Paid demo applications taking seats of a lecture with a capacity, so that a newcomer sees
   * 잔여 N석 and 정원 마감. Fictional people at reserved addresses (example.com), paid as at the
   * desk in cash (no provider was ever asked), each with its row in the money ledger, so the
   * back office's totals and the ledger agree from the first start.
   */
  private async insertPaidApplications(
    manager: EntityManager,
    lecture: Lecture,
    fees: LectureFee[],
    count: number,
  ): Promise<void> {
    const total = fees.reduce((sum, fee) => sum + fee.amount, 0);
    for (let i = 1; i <= count; i += 1) {
      const number = String(i).padStart(2, '0');
      const application = await manager.save(
        manager.create(Application, {
          lecture_id: lecture.id,
          applicant_name: `데모 신청자 ${number}`,
          applicant_email: `demo.seat${lecture.id}.${number}@example.com`,
          applicant_contact: `010-0000-00${number}`,
          applicant_birth: '1985-01-01',
          total_amount: total,
          pay_method: 'CASH',
          payment_status: 'Y',
          created_at: this.clock.now(),
        }),
      );
      await recordDeskPayment(manager, {
        applicationId: application.id,
        amount: total,
        method: 'CASH',
        occurredAt: this.clock.now(),
        note: '데모 데이터',
        actor: SYSTEM,
      });
      await manager.insert(
        ApplicationFee,
        fees.map((fee) => ({
          application_id: application.id,
          lecture_fee_id: fee.id,
          fee_type: fee.fee_type,
          amount: fee.amount,
        })),
      );
    }
  }
}

function lectureRow(demo: DemoLecture, today: string): Partial<Lecture> {
  return {
    title: demo.title,
    instructor_name: demo.instructor_name,
    organizer: demo.organizer,
    inquiry: demo.inquiry,
    content: sanitizeLectureHtml(demo.content),
    file_name: demo.banner,
    reg_period_start: addDays(today, demo.reg.start),
    reg_start_time: demo.regStartTime ?? '00:00',
    reg_period_end: addDays(today, demo.reg.end),
    lec_period_start: addDays(today, demo.lec.start),
    lec_period_end: addDays(today, demo.lec.end),
    capacity: demo.capacity ?? null,
    audience: demo.audience,
    venue: demo.venue,
    participant: demo.participant ?? 'APPLICANT',
  };
}
