// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CopyField } from './copy-field';

const words = {
  label: '결제 링크 복사',
  copied: '복사했습니다.',
  failed: '길게 눌러 복사해 주세요.',
};
const LINK = 'https://maeumsup.example/program/1/booking/pay/7.abc';

describe('CopyField', () => {
  it('shows the address read-only, named and explained, and copies it once asked', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <CopyField label="결제 링크" value={LINK} hint="보호자에게 보내 주세요." copy={words} />,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: '결제 링크' });
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('보호자에게 보내 주세요.');
    fireEvent.click(screen.getByRole('button', { name: '결제 링크 복사' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('복사했습니다.'));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('says how to copy by hand when the browser refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    document.execCommand = vi.fn().mockReturnValue(false);
    render(
      <CopyField label="구독 주소" value={LINK} hint="휴대폰 캘린더에 붙여 넣어요." copy={words} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '결제 링크 복사' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('길게 눌러 복사해 주세요.'),
    );
  });
});
