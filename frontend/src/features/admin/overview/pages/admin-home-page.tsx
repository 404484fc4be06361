import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { koAdminContent } from '@/copy/ko-admin-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsOwner } from '../../core/components/owner-only';
import '../../core/admin-pages.css';

/** /admin: the areas of the back office. */
export function AdminHomePage() {
  const t = koAdmin.home;
  useDocumentTitle(t.title);
  const owner = useIsOwner();
  return (
    <div className="admin-page admin-home">
      <h1 className="admin-page__title">{t.title}</h1>
      <nav aria-label={t.navLabel}>
        <ul className="admin-home__links">
          <li>
            <Link to={adminPaths.lectures} className={buttonClassName('primary', 'btn--large')}>
              {t.lectures}
            </Link>
          </li>
          <li>
            <Link to={adminPaths.users} className={buttonClassName('primary', 'btn--large')}>
              {t.users}
            </Link>
          </li>
          <li>
            <Link to={adminPaths.overview} className={buttonClassName('primary', 'btn--large')}>
              {t.overview}
            </Link>
          </li>
          <li>
            <Link
              to={adminPaths.messageTemplates}
              className={buttonClassName('primary', 'btn--large')}
            >
              {t.messageTemplates}
            </Link>
          </li>
          <li>
            <Link to={adminPaths.programs} className={buttonClassName('primary', 'btn--large')}>
              {koAdminContent.programs.nav}
            </Link>
          </li>
          {owner ? (
            <>
              <li>
                <Link
                  to={adminPaths.privacyAccess}
                  className={buttonClassName('primary', 'btn--large')}
                >
                  {t.privacyAccess}
                </Link>
              </li>
              <li>
                <Link to={adminPaths.site} className={buttonClassName('primary', 'btn--large')}>
                  {koAdminContent.site.nav}
                </Link>
              </li>
              <li>
                <Link to={adminPaths.staff} className={buttonClassName('primary', 'btn--large')}>
                  {koAdminStaff.nav}
                </Link>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}

export default AdminHomePage;
