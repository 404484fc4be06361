import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { koAdminContent } from '@/copy/ko-admin-content';
import { TextField } from '@/forms/text-field';
import { failedBecause } from '../../core/components/admin-states';
import type { SiteSettings } from '../../core/types';
import { useUploadSitePictureMutation } from '../api';

export type SiteCounsellor = SiteSettings['counsellors'][number];
export type SitePhoto = SiteSettings['home']['photos'][number];

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** One row's check, in the words of the row's place: the first problem, or undefined. */
export function counsellorProblem(counsellors: readonly SiteCounsellor[]) {
  const t = koAdminContent.site.lists;
  for (const [index, counsellor] of counsellors.entries()) {
    for (const key of ['name', 'role', 'credentials'] as const) {
      if (counsellor[key].trim() === '') {
        return { index, key, message: t.counsellorMissing(index + 1, t.counsellorFields[key]) };
      }
    }
  }
  return undefined;
}

export function photoProblem(photos: readonly SitePhoto[]) {
  const t = koAdminContent.site.lists;
  for (const [index, photo] of photos.entries()) {
    for (const key of ['caption', 'alt'] as const) {
      if (photo[key].trim() === '') {
        return { index, key, message: t.photoMissing(index + 1, t.photoFields[key]) };
      }
    }
  }
  return undefined;
}

/** The id of one row's input, for the page to put the focus on a row's problem. */
export const rowInputId = (listId: string, index: number, key: string) =>
  `${listId}-${index}-${key}`;

/**
 * A file input that stores the chosen picture at once (POST /api/admin/site/image) and hands its
 * address on; nothing shows on the site until the settings are saved.
 */
function PictureUpload({
  id,
  label,
  onStored,
}: {
  id: string;
  label: string;
  onStored: (src: string) => void;
}) {
  const t = koAdminContent.site.lists;
  const showAlert = useAlert();
  const [upload, { isLoading }] = useUploadSitePictureMutation();
  const [status, setStatus] = useState('');

  const send = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setStatus(t.uploading);
    try {
      onStored((await upload(body).unwrap()).src);
      setStatus(t.uploaded);
    } catch (caught) {
      setStatus('');
      await showAlert(failedBecause(t.uploadFailed, caught));
    } finally {
      input.value = '';
    }
  };

  return (
    <div className="field site-list__upload">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="file"
        accept={IMAGE_TYPES}
        disabled={isLoading}
        aria-describedby={`${id}-status`}
        onChange={(event) => void send(event.currentTarget)}
      />
      <p id={`${id}-status`} className="field__hint" role="status">
        {isLoading ? t.uploading : status || t.uploadHint}
      </p>
    </div>
  );
}

/** 위로 · 아래로 · 빼기 for row `index` of `count`. */
function RowActions({
  index,
  count,
  what,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  what: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = koAdminContent.site.lists;
  return (
    <div className="admin-row-actions">
      <Button
        variant="secondary"
        className="admin-icon-button"
        aria-label={t.moveUp(what)}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        className="admin-icon-button"
        aria-label={t.moveDown(what)}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
      <Button variant="ghost" onClick={onRemove}>
        {t.remove(what)}
      </Button>
    </div>
  );
}

function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
}

