import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The part of an RTK Query hook's answer the loader reads. */
interface LoadedQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
}

/**
 * An edit page's first step (a lecture, a notice): loads the record named by the address, says
 * 불러오는 중 meanwhile, then shows the form; an id that is not a number, or a record that fails to
 * load or no longer exists, says so and goes back to the list (replacing the address, so 뒤로
 * does not return to the broken one).
 */
export function AdminEditLoader<T>({
  rawId,
  useRecord,
  words,
  listPath,
  children,
}: {
  rawId: string;
  useRecord: (
    id: number,
    options: { skip: boolean; refetchOnMountOrArgChange: true },
  ) => LoadedQuery<T>;
  words: { title: string; loading: string; loadFailed: string };
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
  const failed = id === undefined || Boolean(error);
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
