import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A back-office page that only says why there is nothing here, with the way to 관리자 홈 (the
 * admin menu stays around it).
 */
function AdminMessagePage({ words }: { words: { title: string; body: string; home: string } }) {
  useDocumentTitle(words.title);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{words.title}</h1>
      <p className="admin-panel__lead">{words.body}</p>
      <Link to={adminPaths.home} className={buttonClassName('secondary')}>
        {words.home}
      </Link>
    </div>
  );
}

/**
 * An address under /admin that is no page (an old bookmark, a typo): said inside the back office,
 * with its menu, instead of an empty screen.
 */
export function AdminNotFoundPage() {
  return <AdminMessagePage words={koAdmin.notFound} />;
}

/** 권한이 없습니다: what a staff account sees at the address of an owner's page. */
export function ForbiddenPage() {
  return <AdminMessagePage words={koAdminStaff.forbidden} />;
}
