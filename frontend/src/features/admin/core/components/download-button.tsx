import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { koAdmin } from '@/copy/ko-admin';
import { failedBecause } from './admin-states';

/**
 * A button that downloads a file with the admin's token (`download` saves it under the server's
 * name): 다운로드하는 중... while it runs, and an alert with `failed` and the server's reason if
 * it does not arrive.
 */
export function DownloadButton({
  label,
  accessibleLabel,
  failed,
  busy,
  download,
}: {
  label: string;
  accessibleLabel?: string;
  failed: string;
  busy: boolean;
  download: () => Promise<unknown>;
}) {
  const showAlert = useAlert();

  const run = async () => {
    try {
      await download();
    } catch (caught) {
      await showAlert(failedBecause(failed, caught));
    }
  };

  return (
    <Button
      variant="secondary"
      className="admin-download-button"
      onClick={() => void run()}
      disabled={busy}
      aria-label={busy ? undefined : accessibleLabel}
    >
      {busy ? koAdmin.common.downloading : label}
    </Button>
  );
}
