// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import AdminInvitePage from './admin-invite-page';

const VIEW = { invitedBy: '김원장', username: 'kim.teacher', expiresAt: '2026-12-01T00:00:00Z' };

/** The invitation link opened with a fake server: the view answers, then `accept` the rest. */
function renderInvitation(accept: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork((request) =>
    request.path === '/api/invitation/view' ? { status: 200, body: VIEW } : accept(request),
  );
  render(
    <MemoryRouter initialEntries={['/admin/invite#token-abc']}>
      <Routes>
        <Route path="/admin/invite" element={<AdminInvitePage />} />
      </Routes>
    </MemoryRouter>,
  );
  const accepts = () => network.sent.filter((request) => request.path === '/api/invitation/accept');
  return { accepts, user: userEvent.setup() };
}

/** The error tied to a field: aria-invalid, and the text its aria-describedby names. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label, { exact: true });
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find(Boolean) ?? null;
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  const [first, second] = [
    screen.getByLabelText('비밀번호', { exact: true }),
    screen.getByLabelText('비밀번호 확인'),
  ];
  await user.clear(first);
  await user.type(first, password);
  await user.clear(second);
  await user.type(second, confirm);
  await user.click(screen.getByRole('button', { name: '계정 만들기' }));
}

beforeEach(() => sessionStorage.clear());

describe('AdminInvitePage', () => {
  it('refuses two different passwords beside the first, sends nothing, and lets it go at a keystroke', async () => {
    const { accepts, user } = renderInvitation(() => ({ status: 201, body: {} }));
    await screen.findByText('김원장 님이 초대했습니다.');
    await choose(user, 'a-long-enough-password', 'a-long-enough-passwor');

    expect(errorOf('비밀번호')).toBe('비밀번호가 서로 다릅니다.');
    expect(document.activeElement).toBe(screen.getByLabelText('비밀번호', { exact: true }));
    expect(accepts()).toHaveLength(0);

    // Mending the confirmation takes the sentence away at once.
    await user.type(screen.getByLabelText('비밀번호 확인'), 'd');
    expect(errorOf('비밀번호')).toBeNull();
  });

  it("says the server's refusal of a weak password beside it; a strong one makes the account", async () => {
    const { accepts, user } = renderInvitation((request) =>
      (request.body as { password: string }).password === 'password1234'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              message: [
                '너무 흔하거나 유출된 적이 있는 비밀번호입니다.',
                '다른 비밀번호를 골라 주세요.',
              ],
            },
          }
        : { status: 201, body: { username: 'kim.teacher' } },
    );
    await screen.findByText('김원장 님이 초대했습니다.');
    await choose(user, 'password1234', 'password1234');

    await waitFor(() =>
      expect(errorOf('비밀번호')).toBe(
        '너무 흔하거나 유출된 적이 있는 비밀번호입니다. 다른 비밀번호를 골라 주세요.',
      ),
    );
    expect(accepts()).toEqual([
      {
        method: 'POST',
        path: '/api/invitation/accept',
        body: { token: 'token-abc', password: 'password1234' },
      },
    ]);

    await choose(user, 'a-long-enough-password', 'a-long-enough-password');
    expect(await screen.findByText('계정을 만들었습니다. 이제 로그인할 수 있습니다.')).toBeTruthy();
    expect(sessionStorage.getItem('maeum.admin-invite')).toBeNull();
  });

  it("shows the server's reason instead of the form when the link was spent meanwhile", async () => {
    const { user } = renderInvitation(() => ({
      status: 410,
      body: { statusCode: 410, message: '이미 사용된 초대 링크입니다.' },
    }));
    await screen.findByText('김원장 님이 초대했습니다.');
    await choose(user, 'a-long-enough-password', 'a-long-enough-password');

    expect(await screen.findByText('이미 사용된 초대 링크입니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '계정 만들기' })).toBeNull();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toBeTruthy();
  });
});
