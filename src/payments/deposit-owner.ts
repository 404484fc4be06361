import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ActorKind } from '../ledger';

/** What a deposit asks the provider for, as its owner decides it (never the browser). */
export interface DepositOrder {
  /** Integer won. */
  amount: number;
  orderName: string;
  customerName: string;
  customerEmail: string | null;
}

/**
 * The owner of the things deposits pay for (issue 37: appointments), as payments asks it. Payments
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
  paid(manager: EntityManager, ownerId: number): Promise<'kept' | 'taken' | 'closed'>;
  /** The deposit went back in full: the booking it paid for is cancelled if it still stood. */
  refunded(manager: EntityManager, ownerId: number, by: ActorKind): Promise<void>;
}

/**
 * Where the owner registers itself when its module starts (AppointmentsModule.onModuleInit), as
 * the outbox's recipients do: payments never imports the module it serves.
 */
@Injectable()
export class DepositOwners {
  private owner: DepositOwner | null = null;

  register(owner: DepositOwner): void {
    this.owner = owner;
  }

  get(): DepositOwner {
    if (!this.owner) throw new Error('no deposit owner registered (AppointmentsModule)');
    return this.owner;
  }
}
