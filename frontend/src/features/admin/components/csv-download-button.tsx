import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useDownloadApplicantsCsvMutation } from '../api/admin-api';

/**
 * Downloads the applicants CSV (one lecture's, or everyone's when `lectureId` is undefined) with
 * the admin's token and saves it under the server's file name.
 */
export function CsvDownloadButton({
  lectureId,
  label,
  accessibleLabel,
}: {
  lectureId?: number;
  label: string;
  accessibleLabel?: string;
}) {
  const showAlert = useAlert();
  const [download, { isLoading }] = useDownloadApplicantsCsvMutation();

  const run = async () => {
    try {
      await download(lectureId).unwrap();
    } catch (caught) {
      const detail = errorMessage(caught as Parameters<typeof errorMessage>[0]);
      await showAlert(
        detail ? `${koAdmin.common.downloadFailed} ${detail}` : koAdmin.common.downloadFailed,
      );
    }
  };

  return (
    <Button
      variant="secondary"
      className="admin-csv-button"
      onClick={() => void run()}
      disabled={isLoading}
      aria-label={isLoading ? undefined : accessibleLabel}
    >
      {isLoading ? koAdmin.common.downloading : label}
    </Button>
  );
}
