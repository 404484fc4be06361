import { useState } from 'react';
import { koAccount } from '@/copy/ko-account';

/** Puts `text` on the clipboard: the Clipboard API, else a selected text area (older browsers). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * A small 복사 button beside what a parent has to type elsewhere (an account number), with the
 * outcome said once in a live region: 복사했어요, or how to copy it by hand.
 */
export function CopyButton({
  text,
  label,
  copied,
  failed,
}: {
  text: string;
  label: string;
  /** Said once copied (계좌번호를 복사했어요). */
  copied: string;
  /** Said when the browser refused (길게 눌러 복사해 주세요). */
  failed: string;
}) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary copy-button"
        onClick={() => void copyText(text).then((done) => setOutcome(done ? 'copied' : 'failed'))}
      >
        {label}
      </button>
      <span className="copy-button__outcome" role="status">
        {outcome === 'copied' ? copied : outcome === 'failed' ? failed : ''}
      </span>
    </>
  );
}

/** A 가상계좌's number with 계좌번호 복사 beside it (the payment's outcome page and my info). */
export function AccountNumber({ number }: { number: string }) {
  return (
    <>
      <span className="account-number">{number}</span>
      <CopyButton
        text={number}
        label={koAccount.copy}
        copied={koAccount.copied}
        failed={koAccount.failed}
      />
    </>
  );
}
