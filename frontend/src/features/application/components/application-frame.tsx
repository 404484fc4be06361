import logoUrl from '@/assets/logo.svg';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';

type ApplicationFrameProps = {
  /** The page's one <h1>: the lecture's title (spec §2) or what went wrong. */
  title: string;
  /** A small line above the heading, e.g. "강의 신청". */
  eyebrow?: string;
  documentTitle: string;
  children: ReactNode;
};

/** /application sits outside the shared layout (spec §2): a slim brand bar and one column. */
export function ApplicationFrame({
  title,
  eyebrow,
  documentTitle,
  children,
}: ApplicationFrameProps) {
  useDocumentTitle(documentTitle);
  return (
    <div className="apply-shell">
      <header className="apply-shell__header">
        <Link to={paths.home} className="brand">
          <img className="brand__logo" src={logoUrl} alt="" width={40} height={40} />
          <span className="brand__name">{ko.brand.logoText}</span>
        </Link>
      </header>
      <main id="main-content" className="apply-shell__main" tabIndex={-1}>
        <div className="container page page--narrow apply-page">
          {eyebrow ? <p className="apply-page__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
