import { Link, useLocation } from 'react-router-dom';
import { koAdmin } from '@/copy/ko-admin';
import type { AdminRole } from '../api';
import { MENU_HOME, currentOf, menuFor } from './admin-menu-items';
import type { MenuEntry } from './admin-menu-items';

interface AdminMenuProps {
  /** The signed-in account's role; unknown (still loading): the owner's entries stay hidden. */
  role: AdminRole | undefined;
  /** The groups' headings: 2 in the sidebar, 3 in the drawer (under its title). */
  headingLevel: 2 | 3;
  /** Called when an entry is chosen (the drawer closes, even on the page it is already on). */
  onNavigate?: () => void;
}

function Entry({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = currentOf(entry, pathname);
  return (
    <li>
      <Link to={entry.to} aria-current={current} className="admin-menu__link" onClick={onNavigate}>
        {entry.label}
      </Link>
    </li>
  );
}

/**
 * The back office's menu (issue 36): 홈, then the groups (강의 · 신청·결제 · 게시판 · 사이트 ·
 * 직원·보안), each under a heading. The same menu is the sidebar on a wide screen and the drawer's
 * content on a phone. The current page's entry has aria-current="page" (a page under an entry,
 * such as a lecture's form: "true") and is drawn marked. Headings, not labelled groups: a group
 * named 강의 would answer to the label of every page's own 강의 field.
 */
export function AdminMenu({ role, headingLevel, onNavigate }: AdminMenuProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <nav aria-label={koAdmin.areaNav} className="admin-menu">
      <ul className="admin-menu__list">
        <Entry entry={MENU_HOME} onNavigate={onNavigate} />
      </ul>
      {menuFor(role).map((group) => (
        <div key={group.key} className="admin-menu__group">
          <Heading className="admin-menu__label">{group.label}</Heading>
          <ul className="admin-menu__list">
            {group.entries.map((entry) => (
              <Entry key={entry.to} entry={entry} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
