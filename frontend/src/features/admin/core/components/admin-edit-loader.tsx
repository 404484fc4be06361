import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The part of an RTK Query hook's answer the loader reads. */
interface LoadedQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
}

type RecordHook<T> = (
  id: number,
  options: { skip: boolean; refetchOnMountOrArgChange: true },
) => LoadedQuery<T>;

interface EditWords {
  title: string;
  loading: string;
  loadFailed: string;
}

/**
 * A back-office edit page's route (…/edit for a new record, …/edit/:id for a saved one): the
 * empty form, or the saved record loaded first. Each record gets a fresh form (keyed by id).
 */
export function AdminEditRoute<T>({
  useRecord,
  words,
  listPath,
  form,
}: {
  useRecord: RecordHook<T>;
  words: EditWords;
  listPath: string;
  form: (record?: T) => ReactNode;
}) {
  const { id } = useParams();
  if (id === undefined) return <Fragment key="new">{form()}</Fragment>;
  return (
    <AdminEditLoader key={id} rawId={id} useRecord={useRecord} words={words} listPath={listPath}>
      {form}
    </AdminEditLoader>
  );
}

/**
 * An edit page's first step (a lecture, a notice): loads the record named by the address, says
 * 불러오는 중 meanwhile, then shows the form; an id that is not a number, or a record that cannot
 * be loaded the first time or no longer exists, says so and goes back to the list (replacing the
 * address, so 뒤로 does not return to the broken one).
 */
export function AdminEditLoader<T>({
  rawId,
  useRecord,
  words,
  listPath,
  children,
}: {
  rawId: string;
  useRecord: RecordHook<T>;
  words: EditWords;
  listPath: string;
  children: (record: T) => ReactNode;
}) {
  useDocumentTitle(words.title);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const id = /^\d+$/.test(rawId) ? Number(rawId) : undefined;
  const { data, error, isLoading } = useRecord(id ?? 0, {
    skip: id === undefined,
    refetchOnMountOrArgChange: true,
  });
  // Only a record never loaded sends back to the list: a refetch that fails later (a save while
  // the server restarts invalidates it) keeps the form and what was typed in it.
  const failed = id === undefined || (Boolean(error) && !data);
  const leaving = useRef(false);

  useEffect(() => {
    if (!failed || leaving.current) return;
    leaving.current = true;
    void showAlert(words.loadFailed).then(() => navigate(listPath, { replace: true }));
  }, [failed, showAlert, navigate, words.loadFailed, listPath]);

  if (failed) return <div className="admin-page" />;
  if (isLoading || !data) {
    return (
      <div className="admin-page">
        <h1 className="admin-page__title">{words.title}</h1>
        <StatusMessage>{words.loading}</StatusMessage>
      </div>
    );
  }
  return children(data);
}
