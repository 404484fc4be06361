import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import logoUrl from '@/assets/logo.svg';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetSiteQuery } from '../api';
import { CenterGallery } from '../components/center-gallery';
import { DirectionsSection } from '../components/directions-section';
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
            {ko.home.introHeading}
          </h1>
          <p className="hero__lead">{ko.home.introParagraph}</p>
          <p className="hero__invitation">{ko.home.invitation}</p>
          <div className="button-row">
            <Link to={paths.programs} className={buttonClassName('primary')}>
              {ko.home.programsCta}
            </Link>
            <Link to={paths.lectures} className={buttonClassName('secondary')}>
              {ko.home.lecturesCta}
            </Link>
          </div>
        </div>
      </section>
      <CenterGallery />
      <DirectionsSection />
      <section className="home-section brand-section" aria-labelledby="brand-heading">
        <div className="container brand-section__inner">
          <h2 id="brand-heading" className="section-heading">
            {ko.home.logoHeading}
          </h2>
          <img
            className="brand-section__logo"
            src={logoUrl}
            alt={ko.home.logoAlt(name)}
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
