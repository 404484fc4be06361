import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { koHome } from '@/copy/ko-home';
import { telHref } from '@/lib/format';
import type { SiteConfig } from '../types';

/** 상담 문의: the centre's phone (tel:), its KakaoTalk channel when it has one, and its hours. */
export function ContactSection({ site }: { site: SiteConfig }) {
  return (
    <section className="home-section home-contact" aria-labelledby="contact-heading">
      <div className="container">
        <h2 id="contact-heading" className="section-heading">
          {koHome.contactHeading}
        </h2>
        <p>{koHome.contactLead(Boolean(site.kakaoChannelUrl))}</p>
        <div className="button-row">
          <a className={buttonClassName('primary', 'btn--large')} href={telHref(site.phone)}>
            {koHome.call(site.phone)}
          </a>
          {site.kakaoChannelUrl ? (
            <a
              className={buttonClassName('secondary', 'btn--large home-contact__kakao')}
              href={site.kakaoChannelUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {koHome.kakao}
              <span className="visually-hidden"> {koHome.kakaoNewWindow}</span>
            </a>
          ) : null}
        </div>
        <p className="home-contact__hours">
          <span className="directions__label">{koHome.hoursLabel}</span> {site.hours}
        </p>
        <p className="home-section__more">
          <Link to={paths.support}>{koHome.inquiry}</Link>
        </p>
      </div>
    </section>
  );
}
