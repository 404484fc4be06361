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
