import {
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditTrail, SYSTEM_ACTOR } from '../audit';
import { Clock } from '../common/clock/clock';
import type { PaymentMethod } from '../common/money/payment-method';
import type { ActorKind } from '../ledger';
import {
  DepositOwners,
  type DepositOrder,
  type DepositOwner,
  type DepositRefund,
} from '../payments';
import { SessionPackage } from './session-package.entity';

export const PACKAGE_ALREADY_PAID = '이미 결제한 회기권이에요. 내 정보에서 확인해 주세요.';
export const PACKAGE_LINK_CANCELLED =
  '센터에서 취소한 회기권이라 결제할 수 없어요. 센터로 연락해 주세요.';
export const PACKAGE_LINK_OVER = '결제 기한이 지났어요. 회기권이 필요하시면 센터로 연락해 주세요.';

/**
 * What refunding the unused sessions gives back, by the written policy: the price shared evenly
 * among the sessions (rounded down to the won), for each one not used.
 */
export function unusedValue(
  pack: Pick<SessionPackage, 'price' | 'sessions_total' | 'sessions_used'>,
) {
  const unused = pack.sessions_total - pack.sessions_used;
  return Math.floor((pack.price * unused) / pack.sessions_total);
}

/** Where a linked 회기권 stands for its link at `now` (the link's page and its message). */
export function packageLinkState(
  pack: Pick<SessionPackage, 'status' | 'pay_link_until' | 'anonymised_at'>,
  now: Date,
): 'DUE' | 'PAID' | 'CANCELLED' | 'OVER' {
  if (pack.status === 'PAID') return 'PAID';
  if (pack.status !== 'DUE' || pack.anonymised_at) return 'CANCELLED';
  if (!pack.pay_link_until || pack.pay_link_until.getTime() <= now.getTime()) return 'OVER';
  return 'DUE';
}

/**
 * 회기권 sold by a payment link as an owner of deposits (issue 37), registered with payments when
 * the module starts: payments keeps the attempts, the provider's calls and the ledger (package_id);
 * this says what to charge (the package's price, never the browser's), turns DUE into PAID when
 * the money is taken, and records a refund of its unused sessions. A charge for a package no
 * longer due (paid already, cancelled by the desk) is given back in full by payments.
 */
@Injectable()
export class PackageDeposits implements DepositOwner, OnModuleInit {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly owners: DepositOwners,
    private readonly audit: AuditTrail,
  ) {}

  onModuleInit(): void {
    this.owners.register('package', this);
  }

  async holdForPayment(packageId: number): Promise<DepositOrder> {
    const pack = await this.manager.getRepository(SessionPackage).findOne({
      where: { id: packageId },
      relations: { type: true },
    });
    if (!pack) throw new NotFoundException('회기권을 찾을 수 없어요.');
    switch (packageLinkState(pack, this.clock.now())) {
      case 'PAID':
        throw new ConflictException({ message: PACKAGE_ALREADY_PAID, code: 'ALREADY_PAID' });
      case 'CANCELLED':
        throw new ConflictException({
          message: pack.status === 'REFUNDED' ? PACKAGE_ALREADY_PAID : PACKAGE_LINK_CANCELLED,
          code: pack.status === 'REFUNDED' ? 'ALREADY_PAID' : 'CANCELED',
        });
      case 'OVER':
        throw new ConflictException({ message: PACKAGE_LINK_OVER, code: 'HOLD_OVER' });
      case 'DUE':
        return {
          amount: pack.price,
          orderName: `${pack.type.name} ${pack.sessions_total}회기권`,
          customerName: pack.guardian_name,
          customerEmail: pack.family_email,
        };
    }
  }

  async lock(manager: EntityManager, packageId: number): Promise<void> {
    await manager.query(`SELECT id FROM session_package WHERE id = $1 FOR UPDATE`, [packageId]);
  }

  /**
   * The money was taken: a package still due is paid, by the provider's method. A confirm that
   * was claimed before the deadline and answered after it is kept (the family paid in time).
   */
  async paid(
    manager: EntityManager,
    packageId: number,
    attempt: { method: PaymentMethod },
  ): Promise<'kept' | 'taken' | 'closed'> {
    const pack = await manager.findOneBy(SessionPackage, { id: packageId });
    if (!pack || pack.status !== 'DUE' || pack.anonymised_at) return 'closed';
    await manager.update(
      SessionPackage,
      { id: packageId },
      { status: 'PAID', method: attempt.method, updated_at: this.clock.now() },
    );
    return 'kept';
  }

  /**
   * Money given back for it. It ends once what went back covers its unused sessions (the owner's
   * refund, or all of it); less (a refund made in the provider's console) is recorded and leaves
   * its sessions to use, and the owner's refund later gives back the rest.
   */
  async refunded(
    manager: EntityManager,
    packageId: number,
    by: ActorKind,
    refund: DepositRefund,
  ): Promise<void> {
    const pack = await manager.findOneBy(SessionPackage, { id: packageId });
    if (!pack || pack.status !== 'PAID') return;
    const refunded = Math.min(refund.refunded, pack.price);
    const status = refund.whole || refunded >= unusedValue(pack) ? 'REFUNDED' : 'PAID';
    await manager.update(
      SessionPackage,
      { id: packageId },
      { status, refunded_amount: refunded, updated_at: this.clock.now() },
    );
    // The owner's refund writes its audit row in this transaction (its money actor); one the app
    // only learns of (a lost answer the reconciliation job finished, the console's) is written
    // here, so every refund has exactly one.
    if (by === 'ADMIN') return;
    await this.audit.record(
      SYSTEM_ACTOR,
      {
        kind: 'APPOINTMENT',
        action: 'session-package.refund',
        target: `session_package:${packageId}`,
        summary: `회기권 환불 ${(refunded - pack.refunded_amount).toLocaleString('ko-KR')}원 (결제 대행사에서 확인)`,
        before: { package_status: 'PAID', refunded_amount: pack.refunded_amount },
        after: { package_status: status, refunded_amount: refunded },
      },
      manager,
    );
  }
}
