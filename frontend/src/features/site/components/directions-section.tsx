import { koHome } from '@/copy/ko-home';
import { buttonClassName } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { useGetSiteQuery } from '../api';

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
                <li>
                  <span className="directions__badge directions__badge--metro" aria-hidden="true">
                    M
                  </span>
                  {koHome.metro(site.directions.metroLine, site.directions.metroStation)}
                </li>
                <li>
                  <span className="directions__badge directions__badge--bus" aria-hidden="true">
                    B
                  </span>
                  {koHome.bus(site.directions.busStop)}
                </li>
                <li>
                  <span className="directions__badge directions__badge--car" aria-hidden="true">
                    P
                  </span>
                  {koHome.car}
                </li>
              </ul>
              <p className="button-row directions__maps">
                <a
                  className={buttonClassName('secondary')}
                  href={`https://map.naver.com/p/search/${encodeURIComponent(site.address)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {koHome.naverMap}
                  <span className="visually-hidden"> {koHome.kakaoNewWindow}</span>
                </a>
                <a
                  className={buttonClassName('secondary')}
                  href={`https://map.kakao.com/link/search/${encodeURIComponent(site.address)}`}
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
