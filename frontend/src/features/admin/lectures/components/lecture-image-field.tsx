import { useRef, useState } from 'react';
import { uploads } from '@/config/paths';
import { koAdmin } from '@/copy/ko-admin';
import { describedBy, FieldNotes } from '@/forms/field-notes';
import { LECTURE_IMAGE_ID } from '../lecture-form/field-ids';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

type LectureImageFieldProps = {
  /** The banner the lecture has now (edit, or the copied lecture's), shown below the new one. */
  currentFileName?: string;
  /** A line under the input beside the file types (a copy keeps the copied banner). */
  note?: string;
  /** The form's or the server's message about the banner (none chosen, not an image). */
  error?: string;
  onChange: (file: File | null) => void;
};

/** The lecture's banner: a file input with a preview of the chosen image and the current one. */
export function LectureImageField({
  currentFileName,
  note,
  error,
  onChange,
}: LectureImageFieldProps) {
  const t = koAdmin.form;
  const hint = note ? `${t.imageHint}. ${note}` : t.imageHint;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The preview is a data: URL (the site's CSP allows data: images, not blob:). A slower read of
  // an earlier choice must not overwrite the latest one.
  const chosenFile = useRef<File | null>(null);
  const chooseFile = (next: File | null) => {
    chosenFile.current = next;
    setFile(next);
    onChange(next);
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

  return (
    <div className="field">
      <label className="field__label" htmlFor={LECTURE_IMAGE_ID}>
        {t.image}
      </label>
      <input
        id={LECTURE_IMAGE_ID}
        className="field__input"
        type="file"
        accept={IMAGE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(LECTURE_IMAGE_ID, hint, error)}
        onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
      />
      <FieldNotes id={LECTURE_IMAGE_ID} hint={hint} error={error} />
      {preview ? (
        <figure className="admin-form__figure">
          <img className="admin-image-preview" src={preview} alt={t.newImagePreview} />
          <figcaption>{file?.name}</figcaption>
        </figure>
      ) : null}
      {currentFileName ? (
        <figure className="admin-form__figure">
          <img
            className="admin-image-preview"
            src={uploads.lecture(currentFileName)}
            alt={t.currentImage}
          />
          <figcaption>{t.currentImage}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
