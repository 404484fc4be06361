import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { koAuth } from '@/copy/ko-auth';
import { AuthShell } from '../components/auth-shell';

/**
 * /signin: there is no account to make (issue 32). The page says how to apply, and that /login
 * opens 내 정보 with a code sent to the e-mail or phone used when applying.
 */
export function SignupPage() {
  return (
    <AuthShell title={koAuth.signupTitle}>
      <p className="auth-card__notice">{koAuth.notice}</p>
      <p>{koAuth.signupNotice}</p>
      <ol>
        {koAuth.signupSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="auth-card__actions">
        <Link to={paths.login} className={buttonClassName('primary', 'btn--block')}>
          {koAuth.toLogin}
        </Link>
        <Link to={paths.home} className={buttonClassName('secondary', 'btn--block')}>
          {koAuth.home}
        </Link>
      </div>
    </AuthShell>
  );
}

export default SignupPage;
