import { koHome } from '@/copy/ko-home';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import logoUrl from '@/assets/logo.svg';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetSiteQuery } from '../api';
import { CenterGallery } from '../components/center-gallery';
import { ContactSection } from '../components/contact-section';
import { CounsellorsSection } from '../components/counsellors-section';
import { DirectionsSection } from '../components/directions-section';
import { LatestNotices } from '../components/latest-notices';
import { OpenLectures } from '../components/open-lectures';
import './home-page.css';

export function HomePage() {
  useDocumentTitle();
  const { data: site } = useGetSiteQuery();
  const name = site?.name ?? ko.brand.name;

  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <div className="container hero__inner">
          <h1 id="home-heading" className="hero__heading">
            {site?.home.heading}
          </h1>
          <p className="hero__lead">{site?.home.lead}</p>
          <p className="hero__invitation">{koHome.invitation}</p>
          <div className="button-row">
            <Link to={paths.programs} className={buttonClassName('primary')}>
              {koHome.programsCta}
            </Link>
            <Link to={paths.lectures} className={buttonClassName('secondary')}>
              {koHome.lecturesCta}
            </Link>
          </div>
        </div>
      </section>
      <OpenLectures />
      <LatestNotices />
      {site ? <ContactSection site={site} /> : null}
      {site ? <CounsellorsSection site={site} /> : null}
      {site ? <CenterGallery photos={site.home.photos} /> : null}
      <DirectionsSection />
      <section className="home-section brand-section" aria-labelledby="brand-heading">
        <div className="container brand-section__inner">
          <h2 id="brand-heading" className="section-heading">
            {koHome.logoHeading}
          </h2>
          <img
            className="brand-section__logo"
            src={logoUrl}
            alt={koHome.logoAlt(name)}
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
          />
          <p className="brand-section__name">{name}</p>
          {site?.productName ? <p className="brand-section__product">{site.productName}</p> : null}
        </div>
      </section>
    </>
  );
}

export default HomePage;
