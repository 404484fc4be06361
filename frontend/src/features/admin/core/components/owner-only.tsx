import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMeQuery } from '../api';
import { AdminLoadError, AdminLoading } from './admin-states';

const t = koAdminStaff.forbidden;

/** 권한이 없습니다: what a staff account sees at the address of an owner's page. */
function ForbiddenPage() {
  useDocumentTitle(t.title);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t.title}</h1>
      <p className="admin-panel__lead">{t.body}</p>
      <Link to={adminPaths.home} className={buttonClassName('secondary')}>
        {t.home}
      </Link>
    </div>
  );
}

/**
 * An owner's page (issue 20): shown to the owner, 권한이 없습니다 to staff. The server refuses
 * staff these pages' data anyway (403); this spares them a page of errors.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { data, error, isLoading, isFetching, refetch } = useAdminMeQuery();
  if (isLoading) return <AdminLoading />;
  if (error || !data) {
    return (
      <AdminLoadError
        detail={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return data.role === 'OWNER' ? children : <ForbiddenPage />;
}

/** Whether the signed-in account is the owner (false while unknown: owner links stay hidden). */
export function useIsOwner(): boolean {
  const { data } = useAdminMeQuery();
  return data?.role === 'OWNER';
}
