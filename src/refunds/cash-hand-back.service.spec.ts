import { refundFakes, type MoneyWorld } from '../../test/support/refund-fakes';
import { newTestService, refusal } from '../../test/support/service-test';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock, FixedClock } from '../common/clock/clock';
import { CashHandBacks, HAND_BACK } from './cash-hand-back.service';
import { RefundRepository } from './refund.repository';

const DESK: AuditActor = { adminId: 2, adminName: 'staff.kim', address: '198.51.100.7' };
const LATER: AuditActor = { adminId: 3, adminName: 'staff.lee', address: '198.51.100.8' };

/**
 * Cash refunded by hand is handed back by a person (issue 36): recorded once with who and when,
 * in words on the audit trail; a second press says when it was recorded and changes nothing.
 */
describe('CashHandBacks', () => {
  let handBacks: CashHandBacks;
  let world: MoneyWorld;
  let clock: FixedClock;
  let audit: jest.Mocked<AuditTrail>;

  beforeEach(async () => {
    clock = new FixedClock(new Date('2026-11-30T05:05:00Z'));
    const fakes = refundFakes(clock);
    world = fakes.world;
    const t = await newTestService(CashHandBacks, [
      [RefundRepository, fakes.rows],
      [Clock, clock],
    ]);
    handBacks = t.sut;
    audit = t.mockOf(AuditTrail);
  });

  function cashRefund(amount = 20000) {
    const application = world.paidAtDesk({ total: amount, method: 'CASH' });
    const entryId = world.entry(application.id, {
      kind: 'MANUAL_REFUND',
      amount: -amount,
      method: 'CASH',
      actor_kind: 'ADMIN',
      actor_name: 'admin',
    });
    return { applicationId: application.id, entryId };
  }

  it('records who handed the cash back and when, once, with one audit row', async () => {
    const { applicationId, entryId } = cashRefund();
    const first = await handBacks.record(applicationId, entryId, DESK);
    expect(first).toEqual({
      alreadyRecorded: false,
      handedBackAt: '2026-11-30T05:05:00.000Z',
      handedBackBy: 'staff.kim',
      amount: 20000,
      message: HAND_BACK.recorded('20,000원'),
    });
    expect(audit.record).toHaveBeenCalledTimes(1);
    expect(audit.record.mock.calls[0][1]).toMatchObject({
      kind: 'REFUND',
      action: 'refund.hand-back',
      target: `application:${applicationId}`,
      summary: `신청 #${applicationId} 현금 20,000원 반환 완료`,
      after: { handed_back_at: '2026-11-30T05:05:00.000Z' },
    });

    // Pressed again later by someone else: the first record stands, nothing more is written.
    clock.set('2026-11-30T06:00:00Z');
    const second = await handBacks.record(applicationId, entryId, LATER);
    expect(second).toMatchObject({
      alreadyRecorded: true,
      handedBackAt: '2026-11-30T05:05:00.000Z',
      handedBackBy: 'staff.kim',
      message: '이미 현금 반환 완료로 기록되어 있습니다. (2026년 11월 30일(월) 14:05 · staff.kim)',
    });
    expect(audit.record).toHaveBeenCalledTimes(1);
  });

  it('refuses a refund that is not cash by hand, and an entry of another application', async () => {
    const { application } = world.paid({ total: 20000 });
    const cardRefund = world.entry(application.id, {
      kind: 'PROVIDER_REFUND',
      amount: -20000,
      method: 'CARD',
    });
    expect(await refusal(handBacks.record(application.id, cardRefund, DESK))).toMatchObject({
      status: 409,
      body: { message: HAND_BACK.notCash },
    });
    const { entryId } = cashRefund();
    expect(await refusal(handBacks.record(application.id, entryId, DESK))).toMatchObject({
      status: 404,
    });
    expect(audit.record).not.toHaveBeenCalled();
  });
});
