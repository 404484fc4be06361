// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertContext } from '@/components/ui/use-alert';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import { AdminLoginPage } from './admin-login-page';

/** /admin/login with a fake server and an alert that closes at once; /admin says it is in. */
function renderLogin(answer: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork(answer);
  const showAlert = vi.fn((_message: string) => Promise.resolve());
  render(
    <AlertContext value={showAlert}>
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin" element={<p>관리자 홈</p>} />
        </Routes>
      </MemoryRouter>
    </AlertContext>,
  );
  return { network, showAlert, user: userEvent.setup() };
}

/** The error tied to a field: aria-invalid, and the text its aria-describedby names. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('아이디'), 'teacher');
  await user.type(screen.getByLabelText('비밀번호', { exact: true }), 'long-enough-secret');
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

beforeEach(() => localStorage.clear());

describe('AdminLoginPage', () => {
  it('asks for both before sending, focuses the empty one, and lets the sentence go at a keystroke', async () => {
    const { network, user } = renderLogin(() => ({ status: 200, body: {} }));
    await user.type(screen.getByLabelText('아이디'), 'teacher');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(screen.getByRole('alert').textContent).toBe('아이디와 비밀번호를 입력해 주세요.');
    const password = screen.getByLabelText('비밀번호', { exact: true });
    expect(document.activeElement).toBe(password);
    for (const input of [screen.getByLabelText('아이디'), password]) {
      expect(input.getAttribute('aria-describedby')).toBe('admin-login-missing');
    }
    expect(network.sent).toHaveLength(0);

    // Ticking 자동 로그인 is no answer to it; typing is.
    await user.click(screen.getByLabelText('자동 로그인'));
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(screen.getByLabelText('아이디'), 's');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refused password in an alert and keeps the form', async () => {
    const { network, showAlert, user } = renderLogin(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Unauthorized' },
    }));
    await typePassword(user);

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith('아이디 또는 비밀번호가 일치하지 않습니다.'),
    );
    expect(network.sent).toEqual([
      {
        method: 'POST',
        path: '/api/user/login',
        body: { username: 'teacher', password: 'long-enough-secret', autoLogin: false },
      },
    ]);
    expect((screen.getByLabelText('아이디') as HTMLInputElement).value).toBe('teacher');
  });

  it('asks a two-factor account for its code: the format, then the server, beside the field', async () => {
    const { network, user } = renderLogin((request) => {
      if (request.path === '/api/user/login') {
        return { status: 200, body: { twoFactor: 'CODE', challenge: 'challenge-1' } };
      }
      const code = (request.body as { code: string }).code;
      return code === 'ABCD-EFGH'
        ? { status: 200, body: { accessToken: 'token' } }
        : { status: 401, body: { statusCode: 401, message: '인증 코드가 올바르지 않습니다.' } };
    });
    await typePassword(user);
    expect(await screen.findByRole('heading', { name: '인증 코드 입력' })).toBeTruthy();

    const code = screen.getByLabelText('인증 코드 (6자리 숫자)');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(errorOf('인증 코드 (6자리 숫자)')).toBe('인증 앱에 표시된 6자리 숫자를 입력해 주세요.');
    expect(network.sent).toHaveLength(1);

    await user.type(code, '6');
    expect(errorOf('인증 코드 (6자리 숫자)')).toBeNull();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() =>
      expect(errorOf('인증 코드 (6자리 숫자)')).toBe('인증 코드가 올바르지 않습니다.'),
    );
    expect(document.activeElement).toBe(code);
    expect(network.sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/user/login/two-factor',
      body: { challenge: 'challenge-1', code: '123456' },
    });

    // 복구 코드 사용: an empty field, no error left from the app's code.
    await user.click(screen.getByRole('button', { name: '복구 코드 사용' }));
    const recovery = screen.getByLabelText('복구 코드');
    expect((recovery as HTMLInputElement).value).toBe('');
    expect(errorOf('복구 코드')).toBeNull();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(errorOf('복구 코드')).toBe('인증 코드를 입력해 주세요.');
    await user.type(recovery, 'ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('관리자 홈')).toBeTruthy();
  });

  it('sets up an authenticator when the owner requires one: the code refused, then the codes', async () => {
    const { network, user } = renderLogin((request) => {
      if (request.path === '/api/user/login') {
        return { status: 200, body: { twoFactor: 'ENROL', challenge: 'challenge-2' } };
      }
      if (request.path === '/api/user/two-factor/setup') {
        return {
          status: 200,
          body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml,' },
        };
      }
      return (request.body as { code: string }).code === '654321'
        ? {
            status: 200,
            body: { accessToken: 'token', recoveryCodes: ['AAAA-1111', 'BBBB-2222'] },
          }
        : {
            status: 400,
            body: { statusCode: 400, message: ['인증 코드가 올바르지 않습니다.'] },
          };
    });
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: '등록 시작' }));

    const code = await screen.findByLabelText('인증 코드 (6자리 숫자)');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(errorOf('인증 코드 (6자리 숫자)')).toBe('인증 앱에 표시된 6자리 숫자를 입력해 주세요.');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(errorOf('인증 코드 (6자리 숫자)')).toBe('인증 코드가 올바르지 않습니다.'),
    );
    expect(network.sent.at(-1)?.body).toEqual({ challenge: 'challenge-2', code: '123456' });

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('AAAA-1111')).toBeTruthy();
  });
});
