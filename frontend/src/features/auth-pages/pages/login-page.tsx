import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { AuthShell } from '../components/auth-shell';

/** Member accounts do not exist yet; the page says so instead of showing a login that cannot work. */
export function LoginPage() {
  return (
    <AuthShell title={ko.auth.loginTitle}>
      <p className="auth-card__notice">{ko.auth.notice}</p>
      <div className="auth-card__actions">
        <Link to={paths.myInfoCheck} className={buttonClassName('primary', 'btn--block')}>
          {ko.auth.guestLookup}
        </Link>
        <Link to={paths.signup} className={buttonClassName('secondary', 'btn--block')}>
          {ko.auth.signupButton}
        </Link>
        <Link to={paths.home} className={buttonClassName('ghost', 'btn--block')}>
          {ko.auth.home}
        </Link>
      </div>
    </AuthShell>
  );
}

export default LoginPage;
