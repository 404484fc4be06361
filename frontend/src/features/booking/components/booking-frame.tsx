import logoUrl from '@/assets/logo.svg';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The booking page sits outside the shared layout, as /application does: a slim brand bar and one
 * column, so a parent on a phone sees only the steps of the booking.
 */
export function BookingFrame({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  useDocumentTitle(eyebrow ? `${eyebrow}: ${title}` : title);
  return (
    <div className="booking-shell">
      <header className="booking-shell__header">
        <Link to={paths.home} className="brand">
          <img className="brand__logo" src={logoUrl} alt="" width={40} height={40} />
          <span className="brand__name">{ko.brand.logoText}</span>
        </Link>
      </header>
      <main id="main-content" className="booking-shell__main" tabIndex={-1}>
        <div className="container page page--narrow booking-page">
          {eyebrow ? <p className="booking-page__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
