import { afterEach } from 'vitest';

// A test of logic runs in Node (vitest.config.ts): what follows is for the files that render.
if (typeof document !== 'undefined') {
  // Testing Library unmounts what a test rendered only by itself when the runner has globals.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  fillInDialog();
}

/**
 * jsdom has <dialog> but not its modal behaviour: showModal() and close() here open and close it
 * as a browser does, and Escape on an open modal fires the cancelable `cancel` event (a close
 * request) and closes it unless the page prevented that, as the HTML standard says.
 */
function fillInDialog(): void {
  const proto = HTMLDialogElement.prototype;
  // jsdom may come to have them: only when it does not.
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = [...document.querySelectorAll('dialog[open]')];
    const dialog = open.at(-1) as HTMLDialogElement | undefined;
    if (!dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}
