import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
import type { DeletionResponse, FamilyContact, UserInfoResponse } from '../types';
import '@/forms/forms.css';
import './myinfo.css';

/**
 * The sections a family opens less often load once my info has answered, each as a file of its
 * own: the browsers it keeps signed in, the appointments with the booking calendar they move in
 * and the waiting list (most families have none), and the privacy rights with their forms. A
 * family on a slow phone sees its applications first.
 */
const BrowsersPanel = lazy(() =>
  import('../components/browsers-panel').then((module) => ({ default: module.BrowsersPanel })),
);
const WaitlistCard = lazy(() =>
  import('../components/waitlist-card').then((module) => ({ default: module.WaitlistCard })),
);
const AppointmentsPanel = lazy(() =>
  import('../components/appointments-panel').then((module) => ({
    default: module.AppointmentsPanel,
  })),
);
const PrivacyRights = lazy(() =>
  import('../components/privacy-rights').then((module) => ({ default: module.PrivacyRights })),
);
/** What a deletion leaves to say, in the module that made it (loaded by then). */
const DeletedResult = lazy(() =>
  import('../components/privacy-rights').then((module) => ({ default: module.DeletedResult })),
);

/** Where a section that loads later stands meanwhile: a panel that says it is loading. */
function SectionLoading() {
  return (
    <section className="myinfo-panel" aria-busy="true">
      <Loading />
    </section>
  );
}

/** The contact the proof names, as the code endpoints take it; null when none. */
function provenContact(proven: UserInfoResponse['proven']): FamilyContact | null {
  if (proven.email) return { email: proven.email };
  if (proven.phone) return { phone: proven.phone };
  return null;
}

function emailFrom(state: unknown): string | undefined {
  const email = (state as Partial<MyInfoNavigationState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/**
 * /myinfo: the proof is the httpOnly guest cookie (a code typed for an e-mail or phone, or a
 * message's link); without one (401), the §8 alert and on to /login, the family's door.
 */
export function MyInfoPage() {
  const t = koMyInfo;
  useDocumentTitle(t.title);
  const location = useLocation();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const email = emailFrom(location.state);
  const [deleted, setDeleted] = useState<DeletionResponse | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useUserInfoQuery(
    {},
    { skip: !!deleted, refetchOnMountOrArgChange: true },
  );
  const unauthorised = !deleted && errorStatus(error) === 401;
  const redirecting = useRef(false);

  useEffect(() => {
    if (!unauthorised || redirecting.current) return;
    redirecting.current = true;
    void showAlert(t.needsVerification).then(() => navigate(paths.login, { replace: true }));
  }, [unauthorised, showAlert, navigate, t.needsVerification]);

  if (unauthorised) return <div className="container page page--narrow" />;
  if (deleted)
    return (
      <Suspense fallback={<SectionLoading />}>
        <DeletedResult result={deleted} />
      </Suspense>
    );

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
          {data.userInfo ? (
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
          ) : null}
          <Suspense fallback={<SectionLoading />}>
            <BrowsersPanel proven={data.proven} />
          </Suspense>
          <Suspense fallback={<SectionLoading />}>
            <AppointmentsPanel />
          </Suspense>
          <section
            className="myinfo-panel"
            aria-labelledby="myinfo-applications"
            aria-busy={isFetching}
          >
            <h2 id="myinfo-applications">{t.applicationsPanel}</h2>
            {data.lectureInfos.length === 0 ? (
              <p>{data.userInfo ? t.empty : t.door.nothingYet}</p>
            ) : (
              <ul className="application-cards">
                {data.lectureInfos.map((info) => (
                  <ApplicationCard
                    key={info.applicationId}
                    info={info}
                    email={email ?? data.proven.email ?? ''}
                    contact={provenContact(data.proven)}
                  />
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
              <Suspense fallback={<Loading />}>
                <ul className="application-cards">
                  {data.waitlist.map((entry) => (
                    <WaitlistCard key={entry.id} entry={entry} />
                  ))}
                </ul>
              </Suspense>
            </section>
          ) : null}
          <Suspense fallback={<SectionLoading />}>
            <PrivacyRights
              email={email ?? data.proven.email ?? undefined}
              onEmailChanged={(changed) => {
                // The proof now names the new e-mail: read under it (refetches).
                void navigate(location.pathname, {
                  replace: true,
                  state: { ...(location.state as object), email: changed },
                });
                void refetch();
              }}
              onDeleted={setDeleted}
            />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}

export default MyInfoPage;
