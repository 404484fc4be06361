import { ko } from '@/copy/ko';
import type { RegStatus } from '../types';

const statusClass: Record<RegStatus, string> = {
  BEFORE: 'badge--before',
  OPEN: 'badge--open',
  CLOSED: 'badge--closed',
  CANCELLED: 'badge--closed',
};

export function RegStatusBadge({ status }: { status: RegStatus }) {
  return (
    <span className={`badge ${statusClass[status] ?? 'badge--closed'}`}>
      {ko.lectures.regStatus[status] ?? status}
    </span>
  );
}
