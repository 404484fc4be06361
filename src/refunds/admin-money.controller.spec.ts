import { controllerApp, type ControllerApp } from '../../test/support/controller-app';
import { AdminMoneyController } from './admin-money.controller';
import { AdminRefundService } from './admin-refund.service';

const AMOUNT = '환불 금액은 1원 이상의 정수(원)로 입력해 주세요.';
const REASON = '환불 사유를 입력해 주세요.';

/** The back office's refund request: what it refuses before the service (and the provider). */
describe('POST /admin/application/:id/refund', () => {
  let t: ControllerApp;

  beforeAll(async () => {
    t = await controllerApp(AdminMoneyController, {
      user: { id: 1, username: 'director', sessionId: 's', role: 'OWNER' },
    });
  });
  beforeEach(() => jest.clearAllMocks());
  afterAll(() => t.close());

  it.each([
    ['zero', { amount: 0, reason: '사유' }, AMOUNT],
    ['negative', { amount: -100, reason: '사유' }, AMOUNT],
    ['fractional', { amount: 100.5, reason: '사유' }, AMOUNT],
    ['a number as text', { amount: '100', reason: '사유' }, AMOUNT],
    ['no amount', { reason: '사유' }, AMOUNT],
    ['a blank reason', { amount: 100, reason: '   ' }, REASON],
    ['no reason', { amount: 100 }, REASON],
  ])('refuses %s with 400 in Korean, before the service', async (_label, body, message) => {
    const res = await t.http.post('/admin/application/7/refund').send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(t.mockOf(AdminRefundService).refund).not.toHaveBeenCalled();
  });

  it('refuses an id that is not a positive integer', async () => {
    await t.http
      .post('/admin/application/x/refund')
      .send({ amount: 100, reason: '사유' })
      .expect(400);
    expect(t.mockOf(AdminRefundService).refund).not.toHaveBeenCalled();
  });

  it('hands a valid ask to the service with who asks, and answers 202 when it waits', async () => {
    const refund = t.mockOf(AdminRefundService).refund;
    refund.mockResolvedValueOnce({ request: { id: 3 } } as never);
    await t.http
      .post('/admin/application/7/refund')
      .send({ amount: 10000, reason: ' 보호자 요청 ' })
      .expect(202, { request: { id: 3 } });
    expect(refund).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ amount: 10000, reason: '보호자 요청' }),
      expect.objectContaining({ adminId: 1, adminName: 'director' }),
      { id: 1, name: 'director', role: 'OWNER' },
    );
  });
});
