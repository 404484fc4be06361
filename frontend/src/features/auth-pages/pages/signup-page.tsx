import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { AuthShell } from '../components/auth-shell';

/**
 * /signin: there is no account to make (issue 32). The page says how to apply, and that /login
 * opens 내 정보 with a code sent to the e-mail or phone used when applying.
 */
export function SignupPage() {
  return (
    <AuthShell title={ko.auth.signupTitle}>
      <p className="auth-card__notice">{ko.auth.notice}</p>
      <p>{ko.auth.signupNotice}</p>
      <ol>
        {ko.auth.signupSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="auth-card__actions">
        <Link to={paths.login} className={buttonClassName('primary', 'btn--block')}>
          {ko.auth.toLogin}
        </Link>
        <Link to={paths.home} className={buttonClassName('secondary', 'btn--block')}>
          {ko.auth.home}
        </Link>
      </div>
    </AuthShell>
  );
}

export default SignupPage;
