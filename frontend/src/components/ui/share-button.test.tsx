// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';

/** Taps 공유하기 and waits for what it does to settle. */
async function tap(done: () => void) {
  fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
  await waitFor(done);
}

const status = () => screen.getByRole('status').textContent;

describe('ShareButton', () => {
  it('is disabled in the server’s HTML (a tap would do nothing) and enabled once hydrated', async () => {
    const html = renderToString(<ShareButton title="부모 교육" />);
    expect(html).toMatch(/<button[^>]*disabled/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <ShareButton title="부모 교육" />);
    });
    const button = within(container).getByRole<HTMLButtonElement>('button', { name: '공유하기' });
    expect(button.disabled).toBe(false);
    // No hydration mismatch.
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('opens the phone’s share sheet with the page’s title and address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText: vi.fn() } });
    render(<ShareButton title="부모 교육" />);
    await tap(() =>
      expect(share).toHaveBeenCalledWith({ title: '부모 교육', url: window.location.href }),
    );
    expect(status()).toBe('');
  });

  it('says nothing when the parent closes the share sheet', async () => {
    const writeText = vi.fn();
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    render(<ShareButton title="부모 교육" />);
    await tap(() => expect(share).toHaveBeenCalled());
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toBe('');
  });

  it('copies the address where there is no share sheet, and says so in Korean', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShareButton title="부모 교육" />);
    await tap(() => expect(status()).toContain('링크를 복사했어요.'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShareButton title="부모 교육" />);
    await tap(() => expect(status()).toContain('링크를 복사하지 못했어요.'));
  });
});
