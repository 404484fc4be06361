import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FieldNotes, describedBy } from '@/forms/field-notes';
import { TextField } from '@/forms/text-field';
import { useAdminLectureQuery } from '../api';
import type { AdminLecture, LectureClosure } from '../../core/types';
import { AdminEditLoader, AdminEditRoute } from '../../core/components/admin-edit-loader';
import { FormErrorSummary } from '../../core/components/form-error-summary';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { LectureCloseBox, useLectureClosed } from '../components/lecture-close-box';
import { useIsOwner } from '../../core/components/owner-only';
import { LectureClosurePanel } from '../components/lecture-closure-panel';
import { LectureCapacityField } from '../components/lecture-capacity-field';
import { LectureContentField } from '../components/lecture-content-field';
import { LectureParticipantField } from '../components/lecture-participant-field';
import { LectureFeeTable, feeTypeInputId } from '../components/lecture-fee-table';
import { LectureImageField } from '../components/lecture-image-field';
import { PeriodFields } from '../components/period-fields';
import { LectureSessionFields, sessionDayInputId } from '../components/lecture-session-fields';
import {
  FIELD_IDS,
  LECTURE_AUDIENCE_ID,
  LECTURE_REG_START_TIME_ID,
  LECTURE_VENUE_ID,
  LECTURE_WHAT_TO_BRING_ID,
} from '../lecture-form/field-ids';
import { feeRow, sessionRow } from '../lecture-form/lecture-form';
import type { FeeRow, SavedLecture, SessionRow } from '../lecture-form/lecture-form';
import { useLectureSubmit } from '../lecture-form/use-lecture-submit';
import '../../core/admin-pages.css';

function toSaved(lecture: AdminLecture): SavedLecture {
  return {
    title: lecture.title ?? '',
    instructor_name: lecture.instructor_name ?? '',
    reg_period_start: formatDate(lecture.reg_period_start),
    reg_start_time: lecture.reg_start_time,
    reg_period_end: formatDate(lecture.reg_period_end),
    lec_period_start: formatDate(lecture.lec_period_start),
    lec_period_end: formatDate(lecture.lec_period_end),
    inquiry: lecture.inquiry ?? '',
    organizer: lecture.organizer ?? '',
    venue: lecture.venue ?? '',
    audience: lecture.audience ?? '',
    what_to_bring: lecture.what_to_bring ?? '',
    content: lecture.content ?? '',
    fees: [...(lecture.fees ?? [])].sort((a, b) => a.id - b.id),
    sessions: lecture.sessions ?? [],
    capacity: lecture.capacity ?? null,
    participant: lecture.participant,
  };
}

/**
 * /admin/lecture/edit (create), /admin/lecture/edit?copy=:id (create from a past lecture: 강의
 * 복사) and /admin/lecture/edit/:id (edit).
 */
export function AdminLectureEditPage() {
  const t = koAdmin.form;
  const { id } = useParams();
  const copy = useSearchParams()[0].get('copy');
  if (id === undefined && copy !== null) {
    return (
      <AdminEditLoader<AdminLecture>
        key={`copy-${copy}`}
        rawId={copy}
        useRecord={useAdminLectureQuery}
        words={{ title: t.copyTitle, loading: t.loading, loadFailed: t.loadFailed }}
        listPath={adminPaths.lectures}
      >
        {(lecture) => <LectureForm copyOf={lecture} />}
      </AdminEditLoader>
    );
  }
  return (
    <AdminEditRoute<AdminLecture>
      useRecord={useAdminLectureQuery}
      words={{ title: t.editTitle, loading: t.loading, loadFailed: t.loadFailed }}
      listPath={adminPaths.lectures}
      form={(lecture) => <LectureForm lecture={lecture} />}
    />
  );
}

