import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { formatWon } from '@/lib/format';
import type { MyInfoNavigationState } from '@/lib/payment-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCertificateQuery } from '../api';
import type { CertificateResponse } from '../types';
import './certificate.css';

function emailFrom(state: unknown): string | undefined {
  const email = (state as Partial<MyInfoNavigationState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/** "2026-12-10" → "2026년 12월 10일", as a certificate writes a date. */
export function koreanDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[1]}년 ${Number(match[2])}월 ${Number(match[3])}일` : value;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function Certificate({ data }: { data: CertificateResponse }) {
  const t = koMyInfo.certificate;
  const { centre } = data;
  return (
    <article className="certificate" aria-labelledby="certificate-title">
      <p className="certificate__number">
        {t.number} {data.certificateNumber}
      </p>
      <h1 id="certificate-title" className="certificate__title">
        {t.title}
      </h1>
      <table className="certificate__facts">
        <caption className="visually-hidden">{t.factsCaption}</caption>
        <tbody>
          <Fact label={t.name}>{data.applicantName}</Fact>
          <Fact label={t.lecture}>{data.lectureTitle}</Fact>
          <Fact label={t.instructor}>{data.instructor}</Fact>
          <Fact label={t.period}>
            {koreanDate(data.lecturePeriodStart)} ~ {koreanDate(data.lecturePeriodEnd)}
          </Fact>
          <Fact label={t.courses}>
            <ul className="certificate__courses">
              {data.fees.map((fee) => (
                <li key={fee.type}>
                  {fee.type} · {formatWon(fee.amount)}
                </li>
              ))}
            </ul>
          </Fact>
          <Fact label={t.amount}>{formatWon(data.amountPaid)}</Fact>
          <Fact label={t.method}>{data.method}</Fact>
          <Fact label={t.paidOn}>{koreanDate(data.paidOn)}</Fact>
        </tbody>
      </table>
      <p className="certificate__statement">{t.statement}</p>
      <p className="certificate__issued">
        <span className="visually-hidden">{t.issuedOn} </span>
        {koreanDate(data.issuedOn)}
      </p>
      <div className="certificate__issuer">
        <p className="certificate__centre">{centre.name}</p>
        <p className="certificate__signature">
          {t.representative(centre.representative)}
          <span className="certificate__seal" aria-hidden="true">
            {t.seal}
          </span>
        </p>
      </div>
      <dl className="certificate__details">
        <div>
          <dt>{t.businessNumber}</dt>
          <dd>{centre.businessNumber}</dd>
        </div>
        <div>
          <dt>{t.address}</dt>
          <dd>{centre.address}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{centre.phone}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * /myinfo/certificate/:applicationId: 수강 확인서 of one paid application, printable on one A4
 * page. As /myinfo: the proof is the guest cookie; without one (401) the §8 alert and on to
 * /login.
 */
export function CertificatePage() {
  const t = koMyInfo.certificate;
  useDocumentTitle(t.title);
  const location = useLocation();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const email = emailFrom(location.state);
  const applicationId = Number(useParams().applicationId);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const { data, error, isLoading, isFetching, refetch } = useCertificateQuery(
    { applicationId },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const unauthorised = errorStatus(error) === 401;
  const notFound = errorStatus(error) === 404;
  const redirecting = useRef(false);

  useEffect(() => {
    if (!unauthorised || redirecting.current) return;
    redirecting.current = true;
    void showAlert(koMyInfo.needsVerification).then(() => navigate(paths.login, { replace: true }));
  }, [unauthorised, showAlert, navigate]);

  if (unauthorised) return <div className="container page page--narrow" />;
  const back: MyInfoNavigationState = { email: email ?? '' };

  return (
    <div className="container page certificate-page">
      <div className="certificate-page__actions">
        <Link to={paths.myInfo} state={back}>
          {t.back}
        </Link>
        {data ? <Button onClick={() => window.print()}>{t.print}</Button> : null}
      </div>
      {isLoading ? <Loading /> : null}
      {!valid || error ? (
        <div>
          <h1 className="page-title">{t.title}</h1>
          {/* 404: the server's sentence (not paid, or not this guest's) says it all. */}
          <StatusMessage tone="error">
            {notFound ? errorMessage(error) : `${t.loadFailed} ${errorMessage(error)}`}
          </StatusMessage>
          {error && !notFound ? (
            <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
              {koMyInfo.retryLoad}
            </Button>
          ) : null}
        </div>
      ) : null}
      {data ? <Certificate data={data} /> : null}
    </div>
  );
}

export default CertificatePage;
