// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm } from './code-form';

/** The error tied to a field: aria-invalid, and the text its aria-describedby names. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}

function renderForm(onSubmit: (code: string, password: string) => Promise<string | null>) {
  render(
    <CodeForm
      title="2단계 인증 해제"
      lead="비밀번호와 코드를 입력하세요."
      submit="해제하기"
      submitting="해제하는 중..."
      askPassword
      onSubmit={onSubmit}
    />,
  );
  return { user: userEvent.setup(), send: () => screen.getByRole('button', { name: '해제하기' }) };
}

describe('CodeForm', () => {
  it('asks for the password, then the code, each beside its field and focused, sending nothing', async () => {
    const onSubmit = vi.fn(async () => null);
    const { user, send } = renderForm(onSubmit);
    await user.click(send());
    expect(errorOf('비밀번호')).toBe('비밀번호를 입력해 주세요.');
    expect(errorOf('인증 코드 또는 복구 코드')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('비밀번호'));

    await user.type(screen.getByLabelText('비밀번호'), 'secret');
    expect(errorOf('비밀번호')).toBeNull();
    await user.type(screen.getByLabelText('인증 코드 또는 복구 코드'), '   ');
    await user.click(send());
    expect(errorOf('인증 코드 또는 복구 코드')).toBe('인증 코드를 입력해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('인증 코드 또는 복구 코드'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a refusal under the code and keeps what was typed; once done, empties both', async () => {
    const onSubmit = vi
      .fn<(code: string, password: string) => Promise<string | null>>()
      .mockResolvedValueOnce('인증 코드가 올바르지 않습니다.')
      .mockResolvedValueOnce(null);
    const { user, send } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('비밀번호'), 'secret');
    await user.type(screen.getByLabelText('인증 코드 또는 복구 코드'), ' 123456 ');
    await user.click(send());

    await waitFor(() =>
      expect(errorOf('인증 코드 또는 복구 코드')).toBe('인증 코드가 올바르지 않습니다.'),
    );
    expect(onSubmit).toHaveBeenCalledWith('123456', 'secret');
    expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe('secret');

    await user.click(send());
    await waitFor(() =>
      expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe(''),
    );
    expect((screen.getByLabelText('인증 코드 또는 복구 코드') as HTMLInputElement).value).toBe('');
    expect(errorOf('인증 코드 또는 복구 코드')).toBeNull();
  });
});
