import { koAdmin } from '@/copy/ko-admin';
import { useDownloadApplicantsCsvMutation } from '../api';
import { DownloadButton } from './download-button';

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
  const [download, { isLoading }] = useDownloadApplicantsCsvMutation();
  return (
    <DownloadButton
      label={label}
      accessibleLabel={accessibleLabel}
      failed={koAdmin.common.downloadFailed}
      busy={isLoading}
      download={() => download(lectureId).unwrap()}
    />
  );
}
