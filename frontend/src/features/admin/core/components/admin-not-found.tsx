import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { useDocumentTitle } from '@/lib/use-document-title';

const t = koAdmin.notFound;

/**
 * An address under /admin that is no page (an old bookmark, a typo): said inside the back office,
 * with its menu, instead of an empty screen.
 */
export function AdminNotFoundPage() {
  useDocumentTitle(t.title);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t.title}</h1>
      <p className="admin-panel__lead">{t.body}</p>
      <Link to={adminPaths.home} className={buttonClassName('secondary')}>
        {t.home}
      </Link>
    </div>
  );
}
