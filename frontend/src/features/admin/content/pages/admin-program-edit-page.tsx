import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { paths, uploads } from '@/config/paths';
import { koAdminContent } from '@/copy/ko-admin-content';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '@/forms/text-field';
import { useAdminProgramQuery, useCreateProgramMutation, useUpdateProgramMutation } from '../api';
import type { AdminProgram } from '../../core/types';
import { AdminLoadError, AdminLoading, failedBecause } from '../../core/components/admin-states';
import { ProgramImageManager } from '../components/program-image-manager';
import { useLeaveWarning } from '../../core/components/use-leave-warning';
import { fieldErrors, useFocusFirstError } from '../field-errors';
import '../../core/admin-pages.css';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

type Field = 'title' | 'target' | 'structure' | 'price' | 'naver_url' | 'inquiry' | 'thumbnail';
type Values = Record<Exclude<Field, 'thumbnail'>, string>;

const TEXT_FIELDS: Exclude<Field, 'thumbnail'>[] = [
  'title',
  'target',
  'structure',
  'price',
  'naver_url',
  'inquiry',
];

const FORM_ORDER: Field[] = [...TEXT_FIELDS, 'thumbnail'];

/** The names the server's messages start with (src/programs/dto/program-form.dto.ts). */
const SERVER_LABELS: Record<Field, string> = {
  title: '프로그램명',
  target: '대상',
  structure: '구성',
  price: '가격',
  naver_url: '네이버 예약 주소',
  inquiry: '문의',
  thumbnail: '사진',
};

const inputId = (field: Field) => `program-${field.replace('_', '-')}`;

const EMPTY: Values = {
  title: '',
  target: '',
  structure: '',
  price: '',
  naver_url: '',
  inquiry: '',
};

function valuesOf(program: AdminProgram): Values {
  return {
    title: program.title,
    target: program.target,
    structure: program.structure,
    price: String(program.price),
    naver_url: program.naver_url,
    inquiry: program.inquiry,
  };
}

/** A price typed as digits goes as a number; anything else as typed, for the server to refuse. */
const priceValue = (typed: string) => (/^[0-9]{1,10}$/.test(typed.trim()) ? Number(typed) : typed);

