import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Brackets, EntityManager, In } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import type { ProvenContact } from '../auth';
import { Clock } from '../common/clock/clock';
import { METHOD_NAMES, type OfflineMethod } from '../common/money/payment-method';
import { maskedContact, maskedEmail } from '../common/privacy/mask';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { adminActor, purgeLedgerOfPackages, recordPackageMovement } from '../ledger';
import { deleteMessagesOfPackages, Outbox } from '../outbox';
import { deletePackageAttemptsOf, DepositPayments } from '../payments';
import { refusedWith, SQL_STATE } from '../database/sql-state';
import { familyContact } from './admin-calendar.service';
import { AppointmentType } from './appointment-type.entity';
import type { Appointment } from './appointment.entity';
import { calendarScope, type CalendarViewer } from './calendar-scope';
import type {
  AdminSessionPackage,
  FamilySessionPackages,
  SellPackageDto,
} from './dto/session-package.dto';
import { packageLinkState, unusedValue } from './package-deposits';
import { packagePayLinkPath, PayLinks } from './pay-links';
import { SessionPackage } from './session-package.entity';

export const PACKAGE_NOT_FOUND = '회기권을 찾을 수 없습니다.';
export const PACKAGE_REFUND_OWNER_ONLY = '회기권 환불은 대표 관리자만 할 수 있습니다.';
export const NOTHING_TO_REFUND = '환불할 남은 회기가 없습니다.';
export const PACKAGE_REFUNDED =
  '남은 회기를 환불한 회기권의 출석이라 정정할 수 없습니다. 출석으로 계산해 환불했기 때문입니다.';
export const REFUND_AMOUNT_CHANGED = (won: string) =>
  `남은 회기 환불 금액이 ${won}으로 바뀌었습니다. 화면을 새로 고쳐 확인해 주세요.`;
export const NOT_DUE =
  '결제를 기다리는 회기권만 판매를 취소할 수 있습니다. 화면을 새로 고쳐 확인해 주세요.';
export const CANCEL_NOT_ALLOWED = '다른 상담사 가족의 회기권 판매는 취소할 수 없습니다.';
/** The provider takes no card payment under 100원 (BELOW_MINIMUM_AMOUNT). */
export const LINK_MINIMUM = '금액은 결제 링크로 판매할 때 100원 이상으로 입력해 주세요.';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const HOUR = 60 * 60_000;

export { unusedValue };

/** What is left to refund of a paid package: its unused sessions' value less what went back. */
function refundableOf(pack: SessionPackage): number {
  return pack.status === 'PAID' ? Math.max(0, unusedValue(pack) - pack.refunded_amount) : 0;
}

/**
 * 회기권 (issue 37): sessions sold in blocks, paid at the desk or online by a payment link. The
 * desk's sale and the refund of unused sessions are ledger rows (package_id) written with the
 * package in one transaction, each in the audit trail; a linked sale is DUE until the family pays
 * (payments writes the provider's rows), and its refund goes back through the provider. An
 * attended appointment of the package's type uses one of the family's sessions (the oldest paid
 * package first), and the owner's correction of that 출석 gives it back.
 */
