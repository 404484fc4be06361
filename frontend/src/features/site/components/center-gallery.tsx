import { koHome } from '@/copy/ko-home';
import type { SiteConfig } from '../types';

/** 센터 둘러보기: the rooms the centre shows in 센터 정보, in its order; nothing when it shows none. */
export function CenterGallery({ photos }: { photos: SiteConfig['home']['photos'] }) {
  if (photos.length === 0) return null;
  return (
    <section className="home-section gallery" aria-labelledby="gallery-heading">
      <div className="container">
        <h2 id="gallery-heading" className="section-heading">
          {koHome.galleryHeading}
        </h2>
        <ul className="gallery__grid">
          {photos.map((photo, index) => (
            <li key={`${index} ${photo.src}`} className="gallery__item">
              <figure className="gallery__figure">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={1200}
                  height={800}
                  // Below the fold on a phone: each loads on scroll, decoded off the main thread.
                  loading="lazy"
                  decoding="async"
                />
                <figcaption>{photo.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
