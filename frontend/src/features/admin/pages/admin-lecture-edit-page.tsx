import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { paths, uploads } from '@/config/paths';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '../../../forms/text-field';
import {
  useAdminLectureQuery,
  useCreateLectureMutation,
  useUpdateLectureMutation,
} from '../api/admin-api';
import type { AdminLecture } from '../api/types';
import { EditorBoundary } from '../components/editor-boundary';
import {
  amountInput,
  buildCreateFormData,
  buildLectureUpdate,
  feeRow,
  initialValues,
  missingRequiredFields,
  updateAsFormData,
} from '../lecture-form/lecture-form';
import type {
  FeeRow,
  LectureFormValues,
  LectureTextField,
  RequiredField,
  SavedLecture,
} from '../lecture-form/lecture-form';
import '../admin-pages.css';

// CKEditor (about 200 kB gzipped) is its own chunk, downloaded only by this page.
const LectureEditor = lazy(() =>
  import('../components/lecture-editor').then((m) => ({ default: m.LectureEditor })),
);

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

const FIELD_IDS: Record<RequiredField, string> = {
  title: 'lecture-title',
  instructor_name: 'lecture-instructor',
  reg_period_start: 'lecture-reg-start',
  reg_period_end: 'lecture-reg-end',
  lec_period_start: 'lecture-lec-start',
  lec_period_end: 'lecture-lec-end',
  inquiry: 'lecture-inquiry',
  organizer: 'lecture-organizer',
};

function toSaved(lecture: AdminLecture): SavedLecture {
  return {
    title: lecture.title ?? '',
    instructor_name: lecture.instructor_name ?? '',
    reg_period_start: formatDate(lecture.reg_period_start),
    reg_period_end: formatDate(lecture.reg_period_end),
    lec_period_start: formatDate(lecture.lec_period_start),
    lec_period_end: formatDate(lecture.lec_period_end),
    inquiry: lecture.inquiry ?? '',
    organizer: lecture.organizer ?? '',
    content: lecture.content ?? '',
    fees: [...(lecture.fees ?? [])].sort((a, b) => a.id - b.id),
  };
}

/** /admin/lecture/edit (create) and /admin/lecture/edit/:id (edit). */
export function AdminLectureEditPage() {
  const { id } = useParams();
  if (id === undefined) return <LectureForm key="new" />;
  return <EditLecture key={id} rawId={id} />;
}

/** Loads the lecture first (Loading...), then shows the form; a failed load goes back to the list. */
function EditLecture({ rawId }: { rawId: string }) {
  const t = koAdmin.form;
  useDocumentTitle(t.editTitle);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const lectureId = /^\d+$/.test(rawId) ? Number(rawId) : undefined;
  const { data, error, isLoading } = useAdminLectureQuery(lectureId ?? 0, {
    skip: lectureId === undefined,
    refetchOnMountOrArgChange: true,
  });
  const failed = lectureId === undefined || Boolean(error);
  const leaving = useRef(false);

  useEffect(() => {
    if (!failed || leaving.current) return;
    leaving.current = true;
    void showAlert(t.loadFailed).then(() => navigate(paths.admin.lectures, { replace: true }));
  }, [failed, showAlert, navigate, t.loadFailed]);

  if (failed) return <div className="admin-page" />;
  if (isLoading || !data) {
    return (
      <div className="admin-page">
        <h1 className="admin-page__title">{t.editTitle}</h1>
        <StatusMessage>{t.loading}</StatusMessage>
      </div>
    );
  }
  return <LectureForm lecture={data} />;
}

