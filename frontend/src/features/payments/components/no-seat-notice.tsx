import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koPayments } from '@/copy/ko-payments';

/**
 * A 409 from starting or confirming a payment: the seat's hold lapsed and the lecture is full.
 * Nothing was charged; the server's message, and the way to 대기 신청 (the lecture's own page when
 * it is known here, else the lecture list, where each full lecture offers it).
 */
export function NoSeatNotice({ message, lectureId }: { message: string; lectureId?: number }) {
  return (
    <>
      <StatusMessage tone="error">{message}</StatusMessage>
      <p>{koPayments.noSeatLead}</p>
      <div className="button-row">
        {lectureId === undefined ? (
          <Link to={paths.lectures} className={buttonClassName('primary', 'btn--large')}>
            {koPayments.lectures}
          </Link>
        ) : (
          <Link to={paths.waitlist(lectureId)} className={buttonClassName('primary', 'btn--large')}>
            {koPayments.waitlist}
          </Link>
        )}
        <Link to={paths.inquiry} className={buttonClassName('secondary', 'btn--large')}>
          {koPayments.success.inquiry}
        </Link>
      </div>
    </>
  );
}
