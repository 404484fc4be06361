import { Link, useNavigate } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactProof } from '../../../forms/family-proof/contact-proof';
import '@/forms/forms.css';
import './myinfo.css';

/**
 * /login, the family's door (issue 32): an e-mail or a phone number, the code sent there, then
 * 내 정보. No account, no password; the same answer whether or not anything was made with the
 * contact (내 정보 then says there is nothing yet).
 */
export function FamilyLoginPage() {
  const t = koMyInfo.door;
  useDocumentTitle(t.title);
  const navigate = useNavigate();

  return (
    <div className="container page page--narrow myinfo-check family-login">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      <ContactProof
        storageKey="maeum.door.code"
        onProven={() => void navigate(paths.myInfo, { replace: true })}
      />
      <div className="door-links">
        <p>{t.noAccount}</p>
        <Link to={paths.myInfoCheck} className={buttonClassName('ghost', 'btn--block')}>
          {t.lookupInstead}
        </Link>
      </div>
    </div>
  );
}

export default FamilyLoginPage;
