import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';

/** The 개인정보처리방침, linked in bold (PIPA Art. 30 asks that it stand out). */
export function PrivacyPolicyLink() {
  return (
    <Link to={paths.privacy} className="policy-link">
      <strong>{ko.privacyLink}</strong>
    </Link>
  );
}
