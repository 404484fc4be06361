import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koAdmin } from '@/copy/ko-admin';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Schema } from '@shared/contract/schema';
import { isTokenValid, readSession, refreshAccessToken, saveSession } from './session';
import { TwoFactorCodeStep, TwoFactorEnrolStep } from './two-factor-steps';
import './admin-login.css';

const t = koAdmin.login;

/** Where to go after signing in: back to the admin page that sent here, else /admin. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' &&
    from.startsWith('/admin') &&
    !from.startsWith(paths.admin.login)
    ? from
    : paths.admin.home;
}

/** 401 (unknown id or wrong password alike) has one message; 429 says when to retry. */
async function failureMessage(response: Response): Promise<string> {
  if (response.status === 401) return t.invalidCredentials;
  if (response.status === 429) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (typeof body?.message === 'string') return body.message;
  }
  return t.failed;
}

/** After the right password, an account with two-factor sign-in (or required to set it up). */
type SecondStep = { kind: 'CODE' | 'ENROL'; challenge: string } | null;

/**
 * /admin/login: 아이디, 비밀번호 (show/hide), 자동 로그인; then, when the server asks, the code
 * from the authenticator app (or a recovery code), or setting one up when the owner requires it.
 */
export function AdminLoginPage() {
  useDocumentTitle(t.title);
  const location = useLocation();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [session] = useState(readSession);
  const [restoring, setRestoring] = useState(
    () => !isTokenValid(session.accessToken) && session.autoLogin,
  );
  const [restored, setRestored] = useState(() => isTokenValid(session.accessToken));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [autoLogin, setAutoLogin] = useState(session.autoLogin);
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep>(null);

  // spec §4: an expired token with auto-login gets one refresh before the form is shown.
  useEffect(() => {
    if (!restoring) return;
    let live = true;
    void refreshAccessToken().then((token) => {
      if (!live) return;
      setRestored(Boolean(token));
      setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [restoring]);

  if (restored) return <Navigate to={destination(location.state)} replace />;

  const signedIn = (accessToken: string) => {
    saveSession(accessToken, autoLogin);
    void navigate(destination(location.state), { replace: true });
  };

  const restart = () => setSecondStep(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch('/api/user/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: username.trim(),
          password,
          autoLogin,
        } satisfies Schema<'LoginDto'>),
      });
      if (response.ok) {
        const body = (await response.json()) as Schema<'LoginResponse'>;
        if (body.accessToken) {
          signedIn(body.accessToken);
        } else if (body.twoFactor && body.challenge) {
          setPassword('');
          setSecondStep({ kind: body.twoFactor, challenge: body.challenge });
        } else {
          await showAlert(t.failed);
        }
        return;
      }
      await showAlert(await failureMessage(response));
    } catch {
      await showAlert(t.failed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main id="main-content" className="admin-login">
      <div className="admin-login__card">
        <h1 className="admin-login__title">{t.title}</h1>
        {restoring ? (
          <StatusMessage>{koAdmin.checkingSession}</StatusMessage>
        ) : secondStep?.kind === 'CODE' ? (
          <TwoFactorCodeStep
            challenge={secondStep.challenge}
            onSignedIn={signedIn}
            onRestart={restart}
          />
        ) : secondStep?.kind === 'ENROL' ? (
          <TwoFactorEnrolStep
            challenge={secondStep.challenge}
            onSignedIn={(accessToken) => saveSession(accessToken, autoLogin)}
            onDone={() => navigate(destination(location.state), { replace: true })}
            onRestart={restart}
          />
        ) : (
          <form className="admin-login__form" onSubmit={submit} noValidate>
            <div className="admin-login__field">
              <label htmlFor="admin-username">{t.username}</label>
              <input
                id="admin-username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                aria-describedby={missing ? 'admin-login-missing' : undefined}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setMissing(false);
                }}
              />
            </div>
            <div className="admin-login__field">
              <label htmlFor="admin-password">{t.password}</label>
              <div className="admin-login__password">
                <input
                  id="admin-password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  aria-describedby={missing ? 'admin-login-missing' : undefined}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setMissing(false);
                  }}
                />
                <button
                  type="button"
                  className="admin-login__reveal"
                  aria-pressed={showPassword}
                  aria-controls="admin-password"
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? t.hidePassword : t.showPassword}
                </button>
              </div>
            </div>
            <label className="admin-login__check">
              <input
                type="checkbox"
                name="autoLogin"
                checked={autoLogin}
                onChange={(event) => setAutoLogin(event.target.checked)}
              />
              {t.autoLogin}
            </label>
            {missing ? (
              <p id="admin-login-missing" className="admin-login__missing" role="alert">
                {t.missing}
              </p>
            ) : null}
            <Button
              type="submit"
              className="btn--block"
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting ? t.submitting : t.submit}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}

export default AdminLoginPage;
