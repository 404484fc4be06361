import { koPrivacyNote } from '@/copy/ko-privacy-note';
import { PrivacyPolicyLink } from '@/components/ui/privacy-policy-link';

/** The line every form that collects personal data shows, with the bold link. */
export function PrivacyPolicyNote() {
  return (
    <p className="field__hint privacy-note">
      {koPrivacyNote.before} <PrivacyPolicyLink />
      {koPrivacyNote.after}
    </p>
  );
}
