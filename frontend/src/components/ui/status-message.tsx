import type { ReactNode } from 'react';
import { ko } from '@/copy/ko';

type StatusMessageProps = {
  children: ReactNode;
  /** `error` is announced at once (role="alert"); `info` politely (role="status"). */
  tone?: 'info' | 'error';
};

export function StatusMessage({ children, tone = 'info' }: StatusMessageProps) {
  return (
    <p
      className={`status-message status-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}

export function Loading() {
  return <StatusMessage>{ko.status.loading}</StatusMessage>;
}

/**
 * Holds the place of a page's content while its code or data loads: at least a screen high, so
 * the footer starts below the fold instead of showing under a one-line message and being pushed
 * away when the content arrives (the layout shift Lighthouse counted as CLS 0.44 on `/`).
 */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Loading />
    </div>
  );
}
