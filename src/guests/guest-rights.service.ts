import { guardianRelationLabel, schoolYearLabel } from '../../shared/participant';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  anyAwaitingDeposit,
  applicationFeeRowsOf,
  applicationsMadeWith,
  correctApplicationContact,
  emailTakenOnLecturesOf,
  lecturesOfLiveApplications,
  lockApplications,
} from '../applications';
import type { Application } from '../applications/application.entity';
import {
  appointmentRowsOf,
  correctAppointmentContact,
  packageRowsOf,
  deleteAppointmentsOf,
  hasUnusedSessions,
  hasUpcomingAppointment,
} from '../appointments';
import { anyCashReceiptPending, cashReceiptRowsOf } from '../cash-receipts';
import { feeTypes, lecturesById } from '../lectures';
import { applicationsWithMoney, ledgerRowsOf } from '../ledger';
import { anyPaymentUnsettled, paymentRowsOf } from '../payments';
import { anonymiseApplication, anonymiseEntries } from '../retention';
import {
  correctWaitlistContact,
  emailTakenOnFeesOf,
  lockWaitlistEntries,
  waitlistOwnedBy,
  waitlistRowsOf,
} from '../waitlist';
import { isMobileNumber, normaliseEmail, normalisePhone, type GuestProof } from '../auth';
import { FamilyCodes } from './family-codes';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import { METHOD_NAMES, PAYMENT_METHODS } from '../common/money/payment-method';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { maskRecipient } from '../notifications';
import { appointmentMessageRowsOf, messageRowsOf, packageMessageRowsOf } from '../outbox';
import { consentRowsOf, recordPrivacyRequest, recordsKeptUntil } from '../privacy';
import type {
  ContactCorrectionResponse,
  DeletionResponse,
  KeptRecord,
} from './dto/rights.response';

export const MONEY_NOT_SETTLED =
  '아직 정산되지 않은 결제가 있어 지금은 삭제할 수 없습니다. 입금 대기, 결제 확인 중, 환불 처리 중이거나 현금영수증 발급이 진행 중인 신청이 있습니다. 처리가 끝난 뒤 다시 요청하시거나 센터로 문의해 주세요. 아무것도 삭제되지 않았습니다.';
export const LIVE_APPLICATION =
  '아직 끝나지 않은 강의의 신청이 있어 지금은 삭제할 수 없습니다. 먼저 수강 내역에서 신청을 취소하신 뒤 다시 요청해 주세요. 아무것도 삭제되지 않았습니다.';
export const LIVE_APPOINTMENT =
  '다가오는 상담 예약이 있어 지금은 삭제할 수 없습니다. 먼저 내 정보에서 예약을 취소하신 뒤 다시 요청해 주세요. 아무것도 삭제되지 않았습니다.';
export const UNUSED_SESSIONS =
  '아직 쓰지 않은 회기권이 있어 지금은 삭제할 수 없습니다. 센터에 남은 회기 환불을 요청하신 뒤 다시 요청해 주세요. 아무것도 삭제되지 않았습니다.';
export const EMAIL_TAKEN =
  '이 이메일은 같은 강의에 다른 분이 신청할 때 이미 사용한 주소라 바꿀 수 없습니다. 다른 이메일을 입력해 주세요.';
export const NEW_EMAIL_CODE_REQUIRED =
  '새 이메일 주소로 인증번호를 받아 입력해 주세요. 확인된 이메일로만 바꿀 수 있어요.';
export const NEW_PHONE_CODE_REQUIRED =
  '새 휴대폰 번호로 인증번호를 받아 입력해 주세요. 확인된 번호로만 바꿀 수 있어요.';
export const NEW_PHONE_NOT_MOBILE =
  '인증번호를 받을 수 있는 휴대폰 번호(010으로 시작)로만 바꿀 수 있어요.';
export const NOTHING_TO_CHANGE = '바꿀 연락처나 이메일을 입력해 주세요.';
export const TYPED_LOOKUP_REQUIRED =
  '연락처 수정과 삭제 요청은 인증번호로 확인한 뒤에만 할 수 있어요. 로그인에서 인증번호를 받아 주세요.';