@Injectable()
export class SessionPackages {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly deposits: DepositPayments,
    private readonly links: PayLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records a package sold at the desk (any account of the back office): paid there, or by a
   * payment link sent to the family (DUE until paid, `APPOINTMENT_PAY_LINK_HOURS` to pay).
   */
  async sell(
    viewer: CalendarViewer,
    actor: AuditActor,
    dto: SellPackageDto,
  ): Promise<AdminSessionPackage> {
    const contact = familyContact(dto);
    const now = this.clock.now();
    const byLink = dto.payByLink === true;
    if (byLink && dto.price < 100) throw new BadRequestException([LINK_MINIMUM]);
    const method: OfflineMethod | null = byLink ? null : dto.method!;
    const replayed = await this.soldWith(dto);
    if (replayed) return replayed;
    const payUntil = byLink
      ? new Date(now.getTime() + this.config.seats.payLinkHours * HOUR)
      : null;
    const id = await this.manager
      .transaction(async (tx) => {
        const type = await tx.findOneBy(AppointmentType, { id: dto.typeId });
        if (!type)
          throw new BadRequestException(['상담 종류를 찾을 수 없습니다. 다시 골라 주세요.']);
        const saved = await tx.save(
          tx.create(SessionPackage, {
            type_id: type.id,
            sessions_total: dto.sessions,
            sessions_used: 0,
            price: dto.price,
            method,
            status: byLink ? 'DUE' : 'PAID',
            pay_link_until: payUntil,
            refunded_amount: 0,
            family_email: contact.email,
            family_phone: contact.phone,
            guardian_name: dto.guardianName,
            child_name: dto.childName,
            sold_by_account_id: viewer.id,
            anonymised_at: null,
            sale_key: dto.saleKey ?? null,
            created_at: now,
            updated_at: now,
          }),
        );
        const summary = method
          ? `${type.name} ${dto.sessions}회기권 판매 ${won(dto.price)} (${METHOD_NAMES[method]})`
          : `${type.name} ${dto.sessions}회기권 결제 링크 판매 ${won(dto.price)}`;
        if (method && dto.price > 0) {
          await recordPackageMovement(tx, {
            packageId: saved.id,
            kind: 'OFFLINE_PAYMENT',
            amount: dto.price,
            method,
            occurredAt: now,
            note: dto.note ?? null,
            actor: adminActor(actor.adminName),
          });
        }
        // The family's link, by 알림톡 and e-mail, committed with the sale.
        if (byLink)
          await this.outbox.enqueue(tx, { kind: 'package-pay-link', packageId: saved.id });
        await this.audit.record(
          actor,
          {
            kind: 'APPOINTMENT',
            action: 'session-package.sell',
            target: `session_package:${saved.id}`,
            summary,
            after: {
              sessions: dto.sessions,
              price: dto.price,
              ...(payUntil ? { pay_by_link: true, pay_link_until: payUntil.toISOString() } : {}),
            },
          },
          tx,
        );
        return saved.id;
      })
      .catch(async (error: unknown) => {
        // The same sale sent twice at once: the second waited on the first's key and is answered
        // with it.
        if (dto.saleKey && refusedWith(error, SQL_STATE.uniqueViolation)) {
          const first = await this.soldWith(dto);
          if (first) return first.id;
        }
        throw error;
      });
    return this.one(id);
  }

  /**
   * The package a sale with this request key already recorded (null: none): the same sale sent
   * again. A key already used for another sale is refused, never answered with the wrong one.
   */
  private async soldWith(dto: SellPackageDto): Promise<AdminSessionPackage | null> {
    if (!dto.saleKey) return null;
    const sold = await this.manager.findOneBy(SessionPackage, { sale_key: dto.saleKey });
    if (!sold) return null;
    const byLink = dto.payByLink === true;
    if (
      sold.type_id !== dto.typeId ||
      sold.sessions_total !== dto.sessions ||
      sold.price !== dto.price ||
      (sold.pay_link_until !== null) !== byLink ||
      (!byLink && sold.method !== dto.method)
    ) {
      throw new ConflictException({
        message:
          '같은 판매 요청 번호로 다른 회기권이 이미 기록되었습니다. 새로고침한 뒤 다시 기록해 주세요.',
        code: 'SALE_KEY_REUSED',
      });
    }
    return this.one(sold.id);
  }

