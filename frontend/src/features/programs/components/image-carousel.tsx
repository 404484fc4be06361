import { useState } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { uploads } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koPrograms } from '@/copy/ko-programs';

type ImageCarouselProps = {
  title: string;
  files: readonly string[];
};

/** One photo at a time; previous/next wrap around at both ends. */
export function ImageCarousel({ title, files }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<readonly string[]>([]);
  const total = files.length;

  if (total === 0) return <StatusMessage>{koPrograms.noImages}</StatusMessage>;

  const current = Math.min(index, total - 1);
  const file = files[current];
  const show = (next: number) => setIndex(((next % total) + total) % total);

  return (
    <section className="carousel" aria-label={koPrograms.carouselLabel(title)}>
      <div className="carousel__viewport">
        {broken.includes(file) ? (
          <StatusMessage tone="error">{ko.status.imagesFailed}</StatusMessage>
        ) : (
          <img
            key={file}
            className="carousel__image"
            src={uploads.program(file)}
            alt={koPrograms.imageAlt(title, current + 1)}
            width={1200}
            height={800}
            // The first picture is the page's largest paint (LCP); the others are chosen later.
            fetchPriority={current === 0 ? 'high' : undefined}
            decoding={current === 0 ? undefined : 'async'}
            onError={() => setBroken((items) => [...items, file])}
          />
        )}
      </div>
      <div className="carousel__controls">
        {total > 1 ? (
          <button type="button" className="btn btn--secondary" onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹ </span>
            {koPrograms.previousImage}
          </button>
        ) : null}
        <p className="carousel__position" aria-live="polite" aria-atomic="true">
          {koPrograms.position(current + 1, total)}
        </p>
        {total > 1 ? (
          <button type="button" className="btn btn--secondary" onClick={() => show(current + 1)}>
            {koPrograms.nextImage}
            <span aria-hidden="true"> ›</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
