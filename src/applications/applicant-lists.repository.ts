import type { EntityManager } from 'typeorm';
import type { ApplicationMethod, ApplicationPaymentStatus } from '../common/money/payment-method';

// The back office's lists of applications (src/admin), in the caller's manager. Rows carry
// their lecture's id; the lecture's title is the lectures module's to answer.

/** One lecture's applications as its applicants panel lists them. */
export interface LectureApplicant {
  id: number;
  applicant_name: string;
  applicant_contact: string;
  applicant_email: string;
  payment_status: ApplicationPaymentStatus;
  participant_name: string | null;
  participant_school_year: string | null;
}

/** The lecture's applications, oldest first. */
export function applicantsOfLecture(
  manager: EntityManager,
  lectureId: number,
): Promise<LectureApplicant[]> {
  return manager.query(
    `SELECT id, applicant_name, applicant_contact, applicant_email, payment_status,
            participant_name, participant_school_year
     FROM application WHERE lecture_id = $1 ORDER BY created_at ASC, id ASC`,
    [lectureId],
  );
}

/** The search of GET /api/admin/applications, its page resolved. */
export interface ApplicationSearch {
  /** A fragment of the name, the e-mail or the phone number (digits, hyphens ignored). */
  q?: string;
  lectureId?: number;
  status?: ApplicationPaymentStatus;
  sort?: 'newest' | 'oldest' | 'name' | 'amount';
  page: number;
  size: number;
}

export interface ApplicationSearchRow {
  id: number;
  lecture_id: number;
  applicant_name: string;
  applicant_email: string;
  applicant_contact: string;
  total_amount: number;
  refunded_amount: number;
  payment_status: ApplicationPaymentStatus;
  pay_method: ApplicationMethod;
  created_at: Date | string;
}

/**
 * One page of applications matching a name, e-mail or phone fragment, a lecture and a payment
 * state, sorted as asked, and how many match: two queries, both on the server, so 10,000
 * applications answer as fast as ten (measured in the bench). A fragment of digits alone also
 * matches the phone's digits whatever the hyphens; LIKE's own wildcards in the fragment are taken
 * literally.
 */
export async function searchApplications(
  manager: EntityManager,
  search: ApplicationSearch,
): Promise<{ rows: ApplicationSearchRow[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.q) {
    const text = param(`%${likeEscaped(search.q.toLowerCase())}%`);
    // A phone fragment is digits alone (hyphens and spaces ignored): the digits of a name or
    // an e-mail ("검색16da71") must not match every number that happens to hold them.
    const digits = /^[0-9\s-]+$/.test(search.q) ? search.q.replace(/[^0-9]/g, '') : '';
    where.push(
      `(lower(a.applicant_name) LIKE ${text} OR a.applicant_email LIKE ${text}` +
        (digits ? ` OR replace(a.applicant_contact, '-', '') LIKE ${param(`%${digits}%`)}` : '') +
        ')',
    );
  }
  if (search.lectureId !== undefined) where.push(`a.lecture_id = ${param(search.lectureId)}`);
  if (search.status) where.push(`a.payment_status = ${param(search.status)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = {
    newest: 'a.id DESC',
    oldest: 'a.id ASC',
    name: 'a.applicant_name ASC, a.id DESC',
    amount: 'a.total_amount DESC, a.id DESC',
  }[search.sort ?? 'newest'];
  const [rows, counted] = await Promise.all([
    manager.query(
      `SELECT a.id, a.lecture_id, a.applicant_name, a.applicant_email, a.applicant_contact,
              a.total_amount, a.refunded_amount, a.payment_status, a.pay_method, a.created_at
         FROM application a
         ${filter}
        ORDER BY ${order}
        LIMIT ${param(search.size)} OFFSET ${param((search.page - 1) * search.size)}`,
      params,
    ) as Promise<ApplicationSearchRow[]>,
    manager.query(
      `SELECT count(*)::int AS total FROM application a ${filter}`,
      params.slice(0, params.length - 2),
    ) as Promise<{ total: number }[]>,
  ]);
  return { rows, total: counted[0].total };
}

/** An application in full, as the CSV and the per-person list show it. */
export interface ApplicationListRow {
  id: number;
  lecture_id: number;
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

/** Every application, or one lecture's, newest first (one query). */
export function applicationList(
  manager: EntityManager,
  lectureId?: number,
): Promise<ApplicationListRow[]> {
  return manager.query(
    `SELECT a.id, a.lecture_id, a.applicant_name, a.applicant_email,
            a.applicant_contact, a.applicant_birth, a.payment_status, a.total_amount,
            a.created_at, a.participant_name, a.participant_school_year, a.guardian_name,
            a.guardian_relation,
            (SELECT string_agg(af.fee_type, ' / ' ORDER BY af.id) FROM application_fee af
              WHERE af.application_id = a.id) AS fee_types
     FROM application a
     ${lectureId === undefined ? '' : 'WHERE a.lecture_id = $1'}
     ORDER BY a.created_at DESC, a.id DESC`,
    lectureId === undefined ? [] : [lectureId],
  );
}

/** A fragment for LIKE with its wildcards and escape taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
