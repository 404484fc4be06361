import { koHome } from '@/copy/ko-home';

export function CenterGallery() {
  return (
    <section className="home-section gallery" aria-labelledby="gallery-heading">
      <div className="container">
        <h2 id="gallery-heading" className="section-heading">
          {koHome.galleryHeading}
        </h2>
        <ul className="gallery__grid">
          {koHome.photos.map((photo, index) => (
            <li key={photo.src} className="gallery__item">
              <figure className="gallery__figure">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={1200}
                  height={800}
                  // The first photo is the largest paint of the home page on a phone (LCP):
                  // fetched first and shown as soon as decoded (lib/public-reads.ts preloads it too).
                  // The rest load on scroll.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? undefined : 'async'}
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