  /**
   * The packages the viewer may see, newest first: every one for the owner and the front desk; a
   * counsellor only those of families booked with them.
   */
  async list(viewer: CalendarViewer): Promise<AdminSessionPackage[]> {
    const scope = await calendarScope(this.manager, viewer);
    const query = this.manager
      .getRepository(SessionPackage)
      .createQueryBuilder('pack')
      .innerJoinAndSelect('pack.type', 'type')
      .where('pack.anonymised_at IS NULL')
      .orderBy('pack.id', 'DESC')
      .take(500);
    if (!scope.all) {
      query.andWhere(
        `EXISTS (SELECT 1 FROM appointment a WHERE a.counsellor_id = :own
           AND a.status IN ('BOOKED', 'ATTENDED', 'NO_SHOW')
           AND (a.family_email = pack.family_email OR a.family_phone = pack.family_phone))`,
        { own: scope.own ?? 0 },
      );
    }
    const now = this.clock.now();
    return (await query.getMany()).map((pack) => this.toAdmin(pack, now));
  }

  /**
   * Calls off a linked sale the family has not paid (the owner and the front desk; a counsellor
   * sees only their families' packages and cancels none): the package CANCELLED, its link dead,
   * its message not sent if still waiting; a charge that races this is given back in full
   * (payments finds it no longer due). With its audit row, in one transaction.
   */
  async cancelUnpaid(
    viewer: CalendarViewer,
    actor: AuditActor,
    id: number,
    reason: string,
  ): Promise<AdminSessionPackage> {
    const scope = await calendarScope(this.manager, viewer);
    if (!scope.all) throw new ForbiddenException(CANCEL_NOT_ALLOWED);
    const now = this.clock.now();
    await this.manager.transaction(async (tx) => {
      const pack = await tx.findOne(SessionPackage, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!pack || pack.anonymised_at) throw new NotFoundException(PACKAGE_NOT_FOUND);
      if (pack.status !== 'DUE') throw new ConflictException({ message: NOT_DUE, code: 'NOT_DUE' });
      await tx.update(SessionPackage, { id }, { status: 'CANCELLED', updated_at: now });
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'session-package.cancel',
          target: `session_package:${id}`,
          summary: `회기권 결제 링크 판매 취소 ${won(pack.price)}`,
          before: { package_status: 'DUE' },
          after: { package_status: 'CANCELLED', reason },
        },
        tx,
      );
    });
    return this.one(id);
  }

  /**
   * Refunds the unused sessions by the policy (the owner only), as the package was paid: at the
   * desk by hand (a MANUAL_REFUND ledger row, the package ended, in one transaction with its
   * audit row); online through the provider (refundOnline).
   */
  async refundUnused(
    viewer: CalendarViewer,
    actor: AuditActor,
    id: number,
    reason: string,
    expectedAmount: number,
  ): Promise<AdminSessionPackage> {
    if (viewer.role !== 'OWNER') throw new ForbiddenException(PACKAGE_REFUND_OWNER_ONLY);
    const now = this.clock.now();
    const online = await this.manager.findOneBy(SessionPackage, { id });
    if (online?.pay_link_until) return this.refundOnline(actor, online, reason, expectedAmount);
    await this.manager.transaction(async (tx) => {
      const pack = await tx.findOne(SessionPackage, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!pack || pack.anonymised_at) throw new NotFoundException(PACKAGE_NOT_FOUND);
      const amount = unusedValue(pack);
      if (pack.status !== 'PAID' || amount <= 0) {
        throw new ConflictException({ message: NOTHING_TO_REFUND, code: 'NOTHING_TO_REFUND' });
      }
      // The amount the owner saw (and handed back) is the one recorded, or nothing is.
      if (amount !== expectedAmount) {
        throw new ConflictException({
          message: REFUND_AMOUNT_CHANGED(won(amount)),
          code: 'REFUND_AMOUNT_CHANGED',
        });
      }
      await tx.update(
        SessionPackage,
        { id },
        { status: 'REFUNDED', refunded_amount: amount, updated_at: now },
      );
      await recordPackageMovement(tx, {
        packageId: id,
        kind: 'MANUAL_REFUND',
        amount,
        method: pack.method as OfflineMethod,
        occurredAt: now,
        reason,
        actor: adminActor(actor.adminName),
      });
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'session-package.refund',
          target: `session_package:${id}`,
          summary: `회기권 남은 ${pack.sessions_total - pack.sessions_used}회 환불 ${won(amount)}`,
          before: { package_status: 'PAID' },
          after: { package_status: 'REFUNDED', refunded_amount: amount, reason },
        },
        tx,
      );
    });
    return this.one(id);
  }

  /**
   * The unused sessions of a package paid online go back through the provider: a partial cancel
   * of `unusedValue` (the whole payment when none was used) with the attempt's idempotency key
   * for its balance, so a retry after a lost answer (503) or a second click sends one cancel.
   * Settling the provider's answer writes the PROVIDER_REFUND ledger row (package_id, the owner
   * named) and ends the package in one transaction; the audit row follows it.
   */
  private async refundOnline(
    actor: AuditActor,
    pack: SessionPackage,
    reason: string,
    expectedAmount: number,
  ): Promise<AdminSessionPackage> {
    if (pack.anonymised_at) throw new NotFoundException(PACKAGE_NOT_FOUND);
    const amount = refundableOf(pack);
    if (amount <= 0) {
      throw new ConflictException({ message: NOTHING_TO_REFUND, code: 'NOTHING_TO_REFUND' });
    }
    if (amount !== expectedAmount) {
      throw new ConflictException({
        message: REFUND_AMOUNT_CHANGED(won(amount)),
        code: 'REFUND_AMOUNT_CHANGED',
      });
    }
    const unused = pack.sessions_total - pack.sessions_used;
    // The audit row is written where the provider's answer is settled, in its transaction: once,
    // however many clicks sent the one cancel.
    const by = adminActor(actor.adminName, async (manager) => {
      const after = await manager.findOneByOrFail(SessionPackage, { id: pack.id });
      const back = after.refunded_amount - pack.refunded_amount;
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'session-package.refund',
          target: `session_package:${pack.id}`,
          summary: `회기권 남은 ${unused}회 환불 ${won(back)} (결제 취소)`,
          before: { package_status: 'PAID', refunded_amount: pack.refunded_amount },
          after: { package_status: after.status, refunded_amount: after.refunded_amount, reason },
        },
        manager,
      );
    });
    const outcome = await this.deposits.refund('package', pack.id, reason, by, amount, {
      alreadyRefunded: pack.refunded_amount,
    });
    if (outcome === 'none') {
      throw new ConflictException({ message: NOTHING_TO_REFUND, code: 'NOTHING_TO_REFUND' });
    }
    return this.one(pack.id);
  }

  /** The proven family's packages, newest first. */
  async mine(proof: ProvenContact): Promise<FamilySessionPackages> {
    const packs = await this.manager
      .getRepository(SessionPackage)
      .createQueryBuilder('pack')
      .innerJoinAndSelect('pack.type', 'type')
      .where(familyOf(proof))
      .orderBy('pack.id', 'DESC')
      .getMany();
    const now = this.clock.now();
    return {
      packages: packs.map((pack) => ({
        id: pack.id,
        typeName: pack.type.name,
        sessionsTotal: pack.sessions_total,
        sessionsUsed: pack.sessions_used,
        sessionsLeft: pack.status === 'PAID' ? pack.sessions_total - pack.sessions_used : 0,
        price: pack.price,
        status: pack.status,
        refundedAmount: pack.refunded_amount,
        payUntil: pack.status === 'DUE' ? (pack.pay_link_until?.toISOString() ?? null) : null,
        // Only this proven family reads it, and only while the link can still pay.
        payPath: this.openLinkPath(pack, now),
      })),
    };
  }

  private async one(id: number): Promise<AdminSessionPackage> {
    const pack = await this.manager.findOne(SessionPackage, {
      where: { id },
      relations: { type: true },
    });
    if (!pack) throw new NotFoundException(PACKAGE_NOT_FOUND);
    return this.toAdmin(pack, this.clock.now());
  }

  /** The package's payment link's page while it can still pay, else null. */
  private openLinkPath(pack: SessionPackage, now: Date): string | null {
    if (packageLinkState(pack, now) !== 'DUE' || pack.pay_link_until === null) return null;
    return packagePayLinkPath(pack.type.program_id, this.links.packageToken(pack));
  }

  private toAdmin(pack: SessionPackage, now: Date): AdminSessionPackage {
    return {
      id: pack.id,
      typeName: pack.type.name,
      sessionsTotal: pack.sessions_total,
      sessionsUsed: pack.sessions_used,
      price: pack.price,
      method: pack.method ? METHOD_NAMES[pack.method] : null,
      status: pack.status,
      refundedAmount: pack.refunded_amount,
      refundable: refundableOf(pack),
      byLink: pack.pay_link_until !== null,
      payUntil: pack.pay_link_until?.toISOString() ?? null,
      payLinkPath: this.openLinkPath(pack, now),
      guardianName: pack.guardian_name,
      childName: pack.child_name,
      phone: pack.family_phone ? maskedContact(pack.family_phone) : null,
      email: pack.family_email ? maskedEmail(pack.family_email) : null,
      soldAt: pack.created_at.toISOString(),
    };
  }
}

