import logoUrl from '@/assets/logo.svg';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import './auth-shell.css';

/** The frame of the pages outside the shared layout: a small brand bar and a centred card. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="auth-shell">
      <header className="auth-shell__header">
        <Link to={paths.home} className="brand">
          <img className="brand__logo" src={logoUrl} alt="" width={40} height={40} />
          <span className="brand__name">{ko.brand.logoText}</span>
        </Link>
      </header>
      <main id="main-content" className="auth-shell__main">
        <div className="auth-card">
          <h1 className="page-title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
