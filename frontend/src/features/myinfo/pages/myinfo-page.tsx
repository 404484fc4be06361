import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage, errorStatus } from '@/lib/api-error';
import type { MyInfoNavigationState } from '@/lib/payment-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserInfoQuery } from '../api';
import { ApplicationCard } from '../components/application-card';
import { WaitlistCard } from '../components/waitlist-card';
import './myinfo.css';

function emailFrom(state: unknown): string | undefined {
  const email = (state as Partial<MyInfoNavigationState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/**
 * /myinfo: the e-mail comes in navigation state, the proof in the httpOnly guest cookie. Without
 * either (401), the §8 alert and back to the lookup.
 */
export function MyInfoPage() {
  const t = koMyInfo;
  useDocumentTitle(t.title);
  const location = useLocation();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const email = emailFrom(location.state);
  const { data, error, isLoading, isFetching, refetch } = useUserInfoQuery(
    { email: email ?? '' },
    { skip: !email, refetchOnMountOrArgChange: true },
  );
  const unauthorised = !email || errorStatus(error) === 401;
  const redirecting = useRef(false);

  useEffect(() => {
    if (!unauthorised || redirecting.current) return;
    redirecting.current = true;
    void showAlert(t.needsVerification).then(() => navigate(paths.myInfoCheck, { replace: true }));
  }, [unauthorised, showAlert, navigate, t.needsVerification]);

  if (unauthorised) return <div className="container page page--narrow" />;

  return (
    <div className="container page page--narrow myinfo">
      <h1 className="page-title">{t.title}</h1>
      {isLoading ? <Loading /> : null}
      {error ? (
        <div>
          <StatusMessage tone="error">
            {t.loadFailed} {errorMessage(error)}
          </StatusMessage>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t.retryLoad}
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <section className="myinfo-panel" aria-labelledby="myinfo-personal">
            <h2 id="myinfo-personal">{t.personalPanel}</h2>
            <dl className="myinfo-list">
              <div>
                <dt>{t.name}</dt>
                <dd>{data.userInfo.name}</dd>
              </div>
              <div>
                <dt>{t.email}</dt>
                <dd>{data.userInfo.email}</dd>
              </div>
              <div>
                <dt>{t.contact}</dt>
                <dd>{data.userInfo.contact}</dd>
              </div>
            </dl>
          </section>
          <section
            className="myinfo-panel"
            aria-labelledby="myinfo-applications"
            aria-busy={isFetching}
          >
            <h2 id="myinfo-applications">{t.applicationsPanel}</h2>
            {data.lectureInfos.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <ul className="application-cards">
                {data.lectureInfos.map((info) => (
                  <ApplicationCard key={info.applicationId} info={info} email={email} />
                ))}
              </ul>
            )}
          </section>
          {data.waitlist && data.waitlist.length > 0 ? (
            <section
              className="myinfo-panel"
              aria-labelledby="myinfo-waitlist"
              aria-busy={isFetching}
            >
              <h2 id="myinfo-waitlist">{t.waitlist.panel}</h2>
              <ul className="application-cards">
                {data.waitlist.map((entry) => (
                  <WaitlistCard key={entry.id} entry={entry} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
