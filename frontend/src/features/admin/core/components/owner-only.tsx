import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useAdminMeQuery } from '../api';
import { ForbiddenPage } from './admin-message-page';
import { AdminLoadError, AdminLoading } from './admin-states';

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
