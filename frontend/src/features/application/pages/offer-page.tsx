import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koWaitlist } from '@/copy/ko-waitlist';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { formatInstant, formatWon } from '@/lib/format';
import { useGetWaitlistOfferQuery } from '../api';
import { ApplicationFrame } from '../components/application-frame';
import type { ApplicationNavigationState, WaitlistOffer } from '../types';
import '@/forms/forms.css';
import './application.css';

const copy = koWaitlist.offer;

/**
 * /lecture/offer/:token: the seat a waiting-list offer holds (GET /api/lecture/offer/{token}),
 * then on to /application with only that course and the applicant prefilled. A tampered link
 * (404) or an expired, used or cancelled one (410) gets a page of its own; nothing is held.
 */
export function OfferPage() {
  const token = useParams().token ?? '';
  const offer = useGetWaitlistOfferQuery(token, { skip: !token, refetchOnMountOrArgChange: true });
  const status = errorStatus(offer.error);

  if (offer.isLoading) {
    return (
      <ApplicationFrame
        eyebrow={copy.pageTitle}
        title={copy.pageTitle}
        documentTitle={copy.pageTitle}
      >
        <PageLoading />
      </ApplicationFrame>
    );
  }
  if (!token || status === 404 || status === 400) {
    return <Gone title={copy.invalidTitle} lead={copy.invalidLead} />;
  }
  if (status === 410) {
    // The server's own Korean reason (expired, used, cancelled) under the page's words.
    const reason = errorMessage(offer.error);
    return <Gone title={copy.goneTitle} lead={copy.goneLead} reason={reason} />;
  }
  if (offer.error || !offer.data) {
    return (
      <ApplicationFrame
        eyebrow={copy.pageTitle}
        title={copy.loadFailed}
        documentTitle={copy.pageTitle}
      >
        <StatusMessage tone="error">{errorMessage(offer.error)}</StatusMessage>
        <div className="button-row">
          <Button
            className="btn--large"
            onClick={() => void offer.refetch()}
            disabled={offer.isFetching}
          >
            {copy.retry}
          </Button>
        </div>
      </ApplicationFrame>
    );
  }
  return <OfferSummary token={token} offer={offer.data} />;
}

function Gone({ title, lead, reason }: { title: string; lead: string; reason?: string }) {
  return (
    <ApplicationFrame eyebrow={copy.pageTitle} title={title} documentTitle={title}>
      <p>{lead}</p>
      {reason && reason !== title ? <StatusMessage tone="error">{reason}</StatusMessage> : null}
      <div className="button-row">
        <Link to={paths.myInfoCheck} className={buttonClassName('primary', 'btn--large')}>
          {copy.toMyInfo}
        </Link>
        <Link to={paths.lectures} className={buttonClassName('secondary', 'btn--large')}>
          {copy.toLectures}
        </Link>
      </div>
    </ApplicationFrame>
  );
}

function OfferSummary({ token, offer }: { token: string; offer: WaitlistOffer }) {
  const navigate = useNavigate();
  const rows = copy.rows;
  const proceed = () => {
    const state: ApplicationNavigationState = {
      lectureId: offer.lectureId,
      lectureTitle: offer.lectureTitle,
      participant: offer.participant,
      offer: { token, fee: offer.fee, applicant: offer.applicant },
    };
    void navigate(paths.application, { state });
  };
  const details: [string, string][] = [
    [rows.lecture, offer.lectureTitle],
    [rows.course, offer.fee.fee_type],
    [rows.amount, formatWon(offer.fee.amount)],
    [rows.expires, copy.expiresAt(formatInstant(offer.expiresAt))],
    [rows.name, offer.applicant.name],
    [rows.email, offer.applicant.email],
  ];
  return (
    <ApplicationFrame
      eyebrow={copy.pageTitle}
      title={copy.title}
      documentTitle={`${copy.pageTitle}: ${offer.lectureTitle}`}
    >
      <p>{copy.lead}</p>
      <dl className="info-list" aria-label={copy.summaryLabel}>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        <Button className="btn--large" onClick={proceed}>
          {copy.continue}
        </Button>
      </div>
    </ApplicationFrame>
  );
}

export default OfferPage;
