import type { RegStatus } from '../types';
import { koLectures } from '@/copy/ko-lectures';

const statusClass: Record<RegStatus, string> = {
  BEFORE: 'badge--before',
  OPEN: 'badge--open',
  CLOSED: 'badge--closed',
  CANCELLED: 'badge--closed',
};

export function RegStatusBadge({ status }: { status: RegStatus }) {
  return (
    <span className={`badge ${statusClass[status] ?? 'badge--closed'}`}>
      {koLectures.regStatus[status] ?? status}
    </span>
  );
}