function LectureForm({ lecture, copyOf }: { lecture?: AdminLecture; copyOf?: AdminLecture }) {
  const t = koAdmin.form;
  const editing = lecture !== undefined;
  const pageTitle = editing ? t.editTitle : copyOf ? t.copyTitle : t.createTitle;
  useDocumentTitle(pageTitle);
  // 폐강 refunds every family: the owner's alone (issue 20), so staff do not see the box.
  const owner = useIsOwner();
  const [saved] = useState(() => (lecture ? toSaved(lecture) : undefined));
  const [copied] = useState(() => (copyOf ? toSaved(copyOf) : undefined));
  // The fee row whose name input should take focus after the next render (added / removed row).
  const focusRow = useRef<string | null>(null);
  // Likewise the session row whose date input should.
  const focusSession = useRef<string | null>(null);
  // The editor's own rendering of the saved HTML: opening the editor is not a change.
  const contentBaseline = useRef(saved?.content ?? '');
  const { form, summary, onSubmit, creating, updating, submitting } = useLectureSubmit({
    editing: lecture && saved ? { id: lecture.id, saved } : undefined,
    copyOf: copyOf && copied ? { id: copyOf.id, saved: copied } : undefined,
    contentBaseline,
  });
  const { values, setValue, errors } = form;
  const leave = useLeaveWarning();
  // 폐강: the progress panel on a cancelled lecture (or one just cancelled here), else the button.
  const closed = useLectureClosed(lecture?.id);
  const [closedNow, setClosedNow] = useState<LectureClosure>();

  useEffect(() => {
    if (focusSession.current) {
      document.getElementById(sessionDayInputId(focusSession.current))?.focus();
      focusSession.current = null;
    }
    if (!focusRow.current) return;
    document.getElementById(feeTypeInputId(focusRow.current))?.focus();
    focusRow.current = null;
  });

  const setSession = (key: string, patch: Partial<SessionRow>) => {
    leave.changed();
    setValue(
      'sessions',
      values.sessions.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    );
  };

  // A new row starts from the last one's hours (a weekly lecture keeps its time).
  const addSession = () => {
    const last = values.sessions.at(-1);
    const row = sessionRow(last ? { day: '', start: last.start, end: last.end } : undefined);
    setValue('sessions', [...values.sessions, row]);
    focusSession.current = row.key;
  };

  const removeSession = (index: number) => {
    leave.changed();
    setValue(
      'sessions',
      values.sessions.filter((_, i) => i !== index),
    );
  };

  const setFee = (key: string, patch: Partial<FeeRow>) =>
    setValue(
      'fees',
      values.fees.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    );

  const addFee = () => {
    const row = feeRow();
    setValue('fees', [...values.fees, row]);
    focusRow.current = row.key;
  };

  const removeFee = (index: number) => {
    setValue(
      'fees',
      values.fees.filter((_, i) => i !== index),
    );
    // Focus moves to the row above, whose controls stay.
    const above = values.fees[index - 1];
    if (above) focusRow.current = above.key;
  };

  // The editor calls these with the props of its latest render.
  const handleEditorReady = (html: string) => {
    contentBaseline.current = html;
    setValue('content', html);
  };

  const handleEditorChange = (html: string) => {
    if (html !== contentBaseline.current) leave.changed();
    setValue('content', html);
  };

  const labels = t.labels;
  const { error: whatToBringError, ...whatToBring } = form.field('what_to_bring');
  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{pageTitle}</h1>
        <Link to={adminPaths.lectures} className={buttonClassName('secondary')}>
          {t.backToList}
        </Link>
      </div>

      {lecture && (closed || closedNow) ? (
        <LectureClosurePanel lectureId={lecture.id} title={lecture.title} initial={closedNow} />
      ) : null}
      {lecture?.archived ? <StatusMessage>{t.archivedNotice}</StatusMessage> : null}
      {copyOf ? <StatusMessage>{t.copiedNotice(copyOf.title)}</StatusMessage> : null}
      <form
        className="admin-form"
        noValidate
        onInput={leave.changed}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormErrorSummary {...summary} />
        <TextField
          id={FIELD_IDS.title}
          label={labels.title}
          {...form.field('title')}
          aria-required="true"
          autoComplete="off"
        />
        <TextField
          id={FIELD_IDS.instructor_name}
          label={labels.instructor}
          {...form.field('instructor_name')}
          aria-required="true"
          autoComplete="off"
        />
        <PeriodFields
          legend={labels.regPeriod}
          startId={FIELD_IDS.reg_period_start}
          endId={FIELD_IDS.reg_period_end}
          startLabel={t.regStart}
          endLabel={t.regEnd}
          start={form.field('reg_period_start')}
          end={form.field('reg_period_end')}
          startTime={{
            id: LECTURE_REG_START_TIME_ID,
            label: t.regStartTime,
            hint: t.regStartTimeHint,
            field: form.field('reg_start_time'),
          }}
        />
        <PeriodFields
          legend={labels.lecPeriod}
          startId={FIELD_IDS.lec_period_start}
          endId={FIELD_IDS.lec_period_end}
          startLabel={t.lecStart}
          endLabel={t.lecEnd}
          start={form.field('lec_period_start')}
          end={form.field('lec_period_end')}
        />
        <LectureSessionFields
          sessions={values.sessions}
          error={errors.sessions}
          onChange={setSession}
          onAdd={addSession}
          onRemove={removeSession}
        />
        <TextField
          id={FIELD_IDS.inquiry}
          label={labels.inquiry}
          {...form.field('inquiry')}
          aria-required="true"
          autoComplete="off"
        />
        <TextField
          id={FIELD_IDS.organizer}
          label={labels.organizer}
          {...form.field('organizer')}
          aria-required="true"
          autoComplete="off"
        />
        <TextField
          id={LECTURE_VENUE_ID}
          label={labels.venue}
          hint={t.venueHint}
          {...form.field('venue')}
          maxLength={200}
          autoComplete="off"
        />
        <TextField
          id={LECTURE_AUDIENCE_ID}
          label={labels.audience}
          hint={t.audienceHint}
          {...form.field('audience')}
          maxLength={200}
          autoComplete="off"
        />
        <div className="field">
          <label className="field__label" htmlFor={LECTURE_WHAT_TO_BRING_ID}>
            {labels.whatToBring}
          </label>
          <textarea
            id={LECTURE_WHAT_TO_BRING_ID}
            className="field__input admin-form__textarea"
            rows={3}
            maxLength={500}
            aria-invalid={whatToBringError ? true : undefined}
            aria-describedby={describedBy(
              LECTURE_WHAT_TO_BRING_ID,
              t.whatToBringHint,
              whatToBringError,
            )}
            {...whatToBring}
          />
          <FieldNotes
            id={LECTURE_WHAT_TO_BRING_ID}
            hint={t.whatToBringHint}
            error={whatToBringError}
          />
        </div>

        <LectureContentField
          initialHtml={saved?.content ?? copied?.content ?? ''}
          disabled={submitting}
          error={errors.content}
          onReady={handleEditorReady}
          onChange={handleEditorChange}
        />

        <LectureFeeTable
          fees={values.fees}
          error={errors.fees}
          onChange={setFee}
          onAdd={addFee}
          onRemove={removeFee}
        />
        <LectureCapacityField
          value={values.capacity ?? ''}
          error={errors.capacity}
          onChange={(capacity) => setValue('capacity', capacity)}
        />
        <LectureParticipantField
          value={values.participant ?? 'APPLICANT'}
          onChange={(participant) => setValue('participant', participant)}
        />
        <LectureImageField
          currentFileName={lecture?.file_name ?? copyOf?.file_name}
          note={copyOf ? t.copiedImage : undefined}
          error={errors.file}
          onChange={(file) => setValue('file', file)}
        />

        <div className="admin-form__actions">
          <Button type="submit" className="btn--large" disabled={submitting} aria-busy={submitting}>
            {editing ? (updating ? t.updating : t.update) : creating ? t.creating : t.create}
          </Button>
        </div>
      </form>
      {owner && lecture && closed === false && !closedNow && !lecture.archived ? (
        <LectureCloseBox lectureId={lecture.id} title={lecture.title} onClosed={setClosedNow} />
      ) : null}
    </div>
  );
}

export default AdminLectureEditPage;
