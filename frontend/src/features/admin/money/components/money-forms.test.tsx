// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { testStore } from '@/lib/test-store';
import { deferred, fakeNetwork, type FakeAnswer } from '@/lib/fake-network';
import type { ApplicationMoney } from '../../core/types';
import { seoulToday } from '../money-form';
import { DeskPaymentForm } from './desk-payment-form';
import { RefundForm } from './refund-form';

/** The money of one application, as GET …/money answers it (what the forms read). */
function moneyOf(overrides: Partial<ApplicationMoney>): ApplicationMoney {
  return {
    applicationId: 7,
    totalAmount: 20000,
    refundable: 20000,
    refunded: 0,
    paidAtDesk: false,
    needsRefundAccount: false,
    methodName: '카드',
    suggestion: { amount: 20000, note: '강의 시작 5일 전까지: 전액 환불' },
    allowance: { role: 'OWNER', perApplication: null, perDay: null, directLeft: null },
    ...overrides,
  } as ApplicationMoney;
}

/** The app's store as app/store.ts makes it (RTK Query joins it when lib/api.ts loads). */
function makeStore() {
  const store = testStore();
  return store;
}

function renderWithStore(ui: ReactNode) {
  const user = userEvent.setup();
  render(<Provider store={makeStore()}>{ui}</Provider>);
  return user;
}

