import { koHome } from '@/copy/ko-home';
import type { SiteConfig } from '../types';
import './cards.css';
import './counsellors.css';

/**
 * 상담 선생님: the counsellors the centre lists in its settings (name, role, credentials, a short
 * line), each with their photo or else the first letter of the name in a circle; nothing when it
 * lists none.
 */
export function CounsellorsSection({
  site,
  inPage = false,
}: {
  site: SiteConfig;
  /** Inside a page's own column (센터 소개), not a full-width home section. */
  inPage?: boolean;
}) {
  if (site.counsellors.length === 0) return null;
  const list = (
    <>
      <h2 id="counsellors-heading" className="section-heading">
        {koHome.counsellorsHeading}
      </h2>
      <ul className={inPage ? 'card-grid' : 'card-grid card-grid--wide'}>
        {site.counsellors.map((counsellor) => (
          <li key={`${counsellor.name} ${counsellor.role}`} className="card counsellor">
            {counsellor.photo ? (
              // The name follows in the card's heading: the photo adds no words of its own.
              <img
                className="counsellor__photo"
                src={counsellor.photo}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="counsellor__initial" aria-hidden="true">
                {counsellor.name.slice(0, 1)}
              </span>
            )}
            <div>
              <h3 className="counsellor__name">{counsellor.name}</h3>
              <p className="counsellor__role">{counsellor.role}</p>
              <p className="counsellor__credentials">{counsellor.credentials}</p>
              {counsellor.line ? <p className="counsellor__line">{counsellor.line}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section
      className={inPage ? 'counsellors-in-page' : 'home-section'}
      aria-labelledby="counsellors-heading"
    >
      {inPage ? list : <div className="container">{list}</div>}
    </section>
  );
}