/** /admin/program/edit and /admin/program/edit/:id: the program's form and, once saved, its photos. */
export function AdminProgramEditPage() {
  const t = koAdminContent.programForm;
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  useDocumentTitle(id ? t.editTitle : t.newTitle);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { data, error, isLoading, isFetching, refetch } = useAdminProgramQuery(id ?? 0, {
    skip: id === undefined,
  });
  const [createProgram, { isLoading: creating }] = useCreateProgramMutation();
  const [updateProgram, { isLoading: updating }] = useUpdateProgramMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  useFocusFirstError(errors, FORM_ORDER.map(inputId));
  const loadedId = useRef<number | undefined>(undefined);
  const saving = creating || updating;
  const leave = useLeaveWarning();

  useEffect(() => {
    if (data && loadedId.current !== data.id) {
      loadedId.current = data.id;
      setValues(valuesOf(data));
    }
  }, [data]);

  const chooseThumbnail = (file: File | null) => {
    setThumbnail(file);
    setPreview(null);
    if (!file) return;
    // A data: URL (the site's CSP allows data: images, not blob:).
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setPreview(reader.result);
    reader.readAsDataURL(file);
  };

  const showErrors = (caught: unknown) => {
    const { byField, other } = fieldErrors(caught, SERVER_LABELS);
    setErrors(byField);
    setOtherErrors(
      other.length > 0 || Object.keys(byField).length > 0
        ? other
        : [errorMessage(caught as Parameters<typeof errorMessage>[0]) || t.saveFailed],
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setErrors({});
    setOtherErrors([]);
    try {
      if (id === undefined) {
        if (!thumbnail) {
          setErrors({ thumbnail: t.missingThumbnail });
          return;
        }
        const body = new FormData();
        for (const field of TEXT_FIELDS) body.append(field, values[field].trim());
        body.append('file', thumbnail);
        const saved = await createProgram(body).unwrap();
        leave.saved();
        await showAlert(t.created);
        void navigate(paths.admin.editProgram(saved.id), { replace: true });
        return;
      }
      const base = data ? valuesOf(data) : EMPTY;
      const changed: Record<string, unknown> = {};
      for (const field of TEXT_FIELDS) {
        if (values[field].trim() !== base[field]) {
          changed[field] = field === 'price' ? priceValue(values[field]) : values[field].trim();
        }
      }
      if (Object.keys(changed).length === 0 && !thumbnail) {
        await showAlert(t.nothingChanged);
        return;
      }
      let body: FormData | object = changed;
      if (thumbnail) {
        const form = new FormData();
        for (const [field, value] of Object.entries(changed)) form.append(field, String(value));
        form.append('file', thumbnail);
        body = form;
      }
      await updateProgram({ id, body }).unwrap();
      leave.saved();
      chooseThumbnail(null);
      await showAlert(t.saved);
    } catch (caught) {
      if (errorStatus(caught as Parameters<typeof errorStatus>[0]) === 400) showErrors(caught);
      else await showAlert(failedBecause(t.saveFailed, caught));
    }
  };

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  if (id !== undefined && isLoading) return <AdminLoading />;
  // Once loaded, a failed refetch (after a save while the server was away) keeps the form.
  if (id !== undefined && error && !data) {
    return (
      <div className="admin-page">
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  const hasErrors = otherErrors.length > 0 || Object.keys(errors).length > 0;
  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{id ? t.editTitle : t.newTitle}</h1>
        <Link to={paths.admin.programs} className={buttonClassName('secondary')}>
          {t.backToList}
        </Link>
      </div>
      <form
        className="admin-form"
        noValidate
        onInput={leave.changed}
        onSubmit={(event) => void submit(event)}
      >
        {hasErrors ? (
          <div className="admin-form__errors">
            <StatusMessage tone="error">{t.errorsTitle}</StatusMessage>
            {otherErrors.length > 0 ? (
              <ul>
                {otherErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <TextField
          id={inputId('title')}
          label={t.title}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          required
          maxLength={100}
        />
        <TextField
          id={inputId('target')}
          label={t.target}
          value={values.target}
          onChange={set('target')}
          error={errors.target}
          required
          maxLength={200}
        />
        <TextField
          id={inputId('structure')}
          label={t.structure}
          value={values.structure}
          onChange={set('structure')}
          error={errors.structure}
          required
          maxLength={200}
        />
        <TextField
          id={inputId('price')}
          label={t.price}
          hint={t.priceHint}
          inputMode="numeric"
          value={values.price}
          onChange={set('price')}
          error={errors.price}
          required
        />
        <TextField
          id={inputId('naver_url')}
          label={t.naverUrl}
          hint={t.naverUrlHint}
          type="url"
          value={values.naver_url}
          onChange={set('naver_url')}
          error={errors.naver_url}
          required
        />
        <TextField
          id={inputId('inquiry')}
          label={t.inquiry}
          hint={t.inquiryHint}
          value={values.inquiry}
          onChange={set('inquiry')}
          error={errors.inquiry}
          required
          maxLength={100}
        />
        <div className="field">
          <label className="field__label" htmlFor={inputId('thumbnail')}>
            {t.thumbnail}
          </label>
          <input
            id={inputId('thumbnail')}
            className="field__input"
            type="file"
            accept={IMAGE_TYPES}
            aria-invalid={errors.thumbnail ? true : undefined}
            aria-describedby={[
              errors.thumbnail ? 'program-thumbnail-error' : '',
              'program-thumbnail-hint',
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => chooseThumbnail(event.target.files?.[0] ?? null)}
          />
          <p id="program-thumbnail-hint" className="field__hint">
            {t.thumbnailHint}
          </p>
          {errors.thumbnail ? (
            <p id="program-thumbnail-error" className="field-error">
              {errors.thumbnail}
            </p>
          ) : null}
          {preview ? (
            <img className="admin-image-preview" src={preview} alt={t.newThumbnail} />
          ) : null}
          {data ? (
            <figure className="admin-form__figure">
              <img
                className="admin-image-preview"
                src={uploads.program(data.thumbnail)}
                alt={t.currentThumbnail}
              />
              <figcaption>{t.currentThumbnail}</figcaption>
            </figure>
          ) : null}
        </div>
        <div className="admin-form__actions">
          <Button type="submit" disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
      {data ? (
        <ProgramImageManager programId={data.id} images={data.images} />
      ) : (
        <p className="admin-panel__lead">{koAdminContent.images.saveFirst}</p>
      )}
    </div>
  );
}

export default AdminProgramEditPage;
