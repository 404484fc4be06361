import { GUEST_PROOF_REQUIRED, GuestToken } from '../auth';
import { controllerApp, type ControllerApp } from '../../test/support/controller-app';
import { GuestCancelController } from './guest-cancel.controller';
import { GuestCancelService } from './guest-cancel.service';

const ACCOUNT = { bankCode: '88', accountNumber: '110-123-456789', holderName: ' 김보호 ' };
const PROOF = { email: 'family@example.com' };

/** My info's 취소: the body it takes, what it refuses before the service, and who may ask. */
describe('POST /guest/cancel', () => {
  let t: ControllerApp;

  beforeAll(async () => {
    t = await controllerApp(GuestCancelController);
  });
  beforeEach(() => {
    jest.clearAllMocks();
    t.mockOf(GuestToken).read.mockReturnValue(PROOF as never);
  });
  afterAll(() => t.close());

  it.each([
    ['an application id that is not one', { applicationId: 'x' }, '신청 정보가 올바르지 않습니다.'],
    ['no application id', {}, '신청 정보가 올바르지 않습니다.'],
    [
      'a bank code Toss does not know',
      { applicationId: 1, refundAccount: { ...ACCOUNT, bankCode: '99' } },
      '환불받을 은행을 선택해 주세요.',
    ],
    [
      'letters in the account number',
      { applicationId: 1, refundAccount: { ...ACCOUNT, accountNumber: '110-abc' } },
      '계좌번호는 숫자만 20자리 이내로 입력해 주세요.',
    ],
    [
      'a blank holder',
      { applicationId: 1, refundAccount: { ...ACCOUNT, holderName: '   ' } },
      '예금주를 입력해 주세요.',
    ],
    [
      'a holder over 60 characters',
      { applicationId: 1, refundAccount: { ...ACCOUNT, holderName: '가'.repeat(61) } },
      '예금주는 60자 이내로 입력해 주세요.',
    ],
    [
      'an account that is not an object',
      { applicationId: 1, refundAccount: '110123456789' },
      '환불받을 계좌를 입력해 주세요.',
    ],
  ])('refuses %s with 400 in Korean, before the service', async (_label, body, message) => {
    const res = await t.http.post('/guest/cancel').send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(t.mockOf(GuestCancelService).cancel).not.toHaveBeenCalled();
  });

  it('answers 401 when the browser proves no contact', async () => {
    t.mockOf(GuestToken).read.mockReturnValue(null as never);
    const res = await t.http.post('/guest/cancel').send({ applicationId: 1 }).expect(401);
    expect(res.body.message).toBe(GUEST_PROOF_REQUIRED);
    expect(t.mockOf(GuestCancelService).cancel).not.toHaveBeenCalled();
  });

  it('hands the proof and the account, digits only and trimmed, to the service', async () => {
    const cancel = t.mockOf(GuestCancelService).cancel;
    cancel.mockResolvedValueOnce({ paymentStatus: 'C', refundedAmount: 20000 });
    await t.http
      .post('/guest/cancel')
      .set('Cookie', 'maeum_guest=token')
      .send({ applicationId: 7, refundAccount: ACCOUNT })
      .expect(200, { paymentStatus: 'C', refundedAmount: 20000 });
    expect(cancel).toHaveBeenCalledWith(PROOF, {
      applicationId: 7,
      refundAccount: { bankCode: '88', accountNumber: '110123456789', holderName: '김보호' },
    });
  });
});
