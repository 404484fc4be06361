import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { saveBlob } from '../csv-download';
import './two-factor.css';

const t = koAdminSecurity;

/**
 * The ten recovery codes, shown this once: a clear warning, the list, copy and download, and a
 * button that says they are kept (the page never sees them again).
 */
export function RecoveryCodesPanel({
  codes,
  doneLabel = t.saved,
  onDone,
}: {
  codes: string[];
  doneLabel?: string;
  onDone: () => void;
}) {
  const [note, setNote] = useState<string | null>(null);
  const text = `${t.downloadHeader}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setNote(t.copied);
    } catch {
      setNote(t.copyFailed);
    }
  };

  return (
    <div className="two-factor">
      <p className="two-factor__warning">{t.codesWarning}</p>
      <ul className="two-factor__codes" aria-label={t.codesListLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), t.downloadName)
          }
        >
          {t.download}
        </Button>
      </div>
      <p role="status" aria-live="polite">
        {note ?? ''}
      </p>
      <Button onClick={onDone}>{doneLabel}</Button>
    </div>
  );
}
