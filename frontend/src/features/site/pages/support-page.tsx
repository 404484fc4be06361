import { koSite } from '@/copy/ko-site';
import { telHref } from '@/lib/format';
import { InquiryForm } from '../components/inquiry-form';
import { SiteTextPage } from '../components/site-text-page';
import type { SiteConfig } from '../types';

export function SupportPage() {
  return (
    <SiteTextPage menuTitle={koSite.support.pageTitle} pick={(site) => site.support}>
      {(site) => <SupportDetails site={site} />}
    </SiteTextPage>
  );
}

function SupportDetails({ site }: { site: SiteConfig }) {
  return (
    <>
      <section className="info-section" aria-labelledby="support-contact-heading">
        <h2 id="support-contact-heading" className="section-heading">
          {koSite.support.contactHeading}
        </h2>
        <dl className="info-list">
          <div>
            <dt>{koSite.support.phone}</dt>
            <dd>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{koSite.support.email}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </div>
          <div>
            <dt>{koSite.support.hours}</dt>
            <dd>{site.hours}</dd>
          </div>
          {site.kakaoChannelUrl ? (
            <div>
              <dt>{koSite.support.kakao}</dt>
              <dd>
                <a href={site.kakaoChannelUrl} target="_blank" rel="noopener noreferrer">
                  {koSite.support.kakaoLink}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <InquiryForm />
      <section className="info-section" aria-labelledby="support-refund-heading">
        <h2 id="support-refund-heading" className="section-heading">
          {koSite.support.refundHeading}
        </h2>
        <ul className="policy-list">
          {koSite.refundPolicy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default SupportPage;
