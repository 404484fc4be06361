// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { testStore } from '@/lib/test-store';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import { InviteForm } from './invite-form';
import { PolicyPanel, refundLimitOf } from './policy-panel';

function renderWithStore(ui: ReactNode, answer: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork(answer);
  const store = testStore();
  render(<Provider store={store}>{ui}</Provider>);
  return { network, user: userEvent.setup() };
}

/** The error tied to a field: aria-invalid, and the text its aria-describedby names. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find(Boolean) ?? null;
}

describe('refundLimitOf', () => {
  it('reads won with commas, spaces and 원; empty is no limit; past 1억 or not a number is refused', () => {
    expect(refundLimitOf('')).toBeNull();
    expect(refundLimitOf('30,000원')).toBe(30000);
    expect(refundLimitOf('100,000,000')).toBe(100_000_000);
    expect(refundLimitOf('100,000,001')).toBeUndefined();
    expect(refundLimitOf('-5')).toBeUndefined();
    expect(refundLimitOf('삼만')).toBeUndefined();
  });
});

describe('InviteForm', () => {
  it('asks for the id before sending, then shows the link once and empties the form', async () => {
    const { network, user } = renderWithStore(<InviteForm />, () => ({
      status: 201,
      body: { id: 1, username: 'kim.teacher', displayName: null, link: '/admin/invite#t=abc' },
    }));
    await user.click(screen.getByRole('button', { name: '초대 링크 만들기' }));
    expect(errorOf('아이디')).toBe('아이디를 입력해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'));
    expect(network.sent).toHaveLength(0);

    await user.type(screen.getByLabelText('아이디'), ' kim.teacher ');
    expect(errorOf('아이디')).toBeNull();
    await user.click(screen.getByRole('button', { name: '초대 링크 만들기' }));

    expect(await screen.findByLabelText('초대 링크')).toBeTruthy();
    expect(network.sent).toEqual([
      { method: 'POST', path: '/api/admin/staff/invitations', body: { username: 'kim.teacher' } },
    ]);
    expect((screen.getByLabelText('아이디') as HTMLInputElement).value).toBe('');
    expect(errorOf('아이디')).toBeNull();
  });

  it("says the server's refusal under the form", async () => {
    const { user } = renderWithStore(<InviteForm />, () => ({
      status: 409,
      body: { statusCode: 409, message: '이미 쓰고 있는 아이디입니다.' },
    }));
    await user.type(screen.getByLabelText('아이디'), 'admin');
    await user.click(screen.getByRole('button', { name: '초대 링크 만들기' }));
    expect(await screen.findByText('이미 쓰고 있는 아이디입니다.')).toBeTruthy();
  });
});

describe('PolicyPanel', () => {
  it('refuses a limit that is no amount up to 1억, then saves the amounts as numbers', async () => {
    const policy = {
      staffRefundLimit: 50000,
      staffDailyRefundLimit: null,
      requireTwoFactor: false,
      updatedAt: null,
    };
    const { network, user } = renderWithStore(<PolicyPanel />, (request) => ({
      status: 200,
      body: request.method === 'PUT' ? { ...policy, ...(request.body as object) } : policy,
    }));
    const limit = await screen.findByLabelText('직원 환불 한도 (원)');
    expect((limit as HTMLInputElement).value).toBe('50000');
    const daily = screen.getByLabelText('직원 하루 환불 한도 (원)');
    await user.type(daily, '2억');
    await user.click(screen.getByRole('button', { name: '정책 저장' }));
    expect(errorOf('직원 하루 환불 한도 (원)')).toBe(
      '0 이상 100,000,000 이하의 숫자로 입력해 주세요.',
    );
    expect(errorOf('직원 환불 한도 (원)')).toBeNull();
    expect(document.activeElement).toBe(daily);
    expect(network.sent.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(daily);
    await user.type(daily, '200,000');
    await user.click(screen.getByLabelText('모든 계정에 2단계 인증 요구'));
    await user.click(screen.getByRole('button', { name: '정책 저장' }));
    expect(await screen.findByText('팀 정책을 저장했습니다.')).toBeTruthy();
    expect(network.sent.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/team-policy',
        body: { staffRefundLimit: 50000, staffDailyRefundLimit: 200000, requireTwoFactor: true },
      },
    ]);
  });
});
