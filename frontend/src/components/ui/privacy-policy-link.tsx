import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';

/** The 개인정보처리방침, linked in bold (PIPA Art. 30 asks that it stand out). */
export function PrivacyPolicyLink() {
  return (
    <Link to={paths.privacy} className="policy-link">
      <strong>{ko.privacy.link}</strong>
    </Link>
  );
}

/** The line every form that collects personal data shows, with the link. */
export function PrivacyPolicyNote({ id }: { id?: string }) {
  return (
    <p id={id} className="field__hint privacy-note">
      {ko.privacy.formNote} <PrivacyPolicyLink />
      {ko.privacy.formNoteEnd}
    </p>
  );
}
