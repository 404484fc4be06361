import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForm } from '@/forms/use-form';
import type { Schema } from '@shared/contract/schema';
import { isTokenValid, readSession, refreshAccessToken, saveSession } from './session';
import { TwoFactorCodeStep, TwoFactorEnrolStep } from './two-factor-steps';
import './admin-login.css';

const t = koAdmin.login;

/** Where to go after signing in: back to the admin page that sent here, else /admin. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith(adminPaths.login)
    ? from
    : adminPaths.home;
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

type Credentials = { username: string; password: string };

const INPUT_IDS: Record<keyof Credentials, string> = {
  username: 'admin-username',
  password: 'admin-password',
};

/** Both are needed: each empty one is refused (one sentence under the form says it). */
function checkCredentials({ username, password }: Credentials) {
  return {
    ...(username.trim() ? {} : { username: t.missing }),
    ...(password ? {} : { password: t.missing }),
  };
}

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
  const [showPassword, setShowPassword] = useState(false);
  // Outside the form's values: the second step's sign-in keeps it too, and ticking it leaves
  // the form's answer in place.
  const [autoLogin, setAutoLogin] = useState(session.autoLogin);
  const [secondStep, setSecondStep] = useState<SecondStep>(null);
  // The answer to a try stays until the next keystroke (useForm's 'until-edited').
  const form = useForm<Credentials, keyof Credentials>({
    initial: { username: '', password: '' },
    validate: checkCredentials,
    order: ['username', 'password'],
    focus: (field) => document.getElementById(INPUT_IDS[field])?.focus(),
    showErrors: 'until-edited',
  });

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

  // Every answer of the server is said in an alert: nothing is left for useForm to place.
  const send = async ({ username, password }: Credentials) => {
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
          form.setValue('password', '');
          setSecondStep({ kind: body.twoFactor, challenge: body.challenge });
        } else {
          await showAlert(t.failed);
        }
        return;
      }
      await showAlert(await failureMessage(response));
    } catch {
      await showAlert(t.failed);
    }
  };

  const { submitting } = form;
  const missing = form.errors.username ?? form.errors.password;
  const { error: _usernameError, ...username } = form.field('username');
  const { error: _passwordError, ...password } = form.field('password');
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
          <form
            className="admin-login__form"
            onSubmit={(event) => void form.handleSubmit(send)(event)}
            noValidate
          >
            <div className="admin-login__field">
              <label htmlFor="admin-username">{t.username}</label>
              <input
                id="admin-username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...username}
                aria-describedby={missing ? 'admin-login-missing' : undefined}
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
                  {...password}
                  aria-describedby={missing ? 'admin-login-missing' : undefined}
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
                {missing}
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
