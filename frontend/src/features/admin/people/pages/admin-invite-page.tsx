import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { adminPaths } from '@/config/admin-paths';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { formatInstant } from '@/lib/format';
import { clearAddressFragment, storeToken, storedToken, tokenOf } from '@/lib/fragment-token';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Schema } from '@shared/contract/schema';
import { TextField } from '@/forms/text-field';
import { serverMessagesOf, useForm } from '@/forms/use-form';
import '../../core/auth/admin-login.css';

const t = koAdminStaff.invitation;
const STORAGE_KEY = 'maeum.admin-invite';

type InvitationView = Schema<'InvitationViewResponse'>;
type Passwords = { password: string; confirm: string };
type State =
  | { step: 'checking' }
  | { step: 'refused'; message: string }
  | { step: 'unreachable' }
  | { step: 'form'; invitation: InvitationView }
  | { step: 'done'; username: string };

/** The server's Korean reason (a string or the validation's list), else `fallback`. */
async function reason(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = body?.message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.length > 0) return message.join(' ');
  return fallback;
}

function post(path: string, body: object): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * /admin/invite#token (issue 20): the invited staff member sees who invited them and for which
 * id, chooses a password (12+ characters, not a breached one: the server checks), and can then
 * sign in. The token stays in the fragment, which no server or log receives, and leaves the
 * address bar at once (kept in this tab until used, so a reload still works); a used, expired,
 * revoked or tampered link shows the server's reason; a server that does not answer, a retry.
 */
export default function AdminInvitePage() {
  useDocumentTitle(t.title);
  // The router's hash keeps the token after the address bar has lost it (replaceState below);
  // another link opened on this page starts afresh.
  const { hash } = useLocation();
  const [saved] = useState(() => storedToken(STORAGE_KEY));
  const token = tokenOf(hash) || saved;
  return <Invitation key={token} token={token} />;
}

function Invitation({ token }: { token: string }) {
  const base = useId();
  const [state, setState] = useState<State>(() =>
    token ? { step: 'checking' } : { step: 'refused', message: t.missing },
  );
  const [attempt, setAttempt] = useState(0);
  const ids: Record<keyof Passwords, string> = {
    password: `${base}-password`,
    confirm: `${base}-confirm`,
  };
  // The two must match (the rest is the server's to check); every answer is said under the
  // password, and goes at the next keystroke in either field.
  const form = useForm<Passwords, keyof Passwords>({
    initial: { password: '', confirm: '' },
    validate: ({ password, confirm }) => (password === confirm ? {} : { password: t.mismatch }),
    order: ['password', 'confirm'],
    focus: (field) => document.getElementById(ids[field])?.focus(),
    fieldOf: () => 'password',
    messagesOf: (caught) => {
      const messages = serverMessagesOf(caught);
      return messages.length > 0 ? messages : [t.failed];
    },
    showErrors: 'until-edited',
  });

  useEffect(() => {
    clearAddressFragment();
    if (!token) return;
    storeToken(STORAGE_KEY, token);
    let live = true;
    void (async () => {
      try {
        const response = await post('/api/invitation/view', { token });
        if (!live) return;
        if (response.ok) {
          setState({ step: 'form', invitation: (await response.json()) as InvitationView });
        } else if (response.status >= 500) {
          setState({ step: 'unreachable' });
        } else {
          // Used, expired, revoked or tampered: a reload cannot mend it (too many tries can).
          if (response.status !== 429) storeToken(STORAGE_KEY, null);
          setState({ step: 'refused', message: await reason(response, t.missing) });
        }
      } catch {
        if (live) setState({ step: 'unreachable' });
      }
    })();
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const retry = () => {
    setState({ step: 'checking' });
    setAttempt((count) => count + 1);
  };

  const send = async ({ password }: Passwords) => {
    const response = await post('/api/invitation/accept', {
      token,
      password,
    } satisfies Schema<'AcceptInvitationDto'>);
    if (response.ok) {
      const body = (await response.json()) as Schema<'InvitationAcceptedResponse'>;
      storeToken(STORAGE_KEY, null);
      setState({ step: 'done', username: body.username });
    } else if (response.status === 400 || response.status === 429 || response.status >= 500) {
      // A password the server refuses, too many tries, a server away: the form stays. The
      // answer is thrown as RTK Query gives one, for useForm's serverMessagesOf (importing
      // core/auth's Refused here would split it into a chunk the public shell has to name).
      throw { status: response.status, data: (await response.json().catch(() => null)) as unknown };
    } else {
      // Used, expired or revoked meanwhile: the link is spent.
      storeToken(STORAGE_KEY, null);
      setState({ step: 'refused', message: await reason(response, t.failed) });
    }
  };

  return (
    // The sign-in page's card and fields (admin-login.css), so the invited person knows where
    // they are and finds the same form when they sign in next.
    <main id="main-content" className="admin-login">
      <div className="admin-login__card">
        <h1 className="admin-login__title">{t.title}</h1>
        {state.step === 'checking' ? <StatusMessage>{t.checking}</StatusMessage> : null}
        {state.step === 'refused' ? (
          <>
            <StatusMessage tone="error">{state.message}</StatusMessage>
            <Link to={adminPaths.login} className={buttonClassName('secondary', 'btn--block')}>
              {t.toLogin}
            </Link>
          </>
        ) : null}
        {state.step === 'unreachable' ? (
          <>
            <StatusMessage tone="error">{t.unreachable}</StatusMessage>
            <Button className="btn--block" onClick={retry}>
              {t.retry}
            </Button>
          </>
        ) : null}
        {state.step === 'done' ? (
          <>
            <StatusMessage>{t.done}</StatusMessage>
            <Link to={adminPaths.login} className={buttonClassName('primary', 'btn--block')}>
              {t.toLogin}
            </Link>
          </>
        ) : null}
        {state.step === 'form' ? (
          <form
            className="admin-login__form"
            onSubmit={(event) => void form.handleSubmit(send)(event)}
            noValidate
          >
            <p className="admin-login__lead">{t.invitedBy(state.invitation.invitedBy)}</p>
            <dl className="admin-login__facts">
              <dt>{t.username}</dt>
              <dd>{state.invitation.username}</dd>
              <dt>{t.expiresAt}</dt>
              <dd>{formatInstant(state.invitation.expiresAt)}</dd>
            </dl>
            {/* The id, for password managers to store with the new password. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={state.invitation.username}
              readOnly
              hidden
            />
            <TextField
              id={ids.password}
              label={t.password}
              hint={t.passwordHint}
              type="password"
              autoComplete="new-password"
              {...form.field('password')}
            />
            <TextField
              id={ids.confirm}
              label={t.passwordConfirm}
              type="password"
              autoComplete="new-password"
              {...form.field('confirm')}
            />
            <Button
              type="submit"
              className="btn--block"
              disabled={form.submitting}
              aria-busy={form.submitting}
            >
              {form.submitting ? t.submitting : t.submit}
            </Button>
          </form>
        ) : null}
      </div>
    </main>
  );
}
