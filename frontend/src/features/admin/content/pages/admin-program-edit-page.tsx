import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { uploads } from '@/config/paths';
import { koAdminContent } from '@/copy/ko-admin-content';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useAdminProgramQuery, useCreateProgramMutation, useUpdateProgramMutation } from '../api';
import type { AdminProgram } from '../../core/types';
import { AdminLoadError, AdminLoading, failedBecause } from '../../core/components/admin-states';
import { ProgramImageManager } from '../components/program-image-manager';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { fieldByLabel } from '../field-errors';
import '../../core/admin-pages.css';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

type Field = 'title' | 'target' | 'structure' | 'price' | 'naver_url' | 'inquiry' | 'thumbnail';
type Text = Exclude<Field, 'thumbnail'>;
type Values = Record<Text, string> & { thumbnail: File | null };

const TEXT_FIELDS: Text[] = ['title', 'target', 'structure', 'price', 'naver_url', 'inquiry'];

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

const EMPTY: Record<Text, string> = {
  title: '',
  target: '',
  structure: '',
  price: '',
  naver_url: '',
  inquiry: '',
};

function valuesOf(program: AdminProgram): Record<Text, string> {
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
  const { data, error, isLoading, isFetching, refetch } = useAdminProgramQuery(id ?? 0, {
    skip: id === undefined,
  });

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
  // A new form per program: it starts from what the server holds, and after a save keeps what
  // was typed (the saved program comes back as `program`, the form's base for what changed).
  return <ProgramForm key={id ?? 'new'} id={id} program={data} />;
}

function ProgramForm({ id, program }: { id?: number; program?: AdminProgram }) {
  const t = koAdminContent.programForm;
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [createProgram, { isLoading: creating }] = useCreateProgramMutation();
  const [updateProgram, { isLoading: updating }] = useUpdateProgramMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const saving = creating || updating;
  const leave = useLeaveWarning();
  const form = useForm<Values, Field>({
    initial: () => ({ ...(program ? valuesOf(program) : EMPTY), thumbnail: null }),
    // A new program needs its photo; the rest is the server's to check (its messages name the
    // field they are about, and land beside it).
    validate: (values) =>
      id === undefined && !values.thumbnail ? { thumbnail: t.missingThumbnail } : {},
    order: FORM_ORDER,
    focus: (field) => document.getElementById(inputId(field))?.focus(),
    fieldOf: fieldByLabel(SERVER_LABELS),
  });
  const { errors, refusal } = form;

  const chooseThumbnail = (file: File | null) => {
    form.setValue('thumbnail', file);
    setPreview(null);
    if (!file) return;
    // A data: URL (the site's CSP allows data: images, not blob:).
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setPreview(reader.result);
    reader.readAsDataURL(file);
  };

  const save = async ({ thumbnail, ...typed }: Values) => {
    if (id === undefined) {
      const body = new FormData();
      for (const field of TEXT_FIELDS) body.append(field, typed[field].trim());
      body.append('file', thumbnail!);
      const saved = await createProgram(body).unwrap();
      leave.saved();
      await showAlert(t.created);
      void navigate(adminPaths.editProgram(saved.id), { replace: true });
      return;
    }
    const base = program ? valuesOf(program) : EMPTY;
    const changed: Record<string, unknown> = {};
    for (const field of TEXT_FIELDS) {
      if (typed[field].trim() !== base[field]) {
        changed[field] = field === 'price' ? priceValue(typed[field]) : typed[field].trim();
      }
    }
    if (Object.keys(changed).length === 0 && !thumbnail) {
      await showAlert(t.nothingChanged);
      return;
    }
    let body: FormData | object = changed;
    if (thumbnail) {
      const formData = new FormData();
      for (const [field, value] of Object.entries(changed)) formData.append(field, String(value));
      formData.append('file', thumbnail);
      body = formData;
    }
    await updateProgram({ id, body }).unwrap();
    leave.saved();
    chooseThumbnail(null);
    await showAlert(t.saved);
  };

  /** A 400's messages go beside their fields (useForm); any other failure is said in an alert. */
  const send = async (values: Values) => {
    try {
      await save(values);
    } catch (caught) {
      if (errorStatus(caught as Parameters<typeof errorStatus>[0]) === 400) throw caught;
      await showAlert(failedBecause(t.saveFailed, caught));
    }
  };

  // What no field shows: the server's other messages, or why it refused when it named nothing.
  const otherErrors = !refusal
    ? []
    : refusal.messages.length > 0
      ? refusal.messages
      : [errorMessage(refusal.caught as Parameters<typeof errorMessage>[0]) || t.saveFailed];
  const hasErrors = refusal !== null || Object.keys(errors).length > 0;
  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{id ? t.editTitle : t.newTitle}</h1>
        <Link to={adminPaths.programs} className={buttonClassName('secondary')}>
          {t.backToList}
        </Link>
      </div>
      <form
        className="admin-form"
        noValidate
        onInput={leave.changed}
        onSubmit={(event) => void form.handleSubmit(send)(event)}
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
          {...form.field('title')}
          required
          maxLength={100}
        />
        <TextField
          id={inputId('target')}
          label={t.target}
          {...form.field('target')}
          required
          maxLength={200}
        />
        <TextField
          id={inputId('structure')}
          label={t.structure}
          {...form.field('structure')}
          required
          maxLength={200}
        />
        <TextField
          id={inputId('price')}
          label={t.price}
          hint={t.priceHint}
          inputMode="numeric"
          {...form.field('price')}
          required
        />
        <TextField
          id={inputId('naver_url')}
          label={t.naverUrl}
          hint={t.naverUrlHint}
          type="url"
          {...form.field('naver_url')}
          required
        />
        <TextField
          id={inputId('inquiry')}
          label={t.inquiry}
          hint={t.inquiryHint}
          {...form.field('inquiry')}
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
          {program ? (
            <figure className="admin-form__figure">
              <img
                className="admin-image-preview"
                src={uploads.program(program.thumbnail)}
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
      {program ? (
        <ProgramImageManager programId={program.id} images={program.images} />
      ) : (
        <p className="admin-panel__lead">{koAdminContent.images.saveFirst}</p>
      )}
    </div>
  );
}

export default AdminProgramEditPage;
