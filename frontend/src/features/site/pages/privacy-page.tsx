import type { ReactNode } from 'react';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { koPrivacy } from '@/copy/ko-privacy';
import { telHref } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetSiteQuery } from '../api';
import type { SiteConfig } from '../types';

const t = koPrivacy;

/**
 * Earlier versions of this policy, newest first: when the policy's wording or the centre's
 * practice changes, the old effective date goes here with a link to the text as it was.
 */
const PREVIOUS_VERSIONS: readonly { period: string; summary: string }[] = [
  {
    period: '~ 2026-11-30',
    summary:
      '신청서의 개인정보 수집·이용 안내: 이름, 연락처, 이메일, 생년월일을 본인 확인과 수료증 발급을 위해 수집하고 수료증 발급 완료 시까지 보유.',
  },
];

/**
 * 개인정보처리방침 (PIPA Art. 30; issue 21), written from the centre's settings (GET /api/site):
 * what is collected and why, how long it is kept (the retention job's own settings), who it is
 * given to and who processes it, the rights and how to use them, the privacy officer, the
 * effective date and the earlier versions.
 */
export function PrivacyPage() {
  useDocumentTitle(t.pageTitle);
  const { data: site, isLoading, isError } = useGetSiteQuery();
  return (
    <div className="container page page--narrow privacy-page">
      <h1 className="page-title">{t.pageTitle}</h1>
      {isLoading ? <PageLoading /> : null}
      {isError ? <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage> : null}
      {site ? <PrivacyPolicy site={site} /> : null}
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="info-section" aria-labelledby={id}>
      <h2 id={id} className="section-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function PrivacyPolicy({ site }: { site: SiteConfig }) {
  const officer = site.privacyOfficer;
  return (
    <>
      <p>{t.intro(site.name)}</p>
      <Section id="privacy-collected" heading={t.collectedHeading}>
        <table className="privacy-table">
          <thead>
            <tr>
              <th scope="col">{t.whatLabel}</th>
              <th scope="col">{t.whyLabel}</th>
            </tr>
          </thead>
          <tbody>
            {t.collected.map((row) => (
              <tr key={row.what}>
                <td>{row.what}</td>
                <td>{row.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <strong>{t.collectedNote}</strong>
        </p>
      </Section>
      <Section id="privacy-retention" heading={t.retentionHeading}>
        <ul className="policy-list">
          {t.retention(site.retention).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="privacy-third-party" heading={t.thirdPartyHeading}>
        <ul className="policy-list">
          {t.thirdParty.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="privacy-processors" heading={t.processorsHeading}>
        <p>{t.processorsLead}</p>
        <table className="privacy-table">
          <thead>
            <tr>
              <th scope="col">{t.processorName}</th>
              <th scope="col">{t.processorTask}</th>
            </tr>
          </thead>
          <tbody>
            {t.processors.map((row) => (
              <tr key={row.name}>
                <td>{row.name}</td>
                <td>{row.task}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section id="privacy-rights" heading={t.rightsHeading}>
        <ul className="policy-list">
          {t.rights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="privacy-officer" heading={t.officerHeading}>
        <dl className="info-list">
          <div>
            <dt>{t.officerName}</dt>
            <dd>{officer.name}</dd>
          </div>
          <div>
            <dt>{t.officerPosition}</dt>
            <dd>{officer.position}</dd>
          </div>
          <div>
            <dt>{t.officerPhone}</dt>
            <dd>
              <a href={telHref(officer.phone)}>{officer.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t.officerEmail}</dt>
            <dd>
              <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </dd>
          </div>
        </dl>
      </Section>
      <Section id="privacy-remedy" heading={t.remedyHeading}>
        <ul className="policy-list">
          {t.remedy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="privacy-versions" heading={t.versionsHeading}>
        <p>
          <strong>{t.effective(site.privacyPolicyEffectiveDate)}</strong>
        </p>
        <h3 className="privacy-page__subheading">{t.previous}</h3>
        {PREVIOUS_VERSIONS.length ? (
          <ul className="policy-list">
            {PREVIOUS_VERSIONS.map((version) => (
              <li key={version.period}>
                {version.period}: {version.summary}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.noPrevious}</p>
        )}
      </Section>
    </>
  );
}

export default PrivacyPage;
