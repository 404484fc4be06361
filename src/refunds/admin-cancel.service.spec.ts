import {
  refundFakes,
  type FakeTeamPolicies,
  type MoneyWorld,
} from '../../test/support/refund-fakes';
import { newTestService, refusal } from '../../test/support/service-test';
import type { AuditActor } from '../audit';
import { Clock, FixedClock } from '../common/clock/clock';
import { AdminCancelService } from './admin-cancel.service';
import { AdminRefundService } from './admin-refund.service';
import { NEEDS_ACCOUNT } from './cancel-plan';
import { ProviderCancel } from './provider-cancel';
import { RefundAuthority, type MoneyAdmin } from './refund-authority';
import { RefundRepository } from './refund.repository';

const OWNER: MoneyAdmin = { id: 1, name: 'admin', role: 'OWNER' };
const STAFF: MoneyAdmin = { id: 2, name: 'staff.kim', role: 'STAFF' };
const TOTAL = 30000;
const by = (admin: MoneyAdmin): AuditActor => ({
  adminId: admin.id,
  adminName: admin.name,
  address: '198.51.100.7',
});

/**
 * The centre's cancel says what it will do before it does it (issue 36): its quote comes from
 * the plan the cancel acts on, so the won and the destination the confirm step shows are what
 * moves; and for a staff member it says whether the cancel would wait for the owner.
 */
describe('AdminCancelService: the quote before a cancel', () => {
  let cancels: AdminCancelService;
  let world: MoneyWorld;
  let policies: FakeTeamPolicies;

  beforeEach(async () => {
    const clock = new FixedClock(new Date('2026-11-22T03:00:00Z'));
    const fakes = refundFakes(clock);
    world = fakes.world;
    policies = fakes.policies;
    const given: [unknown, unknown][] = [
      [RefundRepository, fakes.rows],
      [Clock, clock],
      [ProviderCancel, fakes.providerCancel],
      [RefundAuthority, fakes.authority],
    ];
    const refunds = (await newTestService(AdminRefundService, given)).sut;
    cancels = (await newTestService(AdminCancelService, [...given, [AdminRefundService, refunds]]))
      .sut;
  });

  /** Quotes, cancels as the owner, and answers both with what the ledger says moved. */
  async function quoteThenCancel(applicationId: number) {
    const quote = await cancels.quote(applicationId, OWNER);
    const before = world.totals(applicationId).refunded;
    const answer = await cancels.byCentre(
      applicationId,
      { reason: '보호자 요청' },
      by(OWNER),
      OWNER,
    );
    return { quote, answer, moved: world.totals(applicationId).refunded - before };
  }

  it('a card: the quote’s amount is what the provider cancels, as 카드 취소', async () => {
    const { application } = world.paid({ total: TOTAL });
    const { quote, answer, moved } = await quoteThenCancel(application.id);
    expect(quote).toMatchObject({ amount: TOTAL, destination: 'CARD', blocked: null });
    expect(moved).toBe(quote.amount);
    expect(answer).toMatchObject({ payment_status: 'C', refundedAmount: TOTAL });
  });

  it('a partly refunded transfer: only what is left, back to the paying account', async () => {
    const fresh = world.paid({ total: TOTAL, method: 'TRANSFER' }).application;
    world.entry(fresh.id, { kind: 'PROVIDER_REFUND', amount: -10000, method: 'TRANSFER' });
    fresh.payment_status = 'P';
    fresh.refunded_amount = 10000;
    const quote = await cancels.quote(fresh.id, OWNER);
    expect(quote).toMatchObject({ amount: 20000, destination: 'TRANSFER' });
  });

  it('cash at the desk: 현금 직접 반환 of what is left, and the cancel records that much', async () => {
    const application = world.paidAtDesk({ total: TOTAL, method: 'CASH' });
    const { quote, answer, moved } = await quoteThenCancel(application.id);
    expect(quote).toMatchObject({ amount: TOTAL, destination: 'CASH', blocked: null });
    expect(moved).toBe(quote.amount);
    expect('message' in answer && answer.message).toContain('‘현금 반환 완료’');
  });

  it('unpaid and awaiting deposit: nothing goes back, and the awaited account is named', async () => {
    const unpaid = world.applied();
    expect(await cancels.quote(unpaid.id, OWNER)).toMatchObject({
      amount: 0,
      destination: 'NONE',
      account: null,
    });
    const { application, attempt } = world.awaitingDeposit();
    attempt.va_bank_code = '06';
    attempt.va_account_number = '9012-3456-7890';
    expect(await cancels.quote(application.id, OWNER)).toMatchObject({
      amount: 0,
      destination: 'ACCOUNT_CANCEL',
      account: { bankName: expect.any(String), last4: '7890' },
    });
  });

  it('a deposited virtual account: blocked with the reason, and the cancel refuses the same', async () => {
    const { application } = world.paid({ total: TOTAL, method: 'VIRTUAL_ACCOUNT' });
    const quote = await cancels.quote(application.id, OWNER);
    expect(quote).toMatchObject({ destination: 'VIRTUAL_ACCOUNT', blocked: NEEDS_ACCOUNT });
    const refused = await refusal(
      cancels.byCentre(application.id, { reason: '보호자 요청' }, by(OWNER), OWNER),
    );
    expect(refused).toMatchObject({ status: 400, body: { message: NEEDS_ACCOUNT } });
    expect(world.provider.calls).toHaveLength(0);
  });

  it('tells a staff member when the cancel would wait for the owner, as the cancel then does', async () => {
    policies.limits = { perApplication: 20000, perDay: null };
    const small = world.paid({ total: 15000 }).application;
    const large = world.paid({ total: TOTAL }).application;
    expect(await cancels.quote(small.id, STAFF)).toMatchObject({
      needsApproval: false,
      allowance: { role: 'STAFF', perApplication: 20000, directLeft: 20000 },
    });
    expect(await cancels.quote(large.id, STAFF)).toMatchObject({ needsApproval: true });
    expect(await cancels.quote(large.id, OWNER)).toMatchObject({
      needsApproval: false,
      allowance: { role: 'OWNER', directLeft: null },
    });
    const answer = await cancels.byCentre(large.id, { reason: '보호자 요청' }, by(STAFF), STAFF);
    expect('request' in answer).toBe(true);
    expect(world.totals(large.id).refunded).toBe(0);
  });

  it('a staff member without a limit is told every paid cancel waits for the owner', async () => {
    policies.limits = { perApplication: null, perDay: null };
    const { application } = world.paid({ total: 1000 });
    expect(await cancels.quote(application.id, STAFF)).toMatchObject({
      needsApproval: true,
      allowance: { directLeft: 0 },
    });
    expect(await cancels.quote(world.applied().id, STAFF)).toMatchObject({ needsApproval: false });
  });
});
