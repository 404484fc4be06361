// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog of two buttons (the first takes the focus). */
function Page({
  dismissible = true,
  closeOnBackdrop,
  onClose,
}: {
  dismissible?: boolean;
  closeOnBackdrop?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      {open ? (
        <Dialog
          labelledBy={titleId}
          dismissible={dismissible}
          closeOnBackdrop={closeOnBackdrop}
          initialFocus={first}
          onClose={close}
        >
          <h2 id={titleId}>확인</h2>
          <button ref={first} type="button">
            첫째
          </button>
          <button type="button" onClick={close}>
            닫기
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: '열기' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: '확인' }) };
}

describe('Dialog', () => {
  it('opens modal, named by its title, with the focus on the chosen control', async () => {
    const { dialog } = await openDialog();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '첫째' }));
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape while it may not be dismissed (a request under way)', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ dismissible: false, onClose });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('closes on a click on the backdrop when asked to, not on a click inside', async () => {
    const onClose = vi.fn();
    const { user, opener, dialog } = await openDialog({ closeOnBackdrop: true, onClose });
    await user.click(screen.getByRole('heading', { name: '확인' }));
    expect(onClose).not.toHaveBeenCalled();
    // A click on the backdrop reaches the <dialog> itself.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores a click on the backdrop by default', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.hasAttribute('open')).toBe(true);
  });
});