/** The error tied to a field: aria-invalid, and the text its aria-describedby names first. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const [first] = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(first)?.textContent ?? null;
}

const REFUND_PATH = '/api/admin/application/7/refund';

function renderRefund(money: ApplicationMoney, answer: () => FakeAnswer | Promise<FakeAnswer>) {
  const network = fakeNetwork(answer);
  const onDone = vi.fn();
  const onBusyChange = vi.fn();
  const user = renderWithStore(
    <RefundForm money={money} lectureId={3} onDone={onDone} onBusyChange={onBusyChange} />,
  );
  const submit = () => user.click(screen.getByRole('button', { name: /환불/ }));
  return { user, network, onDone, onBusyChange, submit };
}

describe('RefundForm', () => {
  it("refuses more than what is left, in the server's Korean words, before sending", async () => {
    const { user, network, submit } = renderRefund(moneyOf({ refundable: 20000 }), () => ({
      status: 200,
      body: {},
    }));
    const amount = screen.getByLabelText('환불 금액(원)');
    expect((amount as HTMLInputElement).value).toBe('20000');
    await user.clear(amount);
    await user.type(amount, '25,000');
    await submit();
    expect(errorOf('환불 금액(원)')).toBe('환불할 수 있는 금액(20,000원)을 넘었습니다.');
    expect(errorOf('환불 사유')).toBe('환불 사유를 입력해 주세요.');
    expect(document.activeElement).toBe(amount);
    expect(network.sent).toHaveLength(0);
  });

  it.each(['0', '-1000', '1000.5', '만원', ''])('refuses the amount %j', async (typed) => {
    const { user, network, submit } = renderRefund(moneyOf({}), () => ({ status: 200, body: {} }));
    const amount = screen.getByLabelText('환불 금액(원)');
    await user.clear(amount);
    if (typed) await user.type(amount, typed);
    await user.type(screen.getByLabelText('환불 사유'), '보호자 요청');
    await submit();
    expect(errorOf('환불 금액(원)')).toBe('환불 금액은 1원 이상의 정수(원)로 입력해 주세요.');
    expect(network.sent).toHaveLength(0);
  });

  it('asks for the account of a deposited virtual account, field by field', async () => {
    const { user, submit } = renderRefund(moneyOf({ needsRefundAccount: true }), () => ({
      status: 200,
      body: {},
    }));
    await user.type(screen.getByLabelText('환불 사유'), '보호자 요청');
    await user.type(screen.getByLabelText('계좌번호'), '123-abc');
    await submit();
    expect(errorOf('은행')).toBe('환불받을 은행을 선택해 주세요.');
    expect(errorOf('계좌번호')).toBe('계좌번호는 숫자만 20자리 이내로 입력해 주세요.');
    expect(errorOf('예금주')).toBe('예금주를 입력해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('은행'));
  });

  it('sends the whole won typed once, however often it is pressed, then says what the server said', async () => {
    const answer = deferred<FakeAnswer>();
    const { user, network, onDone, onBusyChange, submit } = renderRefund(
      moneyOf({ refundable: 20000 }),
      () => answer.promise,
    );
    const amount = screen.getByLabelText('환불 금액(원)');
    await user.clear(amount);
    await user.type(amount, '10,000원');
    await user.type(screen.getByLabelText('환불 사유'), '  보호자 요청(부분 환불) ');
    await submit();
    // Asked once, with the amount and where it goes, before anything is sent (issue 36).
    const question = screen.getByRole('group', { name: '10,000원을 환불할까요?' });
    expect(question.textContent).toContain('카드 결제 취소');
    expect(question.textContent).toContain('사유: 보호자 요청(부분 환불)');
    expect(network.sent).toHaveLength(0);
    await submit();
    const pending = screen.getByRole('button', { name: '환불하는 중...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(pending.closest('form')!);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    answer.resolve({ status: 200, body: { message: '10,000원을 환불했습니다.' } });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(network.sent).toEqual([
      {
        method: 'POST',
        path: REFUND_PATH,
        body: { amount: 10000, reason: '보호자 요청(부분 환불)' },
      },
    ]);
    expect(onDone).toHaveBeenCalledWith('10,000원을 환불했습니다.');
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('sends nothing on 돌아가기, names the account of a virtual account, and asks again after an edit', async () => {
    const { user, network, submit } = renderRefund(
      moneyOf({ needsRefundAccount: true, methodName: '가상계좌' }),
      () => ({ status: 200, body: { message: '환불했습니다.' } }),
    );
    await user.type(screen.getByLabelText('환불 사유'), '보호자 요청');
    await user.selectOptions(screen.getByLabelText('은행'), '국민은행');
    await user.type(screen.getByLabelText('계좌번호'), '123-456-7890');
    await user.type(screen.getByLabelText('예금주'), '김가족');
    // An account typed here always waits for the owner (issue 32): the form says so first.
    expect(screen.getByRole('button', { name: '환불 승인 요청' })).toBeTruthy();
    await submit();
    const question = screen.getByRole('group', {
      name: '20,000원 환불을 대표 관리자에게 요청할까요?',
    });
    expect(question.textContent).toContain('계좌 환불: 국민은행 끝자리 7890 (예금주 김가족)');
    expect(question.textContent).toContain('지금은 돈이 움직이지 않습니다.');
    await user.click(screen.getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('group', { name: /요청할까요/ })).toBeNull();

    await submit();
    const amount = screen.getByLabelText('환불 금액(원)');
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(screen.queryByRole('group', { name: /요청할까요/ })).toBeNull();
    await submit();
    expect(
      screen.getByRole('group', { name: '5,000원 환불을 대표 관리자에게 요청할까요?' }),
    ).toBeTruthy();
    expect(network.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('shows a staff member their limit, and asks above it as a request for the owner', async () => {
    const { user, network, submit } = renderRefund(
      moneyOf({
        allowance: { role: 'STAFF', perApplication: 10000, perDay: 30000, directLeft: 10000 },
      }),
      () => ({ status: 202, body: { message: '요청으로 등록했습니다.', request: { id: 1 } } }),
    );
    expect(
      screen.getByText(
        '직원 환불 한도: 이 신청에서 직접 환불할 수 있는 금액은 10,000원입니다 (신청당 10,000원, 하루 30,000원). 넘는 금액은 대표 관리자의 승인 요청으로 등록됩니다.',
      ),
    ).toBeTruthy();
    // The suggestion (20,000원) is above the limit: the button says what will happen.
    expect(screen.getByRole('button', { name: '환불 승인 요청' })).toBeTruthy();
    const amount = screen.getByLabelText('환불 금액(원)');
    await user.clear(amount);
    await user.type(amount, '10000');
    expect(screen.getByRole('button', { name: '환불하기' })).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '10001');
    await user.type(screen.getByLabelText('환불 사유'), '보호자 요청');
    await submit();
    const question = screen.getByRole('group', {
      name: '10,001원 환불을 대표 관리자에게 요청할까요?',
    });
    expect(question.textContent).toContain('대표 관리자가 승인하면 환불됩니다.');
    await user.click(screen.getAllByRole('button', { name: '환불 승인 요청' }).at(-1)!);
    await vi.waitFor(() =>
      expect(network.sent.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
  });

  it('tells a staff member without a limit that every refund is a request', () => {
    renderRefund(
      moneyOf({
        allowance: { role: 'STAFF', perApplication: null, perDay: null, directLeft: 0 },
      }),
      () => ({ status: 202, body: {} }),
    );
    expect(
      screen.getByText(
        '직원은 직접 환불할 수 없습니다. 환불은 대표 관리자의 승인 요청으로 등록됩니다.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '환불 승인 요청' })).toBeTruthy();
  });

  it('says a retry is safe when the provider’s answer was lost (503), keeping what was typed', async () => {
    const lost = '결제사에서 취소 결과를 받지 못했습니다. 잠시 후 다시 시도해 주세요.';
    const { user, onDone, submit } = renderRefund(moneyOf({}), () => ({
      status: 503,
      body: { statusCode: 503, message: lost },
    }));
    await user.type(screen.getByLabelText('환불 사유'), '보호자 요청');
    await submit();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(lost);
    expect(alert.textContent).toContain('같은 금액으로 다시 시도해 주세요.');
    expect(alert.textContent).not.toContain('환불하지 못했습니다.');
    expect((screen.getByLabelText('환불 사유') as HTMLTextAreaElement).value).toBe('보호자 요청');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts a 400 in the server's words beside the field it is about", async () => {
    const { user, submit } = renderRefund(moneyOf({}), () => ({
      status: 400,
      body: { statusCode: 400, message: ['환불 사유는 500자 이하로 입력해 주세요.'] },
    }));
    await user.type(screen.getByLabelText('환불 사유'), '보호자 요청');
    await submit();
    await submit();
    await vi.waitFor(() =>
      expect(errorOf('환불 사유')).toBe('환불 사유는 500자 이하로 입력해 주세요.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DeskPaymentForm', () => {
  const PAYMENT_PATH = '/api/admin/application/7/payment';

  function renderDesk(answer: () => FakeAnswer) {
    const network = fakeNetwork(answer);
    const onDone = vi.fn();
    const user = renderWithStore(
      <DeskPaymentForm money={moneyOf({})} lectureId={3} onDone={onDone} onBusyChange={vi.fn()} />,
    );
    const submit = () => user.click(screen.getByRole('button', { name: '결제 기록하기' }));
    return { user, network, onDone, submit };
  }

  it('shows the total (not typed) and today in Seoul, and refuses a later day and no method', async () => {
    const { user, network, submit } = renderDesk(() => ({ status: 200, body: {} }));
    const amount = screen.getByLabelText('결제 금액(원)') as HTMLInputElement;
    expect(amount.value).toBe('20,000');
    expect(amount.readOnly).toBe(true);
    const paidOn = screen.getByLabelText('결제일') as HTMLInputElement;
    expect(paidOn.value).toBe(seoulToday());
    expect(paidOn.max).toBe(seoulToday());

    const tomorrow = seoulToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await user.clear(paidOn);
    await user.type(paidOn, tomorrow);
    await submit();
    expect(errorOf('결제일')).toBe('결제일은 오늘 이후로 입력할 수 없습니다.');
    expect(errorOf('결제 수단')).toBe('결제 수단을 선택해 주세요.');
    expect(document.activeElement).toBe(paidOn);
    expect(network.sent).toHaveLength(0);
  });

  it('records the total, the day, the method and the note once', async () => {
    const { user, network, onDone, submit } = renderDesk(() => ({
      status: 200,
      body: { message: '현금 20,000원 결제가 기록되었습니다.' },
    }));
    await user.selectOptions(screen.getByLabelText('결제 수단'), '현금');
    await user.type(screen.getByLabelText('메모 (선택)'), ' 영수증 1234 ');
    await submit();
    const question = screen.getByRole('group', { name: '20,000원을 받은 것으로 기록할까요?' });
    expect(question.textContent).toContain(
      `${seoulToday()}, 현금(으)로 센터가 직접 받은 돈입니다.`,
    );
    expect(network.sent).toHaveLength(0);
    await submit();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(network.sent).toEqual([
      {
        method: 'POST',
        path: PAYMENT_PATH,
        body: { amount: 20000, paidOn: seoulToday(), method: 'CASH', note: '영수증 1234' },
      },
    ]);
    expect(onDone).toHaveBeenCalledWith('현금 20,000원 결제가 기록되었습니다.');
  });

  it("says the server's refusal after its own sentence", async () => {
    const { user, submit } = renderDesk(() => ({
      status: 409,
      body: { statusCode: 409, message: '이미 결제된 신청입니다.' },
    }));
    await user.selectOptions(screen.getByLabelText('결제 수단'), '현금');
    await submit();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/못했습니다\. 이미 결제된 신청입니다\.$/);
  });
});
