import { guardianRelationLabel, schoolYearLabel } from '../../shared/participant';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../audit';
import { Clock } from '../common/clock/clock';
import { Lecture } from '../lectures/lecture.entity';
import {
  METHOD_NAMES,
  type ApplicationMethod,
  type ApplicationPaymentStatus,
} from '../common/money/payment-method';
import { CENTRE_TIME_ZONE } from '../common/dates/seoul-date';
import { maskedBirth, maskedContact, maskedEmail } from '../common/privacy/mask';
import { PersonalDataAccessLog, type AccessActor } from '../privacy';
import { toCsv } from './csv';
import type {
  AdminUserRow,
  ApplicationListPage,
  CsvFile,
  LectureApplicantRow,
} from './dto/admin.response';
import type { ApplicationSearchQuery } from './dto/application-search.dto';
import { WAITLIST_STATUS_WORDS } from '../waitlist';
import type { WaitlistStatus } from '../waitlist/waitlist-entry.entity';

const LECTURE_NOT_FOUND = '강의를 찾을 수 없습니다.';

const PAYMENT_STATUS_WORDS: Record<ApplicationPaymentStatus, string> = {
  Y: '결제 완료',
  W: '입금 대기',
  N: '미결제',
  C: '취소',
  P: '부분 환불',
};

const CSV_HEADER = [
  '강의명',
  '이름',
  '연락처',
  '이메일',
  '생년월일',
  '결제 상태',
  '총 금액',
  '선택 강의',
  '신청일시',
  '참여 자녀',
  '자녀 학년',
  '법정대리인',
] as const;

/** The CSV's first line, before its header: the file holds families' personal data. */
export const PERSONAL_DATA_NOTICE =
  '※ 개인정보가 포함된 파일입니다. 업무 목적 외 사용·보관·전달을 금지하며, 사용 후 안전하게 삭제해 주세요.';

const seoulDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

interface ApplicationRow {
  id: number;
  lecture_title: string;
  applicant_name: string;
  applicant_email: string;
  applicant_contact: string;
  applicant_birth: string;
  payment_status: ApplicationPaymentStatus;
  total_amount: number;
  created_at: Date;
  /** The chosen fees' names in order, joined with " / " (the CSV's 선택 강의). */
  fee_types: string | null;
  participant_name: string | null;
  participant_school_year: string | null;
  guardian_name: string | null;
  guardian_relation: string | null;
}

interface WaitlistRow {
  lecture_title: string;
  applicant_name: string;
  applicant_email: string;
  applicant_contact: string;
  applicant_birth: string;
  status: WaitlistStatus;
  fee_type: string;
  created_at: Date;
}

interface FeeRow {
  application_id: number;
  fee_type: string;
  amount: number;
}

