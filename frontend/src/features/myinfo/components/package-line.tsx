import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { koBooking } from '@/copy/ko-booking';
import { formatWon } from '@/lib/format';
import { appointmentWhen } from '../../../forms/appointment-time/calendar';
import type { FamilySessionPackage } from '../types';

/**
 * One 회기권: the sessions used and left once paid; while a linked sale waits for its payment,
 * 결제 대기 with its deadline and the way to pay (this proven family's own link).
 */
export function PackageLine({ pack }: { pack: FamilySessionPackage }) {
  const t = koBooking.mine;
  const kind = [pack.typeName, pack.sessionsTotal] as const;
  if (pack.status === 'PAID') {
    return <li>{t.packageLine(...kind, pack.sessionsUsed, pack.sessionsLeft)}</li>;
  }
  if (pack.status === 'REFUNDED') {
    return <li>{t.packageRefunded(...kind, formatWon(pack.refundedAmount))}</li>;
  }
  if (pack.status === 'CANCELLED') return <li>{t.packageCancelled(...kind)}</li>;
  if (!pack.payPath || !pack.payUntil) return <li>{t.packageOver(...kind)}</li>;
  return (
    <li className="myinfo-packages__due">
      <span>{t.packageDue(...kind, formatWon(pack.price), appointmentWhen(pack.payUntil))}</span>{' '}
      <Link
        to={pack.payPath}
        className={buttonClassName('primary', 'btn--small')}
        aria-label={t.packagePayLabel(...kind)}
      >
        {t.packagePay}
      </Link>
    </li>
  );
}
