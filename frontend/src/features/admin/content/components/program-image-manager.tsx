import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { uploads } from '@/config/paths';
import { koAdminContent } from '@/copy/ko-admin-content';
import { failedBecause } from '../../core/components/admin-states';
import {
  useAddProgramImageMutation,
  useRemoveProgramImageMutation,
  useReorderProgramImagesMutation,
} from '../api';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
const ADD_INPUT_ID = 'program-image-add';

/**
 * The program's carousel (상세 페이지 사진): each image with 앞으로, 뒤로 and 삭제, and a file
 * input to add one at the end. Every change is saved at once; the server answers the new order.
 */
export function ProgramImageManager({
  programId,
  images,
}: {
  programId: number;
  images: string[];
}) {
  const t = koAdminContent.images;
  const showAlert = useAlert();
  const [addImage, { isLoading: adding }] = useAddProgramImageMutation();
  const [removeImage, { isLoading: removing }] = useRemoveProgramImageMutation();
  const [reorder, { isLoading: reordering }] = useReorderProgramImagesMutation();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = adding || removing || reordering;
  /** The button to focus once the new order shows (and the buttons are enabled again). */
  const focusNext = useRef<{ id: string; order: string } | null>(null);

  useEffect(() => {
    // Once the list shows the new order (the refetch after the save), not before.
    if (busy || !focusNext.current || focusNext.current.order !== images.join('/')) return;
    // At the top or the bottom its own button is disabled: the other direction's then.
    const { id } = focusNext.current;
    const other = id.endsWith('-up') ? id.replace(/-up$/, '-down') : id.replace(/-down$/, '-up');
    const enabled = [id, other]
      .map((candidate) => document.getElementById(candidate) as HTMLButtonElement | null)
      .find((button) => button && !button.disabled);
    if (enabled) {
      enabled.focus();
      focusNext.current = null;
    }
  }, [busy, images]);

  const failed = async (caught: unknown) => {
    await showAlert(failedBecause(t.failed, caught));
  };

  const add = async () => {
    if (busy) return;
    if (!file) {
      await showAlert(t.chooseFirst);
      inputRef.current?.focus();
      return;
    }
    const body = new FormData();
    body.append('file', file);
    try {
      setStatus((await addImage({ id: programId, body }).unwrap()).message);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (caught) {
      await failed(caught);
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const target = index + by;
    if (busy || target < 0 || target >= images.length) return;
    const files = [...images];
    [files[index], files[target]] = [files[target], files[index]];
    try {
      // The moved image's button in the same direction, so a second press moves it on.
      focusNext.current = {
        id: `image-${images[index]}-${by < 0 ? 'up' : 'down'}`,
        order: files.join('/'),
      };
      setStatus((await reorder({ id: programId, files }).unwrap()).message);
    } catch (caught) {
      await failed(caught);
    }
  };

  const remove = async (name: string) => {
    if (busy) return;
    try {
      setStatus((await removeImage({ id: programId, file: name }).unwrap()).message);
      inputRef.current?.focus();
    } catch (caught) {
      await failed(caught);
    }
  };

  return (
    <section className="admin-image-manager" aria-labelledby="program-images-title">
      <h2 id="program-images-title" className="admin-section-title">
        {t.title}
      </h2>
      <p className="admin-panel__lead">{t.lead}</p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {images.length === 0 ? <p className="admin-empty">{t.empty}</p> : null}
      {images.length > 0 ? (
        <ol className="admin-image-list" aria-label={t.listLabel}>
          {images.map((name, i) => (
            <li key={name} className="admin-image-list__item">
              <img
                className="admin-image-list__img"
                src={uploads.program(name)}
                alt={t.alt(i + 1)}
                width={160}
                height={120}
              />
              <div className="admin-row-actions">
                <Button
                  id={`image-${name}-up`}
                  variant="secondary"
                  className="admin-icon-button"
                  aria-label={t.moveUp(i + 1)}
                  disabled={i === 0 || busy}
                  onClick={() => void move(i, -1)}
                >
                  ←
                </Button>
                <Button
                  id={`image-${name}-down`}
                  variant="secondary"
                  className="admin-icon-button"
                  aria-label={t.moveDown(i + 1)}
                  disabled={i === images.length - 1 || busy}
                  onClick={() => void move(i, 1)}
                >
                  →
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => void remove(name)}>
                  {t.remove(i + 1)}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="field admin-image-add">
        <label className="field__label" htmlFor={ADD_INPUT_ID}>
          {t.addLabel}
        </label>
        <input
          ref={inputRef}
          id={ADD_INPUT_ID}
          className="field__input"
          type="file"
          accept={IMAGE_TYPES}
          aria-describedby={`${ADD_INPUT_ID}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${ADD_INPUT_ID}-hint`} className="field__hint">
          {t.addHint}
        </p>
        <div className="admin-form__actions">
          <Button variant="secondary" disabled={busy} onClick={() => void add()}>
            {adding ? t.adding : t.add}
          </Button>
        </div>
      </div>
    </section>
  );
}