const KEPT_WHAT = '결제 금액, 결제일과 환불일, 결제수단, 강의명, 가려진 이름(예: 김*지)';
const KEPT_WHY =
  '전자상거래 등에서의 소비자보호에 관한 법률 제6조: 대금결제 및 재화 등의 공급에 관한 기록은 5년간 보관해야 합니다.';

const PAYMENT_STATES: Record<string, string> = {
  N: '결제 전',
  W: '입금 대기',
  Y: '결제 완료',
  P: '부분 환불',
  C: '취소·환불',
};

/** The file a download answers. */
export interface MyDataFile {
  fileName: string;
  fallbackName: string;
  body: string;
}

/** The rows made with the proven contact (e-mail or phone). */
interface Own {
  applications: Application[];
  waitlist: { id: number }[];
}

/**
 * A parent's rights from my info (issue 21; PIPA Art. 35–37): download everything stored about
 * them, correct their phone and e-mail, request deletion. What the proof proves: everything made
 * with its e-mail or phone (issue 32). A new e-mail or phone is proven by its own code before
 * anything moves, so nobody moves rows onto a contact they do not read. Each request is recorded
 * (ids only). Each module's rows are read and written through its index, in one transaction
 * where they must change together.
 */
@Injectable()
export class GuestRights {
  constructor(
    private readonly manager: EntityManager,
    private readonly codes: FamilyCodes,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Everything stored about the proven person, as a readable JSON document with Korean keys. */
  async myData(proof: GuestProof): Promise<MyDataFile> {
    const now = this.clock.now();
    const manager = this.manager;
    const own = await this.own(manager, proof);
    const ids = own.applications.map((application) => application.id);
    const waitIds = own.waitlist.map((entry) => entry.id);
    const [fees, payments, ledger, receipts, messages, entries, consents, appointments] =
      await Promise.all([
        applicationFeeRowsOf(manager, ids),
        paymentRowsOf(manager, ids),
        ledgerRowsOf(manager, ids),
        cashReceiptRowsOf(manager, ids),
        messageRowsOf(manager, ids, waitIds),
        waitlistRowsOf(manager, waitIds),
        consentRowsOf(manager, ids),
        appointmentRowsOf(manager, proof),
      ]);
    const [entryLectures, entryFees] = await Promise.all([
      lecturesById(
        manager,
        entries.map((entry) => entry.lecture_id),
      ),
      feeTypes(
        manager,
        entries.map((entry) => entry.lecture_fee_id),
      ),
    ]);
    const waitlist = entries.map((entry): Row => ({
      ...entry,
      lecture_title: entryLectures.get(entry.lecture_id)?.title,
      fee_type: entryFees.get(entry.lecture_fee_id),
    }));
    const of = (list: Row[], id: number) => list.filter((row) => row.application_id === id);
    const latest = own.applications[0] ?? null;
    const document = {
      안내: '마음센터가 보관하고 있는 회원님의 개인정보 전체입니다. 인증번호로 확인한 이메일 또는 휴대폰 번호로 한 신청을 모두 담았습니다.',
      작성일시: now.toISOString(),
      신청자: latest && {
        이름: latest.applicant_name,
        이메일: latest.applicant_email,
        연락처: latest.applicant_contact,
        생년월일: latest.applicant_birth,
      },
      신청: own.applications.map((application) => ({
        신청번호: application.id,
        강의명: application.lecture.title,
        강의기간: `${application.lecture.lec_period_start} ~ ${application.lecture.lec_period_end}`,
        신청일시: application.created_at.toISOString(),
        이름: application.applicant_name,
        이메일: application.applicant_email,
        연락처: application.applicant_contact,
        생년월일: application.applicant_birth,
        참여자녀: application.participant_name && {
          이름: application.participant_name,
          학년: schoolYearLabel(application.participant_school_year ?? ''),
        },
        법정대리인: application.guardian_name && {
          이름: application.guardian_name,
          자녀와의관계: guardianRelationLabel(application.guardian_relation ?? ''),
        },
        결제수단: METHOD_NAMES[application.pay_method] ?? application.pay_method,
        결제상태: PAYMENT_STATES[application.payment_status] ?? application.payment_status,
        총액: application.total_amount,
        환불액: application.refunded_amount,
        취소일시: iso(application.withdrawn_at ?? application.centre_canceled_at),
        센터취소사유: application.centre_cancel_reason,
        이메일알림: application.notify_email,
        알림톡: application.notify_alimtalk,
        마케팅수신동의: application.marketing_opt_in,
        과정: of(fees, application.id).map((fee) => ({ 과정: fee.fee_type, 금액: fee.amount })),
        결제: of(payments, application.id).map((payment) => ({
          주문번호: payment.order_id,
          결제수단:
            PAYMENT_METHODS[payment.method as keyof typeof PAYMENT_METHODS] ?? payment.method,
          금액: payment.amount,
          상태: payment.status,
          승인일시: iso(payment.approved_at),
          영수증: payment.receipt_url,
          현금영수증: payment.cash_receipt_url,
          가상계좌: payment.va_account_number
            ? {
                은행코드: payment.va_bank_code,
                계좌번호: payment.va_account_number,
                입금자명: payment.va_holder,
                입금기한: iso(payment.va_due_date),
              }
            : null,
          자동취소: payment.auto_cancel_reason
            ? { 사유: payment.auto_cancel_reason, 취소일시: iso(payment.auto_canceled_at) }
            : null,
          생성일시: iso(payment.created_at),
        })),
        입출금내역: of(ledger, application.id).map((entry) => ({
          구분: LEDGER_KINDS[entry.kind as string] ?? entry.kind,
          금액: entry.amount,
          결제수단: METHOD_NAMES[entry.method as keyof typeof METHOD_NAMES] ?? entry.method,
          사유: entry.reason,
          일시: iso(entry.occurred_at),
        })),
        환불: of(ledger, application.id)
          .filter((entry) => String(entry.kind).endsWith('REFUND'))
          .map((entry) => ({
            금액: entry.amount,
            사유: entry.reason,
            일시: iso(entry.occurred_at),
          })),
        현금영수증: of(receipts, application.id).map((receipt) => ({
          종류: receipt.type,
          금액: receipt.amount,
          식별번호: receipt.identity_masked,
          상태: receipt.state,
          승인번호: receipt.issue_number,
          영수증: receipt.receipt_url,
          요청일시: iso(receipt.requested_at),
          발급일시: iso(receipt.issued_at),
          취소일시: iso(receipt.canceled_at),
        })),
        보낸메시지: messages
          .filter((message) => message.application_id === application.id)
          .map(messageOf),
        동의: consents.filter((consent) => consent.application_id === application.id),
      })),
      대기신청: waitlist.map((entry) => ({
        대기번호: entry.id,
        강의명: entry.lecture_title,
        과정: entry.fee_type,
        이름: entry.applicant_name,
        이메일: entry.applicant_email,
        연락처: entry.applicant_contact,
        생년월일: entry.applicant_birth,
        상태: entry.status,
        신청일시: iso(entry.created_at),
        보낸메시지: messages
          .filter((message) => message.waitlist_entry_id === entry.id)
          .map(messageOf),
      })),
      상담예약: await this.withMessages(appointments),
      회기권: await this.withPackageMessages(await packageRowsOf(manager, proof)),
    };
    await recordPrivacyRequest(manager, {
      kind: 'DOWNLOAD',
      applicationIds: ids,
      waitlistIds: waitIds,
      outcome: 'DONE',
      at: now,
    });
    const day = seoulDate(now);
    return {
      fileName: `마음센터-내-정보-${day}.json`,
      fallbackName: `my-data-${day}.json`,
      body: `${JSON.stringify(document, null, 2)}\n`,
    };
  }

  /** Each appointment of the download with the messages sent about it. */
  private async withMessages(appointments: Record<string, unknown>[]) {
    const messages = await appointmentMessageRowsOf(
      this.manager,
      appointments.map((appointment) => Number(appointment.예약번호)),
    );
    return appointments.map((appointment) => ({
      ...appointment,
      보낸메시지: messages
        .filter(
          (message) =>
            Number((message.params as { appointmentId?: unknown } | null)?.appointmentId) ===
            appointment.예약번호,
        )
        .map(messageOf),
    }));
  }

  /** Each 회기권 of the download with the messages sent about it (a payment link's). */
  private async withPackageMessages(packages: Record<string, unknown>[]) {
    const messages = await packageMessageRowsOf(
      this.manager,
      packages.map((pack) => Number(pack.회기권번호)),
    );
    return packages.map((pack) => ({
      ...pack,
      보낸메시지: messages
        .filter(
          (message) =>
            Number((message.params as { packageId?: unknown } | null)?.packageId) ===
            pack.회기권번호,
        )
        .map(messageOf),
    }));
  }

  /**
   * Changes the phone and/or e-mail on the proven contact's applications not yet anonymised and
   * on its waiting-list entries. A new e-mail or phone number must come with the code sent to it
   * (400 CODE_REQUIRED, or the code's own refusal) before anything moves. The proof moves with
   * the contact it was for: the answer carries the new proof (`proof`), so my info goes on.
   */
  async correctContact(
    proof: GuestProof,
    change: {
      newContact?: string;
      newEmail?: string;
      newEmailCode?: string;
      newContactCode?: string;
    },
    /** The browser's code cookie (FAMILY_CODE_COOKIE) and address: the codes were asked here. */
    request: { codeCookie: unknown; address: string },
  ): Promise<{ response: ContactCorrectionResponse; proof: GuestProof | null }> {
    typedLookup(proof);
    const newEmail = change.newEmail ? normaliseEmail(change.newEmail) : undefined;
    const newContact = change.newContact?.trim();
    const newPhone = newContact ? normalisePhone(newContact) : undefined;
    const emailChanges = !!newEmail && newEmail !== proof.email;
    const phoneChanges = !!newPhone && newPhone !== proof.phone;
    if (!newContact && !emailChanges) throw new ConflictException(NOTHING_TO_CHANGE);
    // Proven first: a stranger may not move anything onto a family's e-mail or number.
    if (emailChanges) {
      if (!change.newEmailCode) throw codeRequired(NEW_EMAIL_CODE_REQUIRED);
      await this.codes.verify(
        { email: newEmail },
        change.newEmailCode,
        request.codeCookie,
        request.address,
      );
    }
    if (phoneChanges) {
      if (!isMobileNumber(newPhone)) throw new BadRequestException(NEW_PHONE_NOT_MOBILE);
      if (!change.newContactCode) throw codeRequired(NEW_PHONE_CODE_REQUIRED);
      await this.codes.verify(
        { phone: newPhone },
        change.newContactCode,
        request.codeCookie,
        request.address,
      );
    }
    const now = this.clock.now();
    let refusal: { ids: number[]; waitIds: number[]; detail: string } | null = null;
    try {
      return await this.correctInTransaction(
        proof,
        now,
        newContact,
        emailChanges ? newEmail! : null,
        (r) => (refusal = r),
      );
    } catch (error) {
      // The refusal is recorded after the transaction rolled back (one connection at a time).
      const refused = refusal as { ids: number[]; waitIds: number[]; detail: string } | null;
      if (refused) {
        await recordPrivacyRequest(this.manager, {
          kind: 'CORRECT',
          applicationIds: refused.ids,
          waitlistIds: refused.waitIds,
          outcome: 'REFUSED_TAKEN',
          detail: refused.detail,
          at: now,
        });
      }
      throw error;
    }
  }

  private correctInTransaction(
    proof: GuestProof,
    now: Date,
    newContact: string | undefined,
    newEmail: string | null,
    refuse: (refusal: { ids: number[]; waitIds: number[]; detail: string }) => void,
  ): Promise<{ response: ContactCorrectionResponse; proof: GuestProof | null }> {
    const emailChanges = newEmail !== null;
    return this.manager.transaction(async (manager) => {
      const own = await this.own(manager, proof, true);
      const ids = own.applications.map((application) => application.id);
      const waitIds = own.waitlist.map((entry) => entry.id);
      const detail = [newContact && 'phone', emailChanges && 'email'].filter(Boolean).join(',');
      if (emailChanges) {
        // Only what someone proved holds the new e-mail (issue 32): a stranger's unproven
        // application or entry with it stands beside and blocks nothing.
        const taken =
          (await emailTakenOnLecturesOf(manager, newEmail, ids)) ||
          (await emailTakenOnFeesOf(manager, newEmail, waitIds));
        if (taken) {
          refuse({ ids, waitIds, detail });
          throw new ConflictException(EMAIL_TAKEN);
        }
      }
      const contact = newContact ?? null;
      try {
        await correctApplicationContact(manager, ids, contact, newEmail);
        await correctWaitlistContact(manager, waitIds, contact, newEmail);
        // A new phone number different from the proven one was proven by its code above.
        const newPhone = newContact ? normalisePhone(newContact) : null;
        await correctAppointmentContact(manager, proof, {
          email: newEmail,
          phone: newPhone && newPhone !== proof.phone ? newPhone : null,
        });
      } catch (error) {
        // Someone took the e-mail for the same lecture between the check and the update.
        if ((error as { code?: string }).code === '23505') throw new ConflictException(EMAIL_TAKEN);
        throw error;
      }
      await recordPrivacyRequest(manager, {
        kind: 'CORRECT',
        applicationIds: ids,
        waitlistIds: waitIds,
        outcome: ids.length + waitIds.length > 0 ? 'DONE' : 'NOTHING',
        detail,
        at: now,
      });
      const email = emailChanges ? newEmail! : (proof.email ?? null);
      // The proof follows the contact it was for; the new one was proven by its code just now.
      const moved: GuestProof | null =
        proof.email !== undefined && emailChanges
          ? { email: newEmail!, provenAt: now, viaLink: false }
          : proof.phone !== undefined && newContact && normalisePhone(newContact) !== proof.phone
            ? { phone: normalisePhone(newContact), provenAt: now, viaLink: false }
            : null;
      return {
        response: {
          applications: ids.length,
          waitlist: waitIds.length,
          email,
          message: '연락처를 수정했습니다.',
        },
        proof: moved,
      };
    });
  }

  /**
   * Deletes the proven person's data at once, but for what a law requires to keep: a paid
   * application keeps its Electronic Commerce Act records (with a masked name) until its
   * lecture's last day plus RECORD_RETENTION_YEARS. Refused, with nothing changed, while money is
   * not settled or an application of a lecture not yet over is still live (cancel it first).
   */
  async requestDeletion(proof: GuestProof): Promise<DeletionResponse> {
    typedLookup(proof);
    const now = this.clock.now();
    const today = seoulDate(now);
    const years = this.config.privacy.recordRetentionYears;
    let refusal: { outcome: 'REFUSED_MONEY' | 'REFUSED_LIVE'; ids: number[]; waitIds: number[] };
    try {
      return await this.manager.transaction(async (manager) => {
        const own = await this.own(manager, proof, true);
        const ids = own.applications.map((application) => application.id);
        const waitIds = own.waitlist.map((entry) => entry.id);
        const blocked = await this.blocked(manager, own, today);
        if (blocked) {
          refusal = { outcome: blocked, ids, waitIds };
          throw new ConflictException(
            blocked === 'REFUSED_MONEY' ? MONEY_NOT_SETTLED : LIVE_APPLICATION,
          );
        }
        if (await hasUpcomingAppointment(manager, proof, now)) {
          refusal = { outcome: 'REFUSED_LIVE', ids, waitIds };
          throw new ConflictException(LIVE_APPOINTMENT);
        }
        // Paid sessions left would be lost with the family's data: refunded first.
        if (await hasUnusedSessions(manager, proof)) {
          refusal = { outcome: 'REFUSED_MONEY', ids, waitIds };
          throw new ConflictException(UNUSED_SESSIONS);
        }
        const paid = await applicationsWithMoney(manager, ids);
        const kept: KeptRecord[] = [];
        let deleted = 0;
        for (const application of own.applications) {
          const rule = paid.has(application.id) ? 'paid' : 'unpaid';
          await anonymiseApplication(manager, application.id, rule, now);
          if (rule === 'unpaid') deleted += 1;
          else
            kept.push({
              applicationId: application.id,
              lectureTitle: application.lecture.title,
              keptUntil: recordsKeptUntil(application.lecture.lec_period_end, years),
              what: KEPT_WHAT,
              why: KEPT_WHY,
            });
        }
        const waitlistDeleted = await anonymiseEntries(manager, waitIds, now);
        const appointmentsDeleted = await deleteAppointmentsOf(manager, proof, now);
        await recordPrivacyRequest(manager, {
          kind: 'DELETE',
          applicationIds: ids,
          waitlistIds: waitIds,
          outcome: ids.length + waitIds.length + appointmentsDeleted > 0 ? 'DONE' : 'NOTHING',
          detail: `deleted ${deleted}, kept ${kept.length}, waitlist ${waitlistDeleted}, appointments ${appointmentsDeleted}`,
          at: now,
        });
        return {
          deleted,
          waitlistDeleted,
          appointmentsDeleted,
          kept,
          message: kept.length
            ? '개인정보를 삭제했습니다. 법에 따라 보관해야 하는 결제 기록만 아래 날짜까지 남고, 그 뒤 모두 삭제됩니다.'
            : '개인정보를 모두 삭제했습니다.',
        };
      });
    } catch (error) {
      // The refusal is recorded outside the rolled-back transaction.
      if (refusal!) {
        await recordPrivacyRequest(this.manager, {
          kind: 'DELETE',
          applicationIds: refusal.ids,
          waitlistIds: refusal.waitIds,
          outcome: refusal.outcome,
          at: now,
        });
      }
      throw error;
    }
  }

  /** Why a deletion must wait, if it must: money not settled first, then a live application. */
  private async blocked(
    manager: EntityManager,
    own: Own,
    today: string,
  ): Promise<'REFUSED_MONEY' | 'REFUSED_LIVE' | null> {
    const ids = own.applications.map((application) => application.id);
    if (ids.length === 0) return null;
    if (
      (await anyAwaitingDeposit(manager, ids)) ||
      (await anyPaymentUnsettled(manager, ids)) ||
      (await anyCashReceiptPending(manager, ids))
    )
      return 'REFUSED_MONEY';
    const live = await lecturesOfLiveApplications(manager, ids);
    const lectures = await lecturesById(manager, live);
    return [...lectures.values()].some((lecture) => lecture.lec_period_end >= today)
      ? 'REFUSED_LIVE'
      : null;
  }

  /**
   * The proof's applications (not anonymised, newest first) and waiting-list entries: made with the proven e-mail or phone. `lock` takes their row locks.
   */
  private async own(manager: EntityManager, proof: GuestProof, lock = false): Promise<Own> {
    const applications = (await applicationsMadeWith(manager, proof)).filter(
      (application) => !application.anonymised_at,
    );
    const waitlist = (await waitlistOwnedBy(manager, proof)).map((id) => ({ id }));
    if (lock) {
      await lockApplications(
        manager,
        applications.map((application) => application.id),
      );
      await lockWaitlistEntries(
        manager,
        waitlist.map((entry) => entry.id),
      );
    }
    return { applications, waitlist };
  }
}

type Row = Record<string, unknown> & { application_id?: number };

const LEDGER_KINDS: Record<string, string> = {
  PROVIDER_PAYMENT: '결제',
  PROVIDER_REFUND: '환불',
  OFFLINE_PAYMENT: '현장 결제',
  MANUAL_REFUND: '직접 환불',
};

const CHANNELS: Record<string, string> = { EMAIL: '이메일', ALIMTALK: '알림톡', SMS: '문자' };

function messageOf(message: Row) {
  const recipient = String(message.recipient ?? '');
  const purged = !!message.purged_at;
  return {
    종류: message.kind,
    경로: CHANNELS[String(message.channel)] ?? message.channel,
    받는곳:
      purged || !recipient || recipient === '(삭제됨)'
        ? '(삭제됨)'
        : maskRecipient(message.channel as never, recipient),
    상태: message.status,
    작성일시: iso(message.created_at),
    발송일시: iso(message.sent_at),
    제목: purged ? '(보관 기간이 지나 삭제됨)' : message.subject,
    내용: purged ? '(보관 기간이 지나 삭제됨)' : message.body_text,
  };
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

function codeRequired(message: string): BadRequestException {
  return new BadRequestException({ message, code: 'CODE_REQUIRED' });
}

/** Changing or deleting needs a code: a message's link may have reached a stranger. */
function typedLookup(proof: GuestProof): void {
  if (proof.viaLink) throw new ForbiddenException(TYPED_LOOKUP_REQUIRED);
}
