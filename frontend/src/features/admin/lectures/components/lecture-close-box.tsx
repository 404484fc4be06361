import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { useAdminLecturesQuery } from '../../core/api';
import type { LectureClosure } from '../../core/types';
import { CloseLectureDialog } from './close-lecture-dialog';

const t = koAdmin.closure;

/**
 * Whether the lecture is cancelled (폐강), from the admin's lecture list (its status word): the
 * closure is asked for only then, since GET …/closure answers 404 for a lecture never closed.
 * Undefined until the list is in (and for a lecture not created yet).
 */
export function useLectureClosed(lectureId: number | undefined): boolean | undefined {
  const { status } = useAdminLecturesQuery(undefined, {
    skip: lectureId === undefined,
    selectFromResult: ({ data }) => ({
      status: data?.find((row) => row.id === lectureId)?.reg_status,
    }),
  });
  return status === undefined ? undefined : status === '폐강';
}

/**
 * 강의 폐강 at the foot of the edit page: what it does in a sentence, and the 폐강 button (danger
 * style) that opens the confirmation dialog. `onClosed` gets the POST's answer (the page then
 * shows the progress panel in place of this box).
 */
export function LectureCloseBox({
  lectureId,
  title,
  onClosed,
}: {
  lectureId: number;
  title: string;
  onClosed: (closure: LectureClosure) => void;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-close-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-panel__title">
        {t.sectionTitle}
      </h2>
      <p className="admin-panel__lead">{t.sectionLead}</p>
      <Button className="btn--danger" onClick={() => setOpen(true)}>
        {t.button}
      </Button>
      {open ? (
        <CloseLectureDialog
          lectureId={lectureId}
          title={title}
          onClose={() => setOpen(false)}
          onClosed={(closure) => {
            setOpen(false);
            onClosed(closure);
          }}
        />
      ) : null}
    </section>
  );
}
