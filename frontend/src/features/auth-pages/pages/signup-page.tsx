import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { AuthShell } from '../components/auth-shell';

export function SignupPage() {
  return (
    <AuthShell title={ko.auth.signupTitle}>
      <p className="auth-card__notice">{ko.auth.notice}</p>
      <p>{ko.auth.signupNotice}</p>
      <div className="auth-card__actions">
        <Link to={paths.myInfoCheck} className={buttonClassName('primary', 'btn--block')}>
          {ko.auth.guestLookup}
        </Link>
        <Link to={paths.home} className={buttonClassName('secondary', 'btn--block')}>
          {ko.auth.home}
        </Link>
      </div>
    </AuthShell>
  );
}

export default SignupPage;
