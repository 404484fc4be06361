import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
// Under Vite's inline limit: a data: URI in the script, so the header's logo costs no request.
import logoUrl from '@/assets/logo.svg';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useGetSiteQuery } from '@/features/site/api';
import { TestPaymentBanner } from './test-payment-banner';

const NAV_ID = 'site-nav';

const navItems = [
  { to: paths.about, label: ko.nav.about },
  { to: paths.programs, label: ko.nav.solution },
  { to: paths.lectures, label: ko.nav.education },
  { to: paths.notices, label: ko.nav.notices },
  { to: paths.inquiry, label: ko.nav.inquiry },
  { to: paths.support, label: ko.nav.support },
] as const;

export function SiteHeader() {
  const { data: site } = useGetSiteQuery();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpenOn(null);
      document.getElementById(`${NAV_ID}-toggle`)?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      {site?.testPayments ? <TestPaymentBanner /> : null}
      <div className="container site-header__inner">
        <Link to={paths.home} className="brand">
          <img className="brand__logo" src={logoUrl} alt="" width={40} height={40} />
          <span className="brand__text">
            <span className="brand__name">{site?.logoText ?? ko.brand.logoText}</span>
            {site?.productName ? <span className="brand__product">{site.productName}</span> : null}
          </span>
        </Link>
        <button
          id={`${NAV_ID}-toggle`}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          {ko.layout.menuButton}
        </button>
        <nav
          id={NAV_ID}
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={ko.layout.mainNavLabel}
        >
          <ul className="site-nav__list">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav__link" onClick={() => setOpenOn(null)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