function LectureForm({ lecture }: { lecture?: AdminLecture }) {
  const t = koAdmin.form;
  const editing = lecture !== undefined;
  useDocumentTitle(editing ? t.editTitle : t.createTitle);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [saved] = useState(() => (lecture ? toSaved(lecture) : undefined));
  const [values, setValues] = useState<LectureFormValues>(() => initialValues(saved));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // The fee row whose name input should take focus after the next render (added / removed row).
  const focusRow = useRef<string | null>(null);
  // The editor's own rendering of the saved HTML: opening the editor is not a change.
  const contentBaseline = useRef(saved?.content ?? '');
  const inFlight = useRef(false);
  const [createLecture, { isLoading: creating }] = useCreateLectureMutation();
  const [updateLecture, { isLoading: updating }] = useUpdateLectureMutation();
  const submitting = creating || updating;
  const contentLabelId = useId();
  const feeCaptionId = useId();

  // The preview is a data: URL (the site's CSP allows data: images, not blob:). A slower read of
  // an earlier choice must not overwrite the latest one.
  const chosenFile = useRef<File | null>(null);
  const chooseFile = (next: File | null) => {
    chosenFile.current = next;
    setFile(next);
    setPreview(null);
    if (!next) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (chosenFile.current === next && typeof reader.result === 'string') {
        setPreview(reader.result);
      }
    };
    reader.readAsDataURL(next);
  };

  useEffect(() => {
    if (!focusRow.current) return;
    document.getElementById(`fee-type-${focusRow.current}`)?.focus();
    focusRow.current = null;
  });

  const setField = (field: LectureTextField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const setFee = (key: string, patch: Partial<FeeRow>) =>
    setValues((current) => ({
      ...current,
      fees: current.fees.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));

  const addFee = () => {
    const row = feeRow();
    setValues((current) => ({ ...current, fees: [...current.fees, row] }));
    focusRow.current = row.key;
  };

  const removeFee = (index: number) => {
    setValues((current) => ({ ...current, fees: current.fees.filter((_, i) => i !== index) }));
    // Focus moves to the row above, whose controls stay.
    const above = values.fees[index - 1];
    if (above) focusRow.current = above.key;
  };

  const handleEditorReady = useCallback((html: string) => {
    contentBaseline.current = html;
    setValues((current) => ({ ...current, content: html }));
  }, []);

  const handleEditorChange = useCallback((html: string) => {
    setValues((current) => ({ ...current, content: html }));
  }, []);

  const alertThenFocus = async (message: string, elementId?: string) => {
    await showAlert(message);
    if (elementId) document.getElementById(elementId)?.focus();
  };

  const submitCreate = async () => {
    try {
      await createLecture(buildCreateFormData(values, file)).unwrap();
    } catch (caught) {
      const error = caught as Parameters<typeof errorMessage>[0];
      if (errorStatus(error) === 400) {
        const detail = errorMessage(error);
        if (file) {
          await showAlert(detail || t.createFailed);
        } else {
          // Spec §8: the missing banner first; any other field the server refused on a new line.
          const extra = detail && detail !== t.noAttachment ? `\n${detail}` : '';
          await alertThenFocus(`${t.noAttachment}${extra}`, 'lecture-image');
        }
      } else {
        await showAlert(t.createFailed);
      }
      return;
    }
    await showAlert(t.created);
    navigate(paths.admin.lectures);
  };

  const submitUpdate = async (lectureId: number, base: SavedLecture) => {
    const { body, changed } = buildLectureUpdate(
      { ...base, content: contentBaseline.current },
      values,
    );
    if (!changed && !file) {
      await showAlert(t.nothingChanged);
      return;
    }
    try {
      await updateLecture({
        id: lectureId,
        body: file ? updateAsFormData(body, file) : body,
      }).unwrap();
    } catch (caught) {
      const error = caught as Parameters<typeof errorMessage>[0];
      const status = errorStatus(error);
      await showAlert(
        status === 400 || status === 409 ? errorMessage(error) || t.updateFailed : t.updateFailed,
      );
      return;
    }
    await showAlert(t.updated);
    navigate(paths.admin.lectures);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const missing = missingRequiredFields(values);
      if (missing.length > 0) {
        await alertThenFocus(
          t.missingFields(missing.map((field) => t.requiredLabels[field])),
          FIELD_IDS[missing[0]],
        );
        return;
      }
      if (lecture && saved) await submitUpdate(lecture.id, saved);
      else await submitCreate();
    } finally {
      inFlight.current = false;
    }
  };

  const labels = t.labels;
  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{editing ? t.editTitle : t.createTitle}</h1>
        <Link to={paths.admin.lectures} className={buttonClassName('secondary')}>
          {t.backToList}
        </Link>
      </div>

      {lecture?.archived ? <StatusMessage>{t.archivedNotice}</StatusMessage> : null}
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={FIELD_IDS.title}
          label={labels.title}
          value={values.title}
          onChange={setField('title')}
          aria-required="true"
          autoComplete="off"
        />
        <TextField
          id={FIELD_IDS.instructor_name}
          label={labels.instructor}
          value={values.instructor_name}
          onChange={setField('instructor_name')}
          aria-required="true"
          autoComplete="off"
        />
        <PeriodFields
          legend={labels.regPeriod}
          startId={FIELD_IDS.reg_period_start}
          endId={FIELD_IDS.reg_period_end}
          startLabel={t.regStart}
          endLabel={t.regEnd}
          start={values.reg_period_start}
          end={values.reg_period_end}
          onStart={setField('reg_period_start')}
          onEnd={setField('reg_period_end')}
        />
        <PeriodFields
          legend={labels.lecPeriod}
          startId={FIELD_IDS.lec_period_start}
          endId={FIELD_IDS.lec_period_end}
          startLabel={t.lecStart}
          endLabel={t.lecEnd}
          start={values.lec_period_start}
          end={values.lec_period_end}
          onStart={setField('lec_period_start')}
          onEnd={setField('lec_period_end')}
        />
        <TextField
          id={FIELD_IDS.inquiry}
          label={labels.inquiry}
          value={values.inquiry}
          onChange={setField('inquiry')}
          aria-required="true"
          autoComplete="off"
        />
        <TextField
          id={FIELD_IDS.organizer}
          label={labels.organizer}
          value={values.organizer}
          onChange={setField('organizer')}
          aria-required="true"
          autoComplete="off"
        />

        <div className="field">
          <span id={contentLabelId} className="field__label">
            {labels.content}
          </span>
          <EditorBoundary>
            <Suspense fallback={<StatusMessage>{t.editorLoading}</StatusMessage>}>
              <LectureEditor
                initialHtml={saved?.content ?? ''}
                labelledBy={contentLabelId}
                disabled={submitting}
                onReady={handleEditorReady}
                onChange={handleEditorChange}
              />
            </Suspense>
          </EditorBoundary>
        </div>

        <fieldset className="admin-fieldset">
          <legend id={feeCaptionId} className="field__label">
            {t.feeTable}
          </legend>
          <div
            className="admin-table-scroll"
            role="region"
            aria-labelledby={feeCaptionId}
            tabIndex={0}
          >
            <table className="admin-table admin-fee-table">
              <thead>
                <tr>
                  <th scope="col">{t.feeType}</th>
                  <th scope="col" className="admin-fee-table__amount">
                    {t.feeAmount}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t.feeRowActions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {values.fees.map((row, index) => (
                  <tr key={row.key}>
                    <td>
                      <input
                        id={`fee-type-${row.key}`}
                        className="field__input"
                        aria-label={t.feeTypeLabel(index + 1)}
                        value={row.fee_type}
                        autoComplete="off"
                        onChange={(event) => setFee(row.key, { fee_type: event.target.value })}
                      />
                    </td>
                    <td className="admin-fee-table__amount">
                      <input
                        className="field__input admin-num"
                        aria-label={t.feeAmountLabel(index + 1)}
                        inputMode="numeric"
                        pattern="[0-9]*"
                        autoComplete="off"
                        value={row.amount}
                        onChange={(event) =>
                          setFee(row.key, { amount: amountInput(event.target.value) })
                        }
                      />
                    </td>
                    <td>
                      {index === 0 ? (
                        <Button
                          variant="secondary"
                          className="admin-icon-button"
                          aria-label={t.addFee}
                          onClick={addFee}
                        >
                          <span aria-hidden="true">+</span>
                        </Button>
                      ) : (
                        <Button
                          variant="secondary"
                          className="admin-icon-button"
                          aria-label={t.removeFee(index + 1)}
                          onClick={() => removeFee(index)}
                        >
                          <span aria-hidden="true">−</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </fieldset>

        <div className="field">
          <label className="field__label" htmlFor="lecture-image">
            {t.image}
          </label>
          <input
            id="lecture-image"
            className="field__input"
            type="file"
            accept={IMAGE_TYPES}
            aria-describedby="lecture-image-hint"
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          <p id="lecture-image-hint" className="field__hint">
            {t.imageHint}
          </p>
          {preview ? (
            <figure className="admin-form__figure">
              <img className="admin-image-preview" src={preview} alt={t.newImagePreview} />
              <figcaption>{file?.name}</figcaption>
            </figure>
          ) : null}
          {lecture?.file_name ? (
            <figure className="admin-form__figure">
              <img
                className="admin-image-preview"
                src={uploads.lecture(lecture.file_name)}
                alt={t.currentImage}
              />
              <figcaption>{t.currentImage}</figcaption>
            </figure>
          ) : null}
        </div>

        <div className="admin-form__actions">
          <Button type="submit" className="btn--large" disabled={submitting} aria-busy={submitting}>
            {editing ? (updating ? t.updating : t.update) : creating ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </div>
  );
}

function PeriodFields({
  legend,
  startId,
  endId,
  startLabel,
  endLabel,
  start,
  end,
  onStart,
  onEnd,
}: {
  legend: string;
  startId: string;
  endId: string;
  startLabel: string;
  endLabel: string;
  start: string;
  end: string;
  onStart: (event: ChangeEvent<HTMLInputElement>) => void;
  onEnd: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="field__label">{legend}</legend>
      <div className="admin-period">
        <TextField
          id={startId}
          label={startLabel}
          type="date"
          value={start}
          onChange={onStart}
          aria-required="true"
        />
        <span className="admin-period__sep" aria-hidden="true">
          {koAdmin.form.periodSeparator}
        </span>
        <TextField
          id={endId}
          label={endLabel}
          type="date"
          value={end}
          min={start || undefined}
          onChange={onEnd}
          aria-required="true"
        />
      </div>
    </fieldset>
  );
}
