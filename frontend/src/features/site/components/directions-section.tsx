import { Loading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { useGetSiteQuery } from '../api';

export function DirectionsSection() {
  const { data: site, isLoading, isError } = useGetSiteQuery();

  return (
    <section className="home-section directions" aria-labelledby="directions-heading">
      <div className="container">
        <h2 id="directions-heading" className="section-heading">
          {ko.home.directionsHeading}
        </h2>
        {isLoading ? <Loading /> : null}
        {isError ? <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage> : null}
        {site ? (
          <div className="directions__body">
            <div className="directions__text">
              <p className="directions__address">
                <span className="directions__label">{ko.home.addressLabel}</span> {site.address}
              </p>
              <ul className="directions__list" aria-label={ko.home.directionsListLabel}>
                <li>
                  <span className="directions__badge directions__badge--metro" aria-hidden="true">
                    M
                  </span>
                  {ko.home.metro(site.directions.metroLine, site.directions.metroStation)}
                </li>
                <li>
                  <span className="directions__badge directions__badge--bus" aria-hidden="true">
                    B
                  </span>
                  {ko.home.bus(site.directions.busStop)}
                </li>
                <li>
                  <span className="directions__badge directions__badge--car" aria-hidden="true">
                    P
                  </span>
                  {ko.home.car}
                </li>
              </ul>
            </div>
            <img
              className="directions__map"
              src="/images/map.svg"
              alt={ko.home.mapAlt(site.address)}
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
