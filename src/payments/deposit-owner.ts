import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentMethod } from '../common/money/payment-method';
import type { ActorKind } from '../ledger';

/**
 * What a deposit pays for: an appointment's deposit, or a 회기권 sold by a payment link (issue
 * 37). Each kind has its own order prefix and its own column on the attempt.
 */
export type DepositKind = 'appointment' | 'package';

export const DEPOSIT_KINDS = {
  appointment: { prefix: 'BK', column: 'appointment_id' },
  package: { prefix: 'PK', column: 'package_id' },
} as const satisfies Record<
  DepositKind,
  { prefix: string; column: 'appointment_id' | 'package_id' }
>;

/** The kind an order belongs to by its prefix (null: an application's order, AP…). */
export function depositKindOfOrder(orderId: string): DepositKind | null {
  for (const [kind, { prefix }] of Object.entries(DEPOSIT_KINDS)) {
    if (orderId.startsWith(prefix)) return kind as DepositKind;
  }
  return null;
}

/** The kind and owner an attempt pays (null: an application's attempt). */
export function depositOwnerOf(attempt: {
  appointment_id: number | null;
  package_id: number | null;
}): { kind: DepositKind; ownerId: number } | null {
  if (attempt.appointment_id !== null) {
    return { kind: 'appointment', ownerId: attempt.appointment_id };
  }
  if (attempt.package_id !== null) return { kind: 'package', ownerId: attempt.package_id };
  return null;
}

/** How much of the attempt has been given back, when the provider says some was. */
export interface DepositRefund {
  /** Nothing is left paid. */
  whole: boolean;
  /** Won given back so far (the attempt's amount less the provider's balance). */
  refunded: number;
}

/** What a deposit asks the provider for, as its owner decides it (never the browser). */
export interface DepositOrder {
  /** Integer won. */
  amount: number;
  orderName: string;
  customerName: string;
  customerEmail: string | null;
}

/**
 * The owner of the things deposits pay for (issue 37: appointments, 회기권), as payments asks it. Payments
 * keeps the attempts, the provider's calls and the ledger; the owner keeps its rows and its rules.
 * Every method but `holdForPayment` runs inside the settlement's transaction, the owner's row
 * locked by `lock` first (the owner's row, then the attempt: the order every deposit path keeps).
 */
export interface DepositOwner {
  /**
   * Keeps the time for the family while it pays (a lapsed hold is taken again only while the
   * time is free) and answers what to charge; refuses in Korean (409) when there is nothing to
   * pay for: taken meanwhile, cancelled, already paid.
   */
  holdForPayment(ownerId: number): Promise<DepositOrder>;
  /** Locks the owner's row (FOR UPDATE) in the caller's transaction. */
  lock(manager: EntityManager, ownerId: number): Promise<void>;
  /**
   * The provider took the deposit: 'kept' when the owner books with it; else why it goes back in
   * full: 'taken' (the time is no longer the family's: booked by someone else while the hold had
   * lapsed, or already begun), 'closed' (cancelled meanwhile, or nothing due any more).
   */
  paid(
    manager: EntityManager,
    ownerId: number,
    attempt: { method: PaymentMethod },
  ): Promise<'kept' | 'taken' | 'closed'>;
  /**
   * The provider gave some or all of it back (never an automatic cancel): an appointment's
   * booking is cancelled when all of it went back; a package records what it refunded.
   */
  refunded(
    manager: EntityManager,
    ownerId: number,
    by: ActorKind,
    refund: DepositRefund,
  ): Promise<void>;
}

/**
 * Where each owner registers itself, by kind, when its module starts
 * (AppointmentsModule.onModuleInit), as the outbox's recipients do: payments never imports the
 * module it serves.
 */
@Injectable()
export class DepositOwners {
  private readonly owners = new Map<DepositKind, DepositOwner>();

  register(kind: DepositKind, owner: DepositOwner): void {
    this.owners.set(kind, owner);
  }

  get(kind: DepositKind): DepositOwner {
    const owner = this.owners.get(kind);
    if (!owner) throw new Error(`no deposit owner registered for ${kind} (AppointmentsModule)`);
    return owner;
  }
}