/** A list's frame: its legend, its error, its rows, its add control. */
function ListFrame({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="site-list"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** 센터 둘러보기's photos: each with its name and what it shows, in the order the home page shows them. */
export function PhotosEditor({
  id,
  photos,
  error,
  onChange,
}: {
  id: string;
  photos: readonly SitePhoto[];
  error?: string;
  onChange: (next: SitePhoto[]) => void;
}) {
  const t = koAdminContent.site.lists;
  const set = (index: number, patch: Partial<SitePhoto>) =>
    onChange(photos.map((photo, i) => (i === index ? { ...photo, ...patch } : photo)));
  return (
    <ListFrame id={id} legend={t.photosLegend} hint={t.photosHint} error={error}>
      {photos.length === 0 ? <p className="admin-empty">{t.photosEmpty}</p> : null}
      <ol className="site-list__rows">
        {photos.map((photo, index) => {
          const what = t.photoName(index + 1, photo.caption);
          return (
            <li key={`${index} ${photo.src}`} className="site-list__row">
              <img className="site-list__picture" src={photo.src} alt="" width={160} height={107} />
              <div className="site-list__fields">
                <TextField
                  id={rowInputId(id, index, 'caption')}
                  label={t.photoFields.caption}
                  value={photo.caption}
                  maxLength={30}
                  onChange={(event) => set(index, { caption: event.target.value })}
                />
                <TextField
                  id={rowInputId(id, index, 'alt')}
                  label={t.photoFields.alt}
                  hint={t.altHint}
                  value={photo.alt}
                  maxLength={100}
                  onChange={(event) => set(index, { alt: event.target.value })}
                />
                <RowActions
                  index={index}
                  count={photos.length}
                  what={what}
                  onMove={(by) => onChange(moved(photos, index, by))}
                  onRemove={() => onChange(photos.filter((_, i) => i !== index))}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {photos.length < 12 ? (
        <PictureUpload
          id={`${id}-add`}
          label={t.addPhoto}
          onStored={(src) => onChange([...photos, { src, caption: '', alt: '' }])}
        />
      ) : (
        <p className="field__hint">{t.photosFull}</p>
      )}
    </ListFrame>
  );
}

/** 상담 선생님: each with name, role, credentials, a short line and a photo, in the site's order. */
export function CounsellorsEditor({
  id,
  counsellors,
  error,
  onChange,
}: {
  id: string;
  counsellors: readonly SiteCounsellor[];
  error?: string;
  onChange: (next: SiteCounsellor[]) => void;
}) {
  const t = koAdminContent.site.lists;
  const set = (index: number, patch: Partial<SiteCounsellor>) =>
    onChange(counsellors.map((person, i) => (i === index ? { ...person, ...patch } : person)));
  const text = (index: number, key: keyof typeof t.counsellorFields, max: number) => (
    <TextField
      id={rowInputId(id, index, key)}
      label={t.counsellorFields[key]}
      value={counsellors[index][key]}
      maxLength={max}
      required={key !== 'line'}
      onChange={(event) => set(index, { [key]: event.target.value })}
    />
  );
  return (
    <ListFrame id={id} legend={t.counsellorsLegend} hint={t.counsellorsHint} error={error}>
      {counsellors.length === 0 ? <p className="admin-empty">{t.counsellorsEmpty}</p> : null}
      <ol className="site-list__rows">
        {counsellors.map((person, index) => {
          const what = t.counsellorName(index + 1, person.name);
          return (
            <li key={index} className="site-list__row">
              {person.photo ? (
                <img
                  className="site-list__picture site-list__picture--round"
                  src={person.photo}
                  alt=""
                  width={96}
                  height={96}
                />
              ) : null}
              <div className="site-list__fields">
                {text(index, 'name', 30)}
                {text(index, 'role', 50)}
                {text(index, 'credentials', 300)}
                {text(index, 'line', 200)}
                <PictureUpload
                  id={rowInputId(id, index, 'photo')}
                  label={person.photo ? t.replacePhoto : t.addCounsellorPhoto}
                  onStored={(src) => set(index, { photo: src })}
                />
                {person.photo ? (
                  <Button variant="secondary" onClick={() => set(index, { photo: '' })}>
                    {t.removePhoto}
                  </Button>
                ) : null}
                <RowActions
                  index={index}
                  count={counsellors.length}
                  what={what}
                  onMove={(by) => onChange(moved(counsellors, index, by))}
                  onRemove={() => onChange(counsellors.filter((_, i) => i !== index))}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {counsellors.length < 30 ? (
        <Button
          variant="secondary"
          onClick={() => {
            onChange([
              ...counsellors,
              { name: '', role: '', credentials: '', line: '', photo: '' },
            ]);
            // The new row's first field, once it is drawn.
            requestAnimationFrame(() =>
              document.getElementById(rowInputId(id, counsellors.length, 'name'))?.focus(),
            );
          }}
        >
          {t.addCounsellor}
        </Button>
      ) : null}
    </ListFrame>
  );
}
