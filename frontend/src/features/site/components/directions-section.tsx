import { kakaoMapUrl, naverMapUrl } from '@shared/format/map-links';
import { koHome } from '@/copy/ko-home';
import { buttonClassName } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { useGetSiteQuery } from '../api';

/** The ways to come the centre describes in 센터 정보, each only when it wrote one. */
const WAYS = [
  { key: 'metro', badge: 'M', label: koHome.metroLabel },
  { key: 'bus', badge: 'B', label: koHome.busLabel },
  { key: 'car', badge: 'P', label: koHome.carLabel },
] as const;

export function DirectionsSection() {
  const { data: site, isLoading, isError } = useGetSiteQuery();

  return (
    <section className="home-section directions" aria-labelledby="directions-heading">
      <div className="container">
        <h2 id="directions-heading" className="section-heading">
          {koHome.directionsHeading}
        </h2>
        {isLoading ? <Loading /> : null}
        {isError ? <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage> : null}
        {site ? (
          <div className="directions__body">
            <div className="directions__text">
              <p className="directions__address">
                <span className="directions__label">{koHome.addressLabel}</span> {site.address}
              </p>
              <ul className="directions__list" aria-label={koHome.directionsListLabel}>
                {WAYS.filter((way) => site.directions[way.key] !== '').map((way) => (
                  <li key={way.key}>
                    <span
                      className={`directions__badge directions__badge--${way.key}`}
                      aria-hidden="true"
                    >
                      {way.badge}
                    </span>
                    <span className="visually-hidden">{way.label}: </span>
                    {site.directions[way.key]}
                  </li>
                ))}
              </ul>
              <p className="button-row directions__maps">
                <a
                  className={buttonClassName('secondary')}
                  href={naverMapUrl(site.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {koHome.naverMap}
                  <span className="visually-hidden"> {koHome.kakaoNewWindow}</span>
                </a>
                <a
                  className={buttonClassName('secondary')}
                  href={kakaoMapUrl(site.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {koHome.kakaoMap}
                  <span className="visually-hidden"> {koHome.kakaoNewWindow}</span>
                </a>
              </p>
            </div>
            <img
              className="directions__map"
              src="/images/map.svg"
              alt={koHome.mapAlt(site.address)}
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
