import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage } from '@/lib/api-error';
import type { MyInfoNavigationState } from '@/lib/payment-navigation';
import { clearAddressFragment, storeToken, storedToken, tokenOf } from '@/lib/fragment-token';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenMyInfoLinkMutation } from '../api';
import '@/forms/forms.css';
import './myinfo.css';

const STORAGE_KEY = 'maeum.myinfo-link';

/**
 * /myinfo/link#token: the personal link of every message. The token is taken out of the address
 * bar at once (so it is neither bookmarked nor shared by copying the address), but sent to
 * POST /api/guest/link only when the parent presses the button: mail scanners that run a page's
 * script (Safe Links and the like) must not use up the single-use link. The server sets the
 * guest proof cookie and names the e-mail; then 내 정보 opens as after a lookup. A used, expired
 * or tampered link shows the server's reason and the lookup.
 */
export function MyInfoLinkPage() {
  const t = koMyInfo.link;
  const navigate = useNavigate();
  // The router's hash keeps the token after the address bar has lost it (replaceState below);
  // it changes only when another link is opened on this page.
  const { hash } = useLocation();
  const [saved] = useState(() => storedToken(STORAGE_KEY));
  const token = tokenOf(hash) || saved;
  const [openLink] = useOpenMyInfoLinkMutation();
  // Busy and failure belong to the token they were for: another link starts afresh.
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ token: string; message: string } | null>(null);
  const sent = useRef<string | null>(null);
  const shown = !token ? t.noToken : failure?.token === token ? failure.message : null;
  useDocumentTitle(shown ? t.failedTitle : t.title);

  useEffect(() => {
    clearAddressFragment();
    if (token && sent.current !== token) storeToken(STORAGE_KEY, token);
  }, [token]);

  const open = () => {
    // Each token once: the link is single use.
    if (!token || sent.current === token) return;
    sent.current = token;
    storeToken(STORAGE_KEY, null);
    setBusy(token);
    openLink({ token })
      .unwrap()
      .then(({ email }) => {
        const state: MyInfoNavigationState = { email: email ?? '' };
        // Replace: going back must not offer the used link again.
        void navigate(paths.myInfo, { replace: true, state });
      })
      .catch((caught: Parameters<typeof errorMessage>[0]) => {
        setBusy(null);
        setFailure({ token, message: errorMessage(caught) });
      });
  };
  const opening = busy === token;

  return (
    <div className="container page page--narrow myinfo-link">
      <h1 className="page-title">{shown ? t.failedTitle : t.title}</h1>
      {shown ? (
        <>
          <StatusMessage tone="error">{shown}</StatusMessage>
          <p>{t.hint}</p>
          <Link to={paths.login} className={buttonClassName('primary', 'btn--large')}>
            {t.toLookup}
          </Link>
        </>
      ) : (
        <>
          <p>{t.lead}</p>
          <p>{t.once}</p>
          <Button className="btn--large" onClick={open} disabled={opening}>
            {t.open}
          </Button>
          {/* Always present (so that screen readers announce the text), below the button so
              that the button does not move under the finger. */}
          <p role="status" className={opening ? 'status-message' : undefined}>
            {opening ? t.opening : null}
          </p>
        </>
      )}
    </div>
  );
}

export default MyInfoLinkPage;
