import { ko } from '@/copy/ko';
import { telHref } from '@/lib/format';
import { SiteTextPage } from '../components/site-text-page';
import type { SiteConfig } from '../types';

export function SupportPage() {
  return (
    <SiteTextPage menuTitle={ko.support.pageTitle} pick={(site) => site.support}>
      {(site) => <SupportDetails site={site} />}
    </SiteTextPage>
  );
}

function SupportDetails({ site }: { site: SiteConfig }) {
  return (
    <>
      <section className="info-section" aria-labelledby="support-contact-heading">
        <h2 id="support-contact-heading" className="section-heading">
          {ko.support.contactHeading}
        </h2>
        <dl className="info-list">
          <div>
            <dt>{ko.support.phone}</dt>
            <dd>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{ko.support.email}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </div>
          <div>
            <dt>{ko.support.hours}</dt>
            <dd>{site.hours}</dd>
          </div>
        </dl>
      </section>
      <section className="info-section" aria-labelledby="support-refund-heading">
        <h2 id="support-refund-heading" className="section-heading">
          {ko.support.refundHeading}
        </h2>
        <ul className="policy-list">
          {ko.refundPolicy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default SupportPage;