/** Packages of the family (alias `pack`): its e-mail or its phone; a proof of neither owns none. */
function familyOf(proof: ProvenContact): Brackets {
  return new Brackets((owned) => {
    owned.where('false');
    if (proof.email !== undefined) {
      owned.orWhere('pack.family_email = :packEmail', { packEmail: proof.email });
    }
    if (proof.phone !== undefined) {
      owned.orWhere('pack.family_phone = :packPhone', { packPhone: proof.phone });
    }
  });
}

/**
 * An attended appointment uses one session of the family's (same contact, same child) oldest
 * package of its type that has one left, in the caller's transaction (the 출석 mark's); nothing
 * when the family has none.
 */
export async function useSession(tx: EntityManager, appointment: Appointment): Promise<void> {
  if (appointment.package_id) return;
  const rows: { id: number }[] = await tx.query(
    `SELECT id FROM session_package
      WHERE type_id = $1 AND status = 'PAID' AND sessions_used < sessions_total
        AND anonymised_at IS NULL
        AND (family_email = $2 OR family_phone = $3)
        AND child_name = $4
      ORDER BY id LIMIT 1 FOR UPDATE`,
    [
      appointment.type_id,
      appointment.family_email,
      appointment.family_phone,
      appointment.child_name,
    ],
  );
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE session_package SET sessions_used = sessions_used + 1, updated_at = now() WHERE id = $1`,
    [rows[0].id],
  );
  await tx.query(`UPDATE appointment SET package_id = $2 WHERE id = $1`, [
    appointment.id,
    rows[0].id,
  ]);
}

/** The owner corrected a 출석: the session it used goes back to its package. */
export async function returnSession(tx: EntityManager, appointment: Appointment): Promise<void> {
  if (!appointment.package_id) return;
  const [pack]: { status: string }[] = await tx.query(
    `SELECT status FROM session_package WHERE id = $1 FOR UPDATE`,
    [appointment.package_id],
  );
  // Its unused sessions were refunded counting this one as used: the mark stands.
  if (pack?.status === 'REFUNDED') {
    throw new ConflictException({ message: PACKAGE_REFUNDED, code: 'PACKAGE_REFUNDED' });
  }
  await tx.query(
    `UPDATE session_package SET sessions_used = sessions_used - 1, updated_at = now()
      WHERE id = $1 AND sessions_used > 0`,
    [appointment.package_id],
  );
  await tx.query(`UPDATE appointment SET package_id = NULL WHERE id = $1`, [appointment.id]);
}

/** A package emptied of the family at `now`, kept for the books. */
function emptied(now: Date) {
  return {
    guardian_name: '',
    child_name: '',
    family_email: null,
    family_phone: null,
    anonymised_at: now,
  };
}

/**
 * Empties the family's packages of its names and contacts (a deletion), keeping them for the
 * books; answers how many.
 */
export async function anonymisePackagesOf(
  manager: EntityManager,
  proof: ProvenContact,
  now: Date,
): Promise<number> {
  const ids = (
    await manager
      .getRepository(SessionPackage)
      .createQueryBuilder('pack')
      .select('pack.id')
      .where(familyOf(proof))
      .andWhere('pack.anonymised_at IS NULL')
      .getMany()
  ).map((pack) => pack.id);
  if (ids.length === 0) return 0;
  await manager.getRepository(SessionPackage).update({ id: In(ids) }, emptied(now));
  // An unpaid linked sale dies with the family's data: its link pays nothing any more, and its
  // message (which names the child) goes.
  await manager
    .getRepository(SessionPackage)
    .update({ id: In(ids), status: 'DUE' }, { status: 'CANCELLED' });
  await deleteMessagesOfPackages(manager, ids);
  return ids.length;
}

/**
 * The retention's part for packages: one ended (used up, refunded, a linked sale cancelled or
 * never paid by its deadline) before `endedBefore` is emptied of the family; one emptied before
 * `booksBefore` (the books' years) is deleted with its ledger rows and payment attempts. Answers
 * how many changed.
 */
export async function retainPackages(
  manager: EntityManager,
  endedBefore: Date,
  booksBefore: Date,
  now: Date,
): Promise<number> {
  return manager.transaction(async (tx) => {
    const ended = await tx
      .createQueryBuilder()
      .update(SessionPackage)
      .set(emptied(now))
      .where('anonymised_at IS NULL AND updated_at < :endedBefore', { endedBefore })
      .andWhere(
        `(status IN ('REFUNDED', 'CANCELLED') OR (status = 'PAID' AND sessions_used = sessions_total)
          OR (status = 'DUE' AND pay_link_until < :endedBefore))`,
        { endedBefore },
      )
      .execute();
    const old: { id: number }[] = await tx.query(
      `SELECT id FROM session_package WHERE anonymised_at < $1 FOR UPDATE`,
      [booksBefore],
    );
    const ids = old.map((row) => row.id);
    if (ids.length > 0) {
      await purgeLedgerOfPackages(tx, ids);
      await deletePackageAttemptsOf(tx, ids);
      await deleteMessagesOfPackages(tx, ids);
      await tx.query(`DELETE FROM session_package WHERE id = ANY($1::int[])`, [ids]);
    }
    return (ended.affected ?? 0) + ids.length;
  });
}

/** The family's packages as its data download shows them (Korean keys). */
export async function packageRowsOf(
  manager: EntityManager,
  proof: ProvenContact,
): Promise<Record<string, unknown>[]> {
  const packs = await manager
    .getRepository(SessionPackage)
    .createQueryBuilder('pack')
    .innerJoinAndSelect('pack.type', 'type')
    .where(familyOf(proof))
    .orderBy('pack.id', 'DESC')
    .getMany();
  return packs.map((pack) => ({
    회기권번호: pack.id,
    상담: pack.type.name,
    회기: pack.sessions_total,
    사용: pack.sessions_used,
    금액: pack.price,
    결제수단: pack.method ? METHOD_NAMES[pack.method] : '결제 링크(결제 전)',
    상태: pack.status,
    결제기한: pack.pay_link_until?.toISOString() ?? null,
    환불액: pack.refunded_amount,
    보호자: pack.guardian_name,
    자녀: pack.child_name,
    이메일: pack.family_email,
    휴대폰: pack.family_phone,
    구입일시: pack.created_at.toISOString(),
  }));
}

/** Whether the family holds a paid package with sessions left (its deletion waits for a refund). */
export async function hasUnusedSessions(
  manager: EntityManager,
  proof: ProvenContact,
): Promise<boolean> {
  return manager
    .getRepository(SessionPackage)
    .createQueryBuilder('pack')
    .where(familyOf(proof))
    .andWhere("pack.status = 'PAID' AND pack.sessions_used < pack.sessions_total")
    .andWhere('pack.anonymised_at IS NULL')
    .getExists();
}
