import { guardianRelationLabel, schoolYearLabel } from '../../shared/participant';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import {
  applicantsOfLecture,
  applicationFees,
  applicationList,
  searchApplications,
  type ApplicationListRow,
} from '../applications';
import { AuditTrail } from '../audit';
import { Clock } from '../common/clock/clock';
import { feeTypes, lectureById, lectureTitles } from '../lectures';
import type { Lecture } from '../lectures/lecture.entity';
import { METHOD_NAMES, type ApplicationPaymentStatus } from '../common/money/payment-method';
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
import { WAITLIST_STATUS_WORDS, waitlistList } from '../waitlist';

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

/** An application in full with its lecture's title. */
type ApplicationRow = ApplicationListRow & { lecture_title: string };

/** Applications as the back office sees them: per lecture, per person, and as a spreadsheet. */
@Injectable()
export class AdminApplicantsService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
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
    const rows = await applicantsOfLecture(this.manager, lectureId);
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
   * state, sorted as asked (searchApplications: the page and the count, on the server), then the
   * page's lecture titles. The search reads the real columns; the answer shows phones and e-mails
   * masked.
   */
  async search(query: ApplicationSearchQuery): Promise<ApplicationListPage> {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    const { rows, total } = await searchApplications(this.manager, { ...query, page, size });
    // The page's lectures, one query for all of them.
    const lectures = await lectureTitles(
      this.manager,
      rows.map((row) => row.lecture_id),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        lectureId: row.lecture_id,
        lectureTitle: lectures.get(row.lecture_id)!,
        name: row.applicant_name,
        email: maskedEmail(row.applicant_email),
        contact: maskedContact(row.applicant_contact),
        totalAmount: row.total_amount,
        refundedAmount: row.refunded_amount,
        paymentStatus: row.payment_status,
        methodName: METHOD_NAMES[row.pay_method] ?? row.pay_method,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total,
      page,
      size,
    };
  }

  /**
   * One row per person (e-mail), the one who applied most recently first; name, birth date and
   * contact as their latest application gave them (masked); their applications newest first.
   * Three queries (applications, their lectures, their fees).
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
   * column (대기중, 제안됨, 신청함, 만료, 대기 취소, 삭제됨) and no amount. Four reads at most,
   * however many rows. The file holds families' data in full: its first line says so
   * (PERSONAL_DATA_NOTICE), and the export leaves one EXPORT row in the record.
   */
  async csv(actor: AccessActor, lectureId?: number): Promise<CsvFile> {
    const lecture = lectureId === undefined ? undefined : await this.assertLecture(lectureId);
    const { applications, waiting } = await this.everyone(lectureId, lecture);
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
    await this.manager.transaction(async (manager) => {
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
    const lecture = await lectureById(this.manager, id);
    if (!lecture) throw new NotFoundException(LECTURE_NOT_FOUND);
    return lecture;
  }

  /** Applications with their lecture's title, newest first. */
  private async applications(): Promise<ApplicationRow[]> {
    const rows = await applicationList(this.manager);
    const titles = await lectureTitles(
      this.manager,
      rows.map((row) => row.lecture_id),
    );
    return rows.map((row) => ({ ...row, lecture_title: titles.get(row.lecture_id)! }));
  }

  /**
   * Every application (oldest first) and waiting-list entry (oldest first, with its course), or
   * one lecture's, each with its lecture's title: four queries at most (the rows, the titles
   * unless one lecture's, and the entries' course names).
   */
  private async everyone(lectureId?: number, lecture?: Lecture) {
    const [rows, entries] = await Promise.all([
      applicationList(this.manager, lectureId),
      waitlistList(this.manager, lectureId),
    ]);
    const [titles, fees] = await Promise.all([
      lecture
        ? new Map([[lecture.id, lecture.title]])
        : lectureTitles(this.manager, [
            ...rows.map((row) => row.lecture_id),
            ...entries.map((entry) => entry.lecture_id),
          ]),
      feeTypes(
        this.manager,
        entries.map((entry) => entry.lecture_fee_id),
      ),
    ]);
    return {
      applications: rows
        .map((row) => ({ ...row, lecture_title: titles.get(row.lecture_id)! }))
        .reverse(),
      waiting: entries.map((entry) => ({
        ...entry,
        lecture_title: titles.get(entry.lecture_id)!,
        fee_type: fees.get(entry.lecture_fee_id)!,
      })),
    };
  }

  /** The fees each application chose, as they were when applying (one query). */
  private async feesOf(
    applications: ApplicationRow[],
  ): Promise<Map<number, { fee_type: string; amount: number }[]>> {
    const byApplication = new Map<number, { fee_type: string; amount: number }[]>();
    if (!applications.length) return byApplication;
    const fees = await applicationFees(
      this.manager,
      applications.map((application) => application.id),
    );
    for (const fee of fees) {
      const list = byApplication.get(fee.application_id) ?? [];
      list.push(fee);
      byApplication.set(fee.application_id, list);
    }
    return byApplication;
  }
}

/** A lecture title as part of a download name: no path or control characters. */
function safeFileName(title: string): string {
  // eslint-disable-next-line no-control-regex
  return title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').slice(0, 80);
}
