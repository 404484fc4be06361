// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AlertContext } from '@/components/ui/use-alert';
import { testStore } from '@/lib/test-store';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import AdminAppointmentTypesPage from './admin-appointment-types-page';

const PROGRAMS = [{ id: 4, title: '놀이치료', archived: false }];
const COUNSELLORS = [
  { id: 3, account_id: 2, account_name: '김하늘', name: '김하늘', active: true, mine: false },
];

function renderPage(post: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork((request) => {
    if (request.method !== 'GET') return post(request);
    if (request.path === '/api/admin/program/list') return { status: 200, body: PROGRAMS };
    if (request.path === '/api/admin/counsellor') return { status: 200, body: COUNSELLORS };
    return { status: 200, body: [] };
  });
  const store = testStore();
  render(
    <Provider store={store}>
      <AlertContext value={vi.fn(() => Promise.resolve())}>
        <MemoryRouter>
          <AdminAppointmentTypesPage />
        </MemoryRouter>
      </AlertContext>
    </Provider>,
  );
  return { network, user: userEvent.setup() };
}

/** The text a control's aria-describedby names first (its error while it is invalid). */
function describedError(element: HTMLElement): string | null {
  if (element.tagName !== 'FIELDSET' && element.getAttribute('aria-invalid') !== 'true') {
    return null;
  }
  const [first] = (element.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(first)?.textContent ?? null;
}

describe('AdminAppointmentTypesPage', () => {
  it('asks for a counsellor before sending an active type', async () => {
    const { network, user } = renderPage(() => ({ status: 201, body: { id: 1, message: '' } }));
    await screen.findByRole('checkbox', { name: '김하늘' });
    await user.type(screen.getByLabelText('유형 이름'), '초기 상담');
    await user.type(screen.getByLabelText('상담료'), '50000');
    await user.click(screen.getByRole('button', { name: '상담 유형 추가' }));

    const counsellors = screen.getByRole('group', { name: '상담사' });
    expect(describedError(counsellors)).toBe(
      '상담사를 한 명 이상 골라 주세요. 예약을 받는 유형에는 활성 상담사가 필요합니다.',
    );
    expect(network.sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("sends whole numbers with the deposit, and puts the server's refusal beside its field", async () => {
    const { network, user } = renderPage(() => ({
      status: 400,
      body: { statusCode: 400, message: ['상담 시간은 10분에서 480분 사이로 입력해 주세요.'] },
    }));
    await user.click(await screen.findByRole('checkbox', { name: '김하늘' }));
    await user.type(screen.getByLabelText('유형 이름'), '초기 상담');
    const duration = screen.getByLabelText('상담 시간');
    await user.clear(duration);
    await user.type(duration, '5');
    await user.type(screen.getByLabelText('상담료'), '50,000');
    const deposit = screen.getByLabelText('예약금');
    await user.clear(deposit);
    await user.type(deposit, '10,000');
    await user.selectOptions(screen.getByLabelText('최소 예약 시점'), '2시간 전');
    await user.click(screen.getByRole('button', { name: '상담 유형 추가' }));

    expect(
      await screen.findByText('상담 시간은 10분에서 480분 사이로 입력해 주세요.'),
    ).toBeTruthy();
    expect(describedError(duration)).toBe('상담 시간은 10분에서 480분 사이로 입력해 주세요.');
    expect(document.activeElement).toBe(duration);
    const [sent] = network.sent.filter((request) => request.method === 'POST');
    expect(sent).toEqual({
      method: 'POST',
      path: '/api/admin/appointment-type',
      body: {
        program_id: 4,
        name: '초기 상담',
        description: '',
        duration_minutes: 5,
        buffer_after_minutes: 10,
        price: 50_000,
        deposit: 10_000,
        min_notice_minutes: 120,
        max_ahead_days: 60,
        cancel_deadline_hours: 24,
        counsellor_ids: [3],
        active: true,
      },
    });

    // Typing in the field takes the server's word about it away.
    await user.type(duration, '0');
    expect(describedError(duration)).toBeNull();
  });
});
