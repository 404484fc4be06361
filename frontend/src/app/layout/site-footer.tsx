import { ko } from '@/copy/ko';
import { useGetSiteQuery } from '@/features/site/api';
import { telHref } from '@/lib/format';
import { PrivacyPolicyLink } from '@/components/ui/privacy-policy-link';

const YEAR = new Date().getFullYear();

export function SiteFooter() {
  const { data: site } = useGetSiteQuery();
  const name = site?.name ?? ko.brand.name;

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <h2 className="visually-hidden">{ko.layout.footerLabel}</h2>
        <p className="site-footer__name">{name}</p>
        <p className="site-footer__links">
          <PrivacyPolicyLink />
        </p>
        {site ? (
          <dl className="site-footer__details">
            <div>
              <dt>{ko.footer.representative}</dt>
              <dd>{site.representative}</dd>
            </div>
            <div>
              <dt>{ko.footer.businessNumber}</dt>
              <dd>{site.businessNumber}</dd>
            </div>
            <div>
              <dt>{ko.footer.mailOrderNumber}</dt>
              <dd>{site.mailOrderNumber}</dd>
            </div>
            <div>
              <dt>{ko.footer.address}</dt>
              <dd>{site.address}</dd>
            </div>
            <div>
              <dt>{ko.footer.email}</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>{ko.footer.phone}</dt>
              <dd>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{ko.footer.fax}</dt>
              <dd>{site.fax}</dd>
            </div>
          </dl>
        ) : null}
        <p className="site-footer__copyright">
          <small>{ko.layout.copyright(YEAR, name)}</small>
        </p>
      </div>
    </footer>
  );
}
