import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';

/**
 * What the alert says when an action failed: what did not happen, then why (the server's Korean
 * message, or 서버에 연결할 수 없습니다 when it could not be reached).
 */
export function failedBecause(failed: string, caught: unknown): string {
  const detail = errorMessage(caught as Parameters<typeof errorMessage>[0]);
  return detail ? `${failed} ${detail}` : failed;
}

/** 불러오는 중... announced politely. */
export function AdminLoading({ label = koAdmin.common.loading }: { label?: string }) {
  return <StatusMessage>{label}</StatusMessage>;
}

/** A failed load: the reason (the server's Korean message when it sent one) and a retry button. */
export function AdminLoadError({
  detail,
  onRetry,
  retrying = false,
}: {
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="admin-load-error">
      <StatusMessage tone="error">
        {koAdmin.common.loadFailed}
        {detail ? ` ${detail}` : ''}
      </StatusMessage>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? koAdmin.common.loading : koAdmin.common.retry}
      </Button>
    </div>
  );
}

/**
 * A table that may be wider than a phone: it scrolls sideways inside this region, which can be
 * focused (keyboard users scroll it with the arrow keys) and is named after the table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The Korean word for an application's payment code (Y, W, N, C, P); the code itself if unknown. */
export function paymentStatusText(code: string): string {
  return koAdmin.paymentStatus[code] ?? code;
}

export function PaymentStatus({ code }: { code: string }) {
  return (
    <span className={`admin-pay-status admin-pay-status--${code.toLowerCase()}`}>
      {paymentStatusText(code)}
    </span>
  );
}