/** Applications as the back office sees them: per lecture, per person, and as a spreadsheet. */
@Injectable()
export class AdminApplicantsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly accessLog: PersonalDataAccessLog,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Applications of one lecture (archived too), oldest first. Like every list of the back office,
   * phones and e-mails masked (`010-****-5678`, `pa****@example.com`): the full ones are one
   * recorded click away (POST /api/admin/application/:id/reveal).
   */
  async ofLecture(lectureId: number): Promise<LectureApplicantRow[]> {
    await this.assertLecture(lectureId);
    const rows: {
      id: number;
      applicant_name: string;
      applicant_contact: string;
      applicant_email: string;
      payment_status: ApplicationPaymentStatus;
      participant_name: string | null;
      participant_school_year: string | null;
    }[] = await this.dataSource.query(
      `SELECT id, applicant_name, applicant_contact, applicant_email, payment_status,
              participant_name, participant_school_year
       FROM application WHERE lecture_id = $1 ORDER BY created_at ASC, id ASC`,
      [lectureId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.applicant_name,
      contact: maskedContact(row.applicant_contact),
      email: maskedEmail(row.applicant_email),
      payment_status: row.payment_status,
      participant: row.participant_name
        ? `${row.participant_name} (${schoolYearLabel(row.participant_school_year ?? '')})`
        : null,
    }));
  }

  /**
   * One page of applications matching a name, e-mail or phone fragment, a lecture and a payment
   * state, sorted as asked: two queries (the page and the count), both on the server, so 10,000
   * applications answer as fast as ten (measured in the bench). A fragment of digits alone also
   * matches the phone's digits whatever the hyphens; LIKE's own wildcards in the fragment are taken literally.
   * The search reads the real columns; the answer shows phones and e-mails masked.
   */
  async search(query: ApplicationSearchQuery): Promise<ApplicationListPage> {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    const params: unknown[] = [];
    const where: string[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.q) {
      const text = param(`%${likeEscaped(query.q.toLowerCase())}%`);
      // A phone fragment is digits alone (hyphens and spaces ignored): the digits of a name or
      // an e-mail ("검색16da71") must not match every number that happens to hold them.
      const digits = /^[0-9\s-]+$/.test(query.q) ? query.q.replace(/[^0-9]/g, '') : '';
      where.push(
        `(lower(a.applicant_name) LIKE ${text} OR a.applicant_email LIKE ${text}` +
          (digits ? ` OR replace(a.applicant_contact, '-', '') LIKE ${param(`%${digits}%`)}` : '') +
          ')',
      );
    }
    if (query.lectureId !== undefined) where.push(`a.lecture_id = ${param(query.lectureId)}`);
    if (query.status) where.push(`a.payment_status = ${param(query.status)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = {
      newest: 'a.id DESC',
      oldest: 'a.id ASC',
      name: 'a.applicant_name ASC, a.id DESC',
      amount: 'a.total_amount DESC, a.id DESC',
    }[query.sort ?? 'newest'];
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT a.id, a.lecture_id, l.title AS lecture_title, a.applicant_name, a.applicant_email,
                a.applicant_contact, a.total_amount, a.refunded_amount, a.payment_status,
                a.pay_method, a.created_at
           FROM application a JOIN lecture l ON l.id = a.lecture_id
           ${filter}
          ORDER BY ${order}
          LIMIT ${param(size)} OFFSET ${param((page - 1) * size)}`,
        params,
      ) as Promise<SearchRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM application a ${filter}`,
        params.slice(0, params.length - 2),
      ) as Promise<{ total: number }[]>,
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        lectureId: row.lecture_id,
        lectureTitle: row.lecture_title,
        name: row.applicant_name,
        email: maskedEmail(row.applicant_email),
        contact: maskedContact(row.applicant_contact),
        totalAmount: row.total_amount,
        refundedAmount: row.refunded_amount,
        paymentStatus: row.payment_status,
        methodName: METHOD_NAMES[row.pay_method] ?? row.pay_method,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: counted[0].total,
      page,
      size,
    };
  }

  /**
   * One row per person (e-mail), the one who applied most recently first; name, birth date and
   * contact as their latest application gave them (masked); their applications newest first.
   * Two queries.
   */
  async users(): Promise<AdminUserRow[]> {
    const applications = await this.applications();
    const fees = await this.feesOf(applications);
    const people = new Map<string, AdminUserRow>();
    for (const application of applications) {
      const email = application.applicant_email.toLowerCase();
      let person = people.get(email);
      if (!person) {
        person = {
          name: application.applicant_name,
          birth: maskedBirth(application.applicant_birth),
          contact: maskedContact(application.applicant_contact),
          email: maskedEmail(email),
          lectureInfos: [],
        };
        people.set(email, person);
      }
      person.lectureInfos.push({
        applicationId: application.id,
        lectureTitle: application.lecture_title,
        paymentStatus: application.payment_status,
        totalFee: application.total_amount,
        fees: (fees.get(application.id) ?? []).map((fee) => ({
          type: fee.fee_type,
          amount: fee.amount,
        })),
      });
    }
    return [...people.values()];
  }

  /**
   * Every application, or one lecture's, as CSV for Excel (oldest first), then the waiting-list
   * entries (oldest first, one row per course waited for) with their status in the 결제 상태
   * column (대기중, 제안됨, 신청함, 만료, 대기 취소, 삭제됨) and no amount. Three queries at most,
   * however many rows. The file holds families' data in full: its first line says so
   * (PERSONAL_DATA_NOTICE), and the export leaves one EXPORT row in the record.
   */
  async csv(actor: AccessActor, lectureId?: number): Promise<CsvFile> {
    const lecture = lectureId === undefined ? undefined : await this.assertLecture(lectureId);
    const applications = (await this.applications(lectureId)).reverse();
    const waiting = await this.waitlist(lectureId);
    const body = toCsv(
      CSV_HEADER,
      [
        ...applications.map((application) => [
          application.lecture_title,
          application.applicant_name,
          application.applicant_contact,
          application.applicant_email,
          application.applicant_birth,
          PAYMENT_STATUS_WORDS[application.payment_status] ?? application.payment_status,
          application.total_amount,
          application.fee_types ?? '',
          seoulDateTime.format(new Date(application.created_at)),
          application.participant_name ?? '',
          application.participant_school_year
            ? schoolYearLabel(application.participant_school_year)
            : '',
          application.guardian_name
            ? `${application.guardian_name} (${guardianRelationLabel(application.guardian_relation ?? '')})`
            : '',
        ]),
        ...waiting.map((entry) => [
          entry.lecture_title,
          entry.applicant_name,
          entry.applicant_contact,
          entry.applicant_email,
          entry.applicant_birth,
          WAITLIST_STATUS_WORDS[entry.status] ?? entry.status,
          null,
          entry.fee_type,
          seoulDateTime.format(new Date(entry.created_at)),
          // A waiting-list entry keeps no child: the application made from its offer does.
          null,
          null,
          null,
        ]),
      ],
      { notice: PERSONAL_DATA_NOTICE },
    );
    // The access record and the audit row commit together, before the file is handed out.
    await this.dataSource.transaction(async (manager) => {
      await this.accessLog.record(
        actor,
        {
          kind: 'EXPORT',
          scope: lectureId === undefined ? 'ALL' : `LECTURE:${lectureId}`,
          fields: ['name', 'contact', 'email', 'birth', 'participant', 'guardian'],
        },
        manager,
      );
      await this.audit.record(
        actor,
        {
          kind: 'EXPORT',
          action: 'applicants.csv',
          target: lecture ? `lecture:${lecture.id}` : null,
          summary: lecture
            ? `강의 '${lecture.title}' 신청자 CSV 다운로드 (${applications.length + waiting.length}명)`
            : `전체 신청자 CSV 다운로드 (${applications.length + waiting.length}명)`,
        },
        manager,
      );
    });
    const date = seoulDateTime.format(this.clock.now()).slice(0, 10);
    return lecture
      ? {
          fallbackName: `applicants-lecture-${lecture.id}-${date}.csv`,
          fileName: `신청자_${safeFileName(lecture.title)}_${date}.csv`,
          body,
        }
      : { fallbackName: `applicants-${date}.csv`, fileName: `신청자_전체_${date}.csv`, body };
  }

  private async assertLecture(id: number): Promise<Lecture> {
    const lecture = await this.dataSource.getRepository(Lecture).findOneBy({ id });
    if (!lecture) throw new NotFoundException(LECTURE_NOT_FOUND);
    return lecture;
  }

  /** Applications with their lecture's title, newest first. */
  private applications(lectureId?: number): Promise<ApplicationRow[]> {
    return this.dataSource.query(
      `SELECT a.id, l.title AS lecture_title, a.applicant_name, a.applicant_email,
              a.applicant_contact, a.applicant_birth, a.payment_status, a.total_amount,
              a.created_at, a.participant_name, a.participant_school_year, a.guardian_name,
              a.guardian_relation,
              (SELECT string_agg(af.fee_type, ' / ' ORDER BY af.id) FROM application_fee af
                WHERE af.application_id = a.id) AS fee_types
       FROM application a
       JOIN lecture l ON l.id = a.lecture_id
       ${lectureId === undefined ? '' : 'WHERE a.lecture_id = $1'}
       ORDER BY a.created_at DESC, a.id DESC`,
      lectureId === undefined ? [] : [lectureId],
    );
  }

  /** Waiting-list entries with their lecture's title and course, oldest first. */
  private waitlist(lectureId?: number): Promise<WaitlistRow[]> {
    return this.dataSource.query(
      `SELECT l.title AS lecture_title, w.applicant_name, w.applicant_email, w.applicant_contact,
              w.applicant_birth, w.status, f.fee_type, w.created_at
       FROM waitlist_entry w
       JOIN lecture l ON l.id = w.lecture_id
       JOIN lecture_fee f ON f.id = w.lecture_fee_id
       ${lectureId === undefined ? '' : 'WHERE w.lecture_id = $1'}
       ORDER BY w.created_at ASC, w.id ASC`,
      lectureId === undefined ? [] : [lectureId],
    );
  }

  /** The fees each application chose, as they were when applying (one query). */
  private async feesOf(applications: ApplicationRow[]): Promise<Map<number, FeeRow[]>> {
    const byApplication = new Map<number, FeeRow[]>();
    if (!applications.length) return byApplication;
    const rows: FeeRow[] = await this.dataSource.query(
      `SELECT application_id, fee_type, amount FROM application_fee
       WHERE application_id = ANY($1) ORDER BY id ASC`,
      [applications.map((application) => application.id)],
    );
    for (const row of rows) {
      const list = byApplication.get(row.application_id) ?? [];
      list.push(row);
      byApplication.set(row.application_id, list);
    }
    return byApplication;
  }
}

/** A lecture title as part of a download name: no path or control characters. */
function safeFileName(title: string): string {
  // eslint-disable-next-line no-control-regex
  return title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').slice(0, 80);
}

interface SearchRow {
  id: number;
  lecture_id: number;
  lecture_title: string;
  applicant_name: string;
  applicant_email: string;
  applicant_contact: string;
  total_amount: number;
  refunded_amount: number;
  payment_status: ApplicationPaymentStatus;
  pay_method: ApplicationMethod;
  created_at: Date | string;
}

/** A fragment for LIKE with its wildcards and escape taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
