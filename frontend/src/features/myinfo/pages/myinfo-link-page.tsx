import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage } from '@/lib/api-error';
import type { MyInfoNavigationState } from '@/lib/payment-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenMyInfoLinkMutation } from '../api';
import './myinfo.css';

/** The token after '#': the fragment never reaches a server, a proxy log or a Referer header. */
function tokenOf(hash: string): string {
  return hash.replace(/^#/, '').trim();
}

/**
 * /myinfo/link#token: the personal link of every message. The token is taken out of the address
 * bar at once (so it is neither bookmarked nor shared by copying the address), sent to
 * POST /api/guest/link, which sets the guest proof cookie and names the e-mail; then 내 정보 opens
 * as after a lookup. A used, expired or tampered link shows the server's reason and the lookup.
 */
export function MyInfoLinkPage() {
  const t = koMyInfo.link;
  const navigate = useNavigate();
  // The router's hash keeps the token after the address bar has lost it (replaceState below);
  // it changes only when another link is opened on this page.
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [openLink] = useOpenMyInfoLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = token ? failure : t.noToken;
  useDocumentTitle(shown ? t.failedTitle : t.title);
  // Each token once: the link is single use (and StrictMode runs effects twice in development).
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (window.location.hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', pathname + search);
    }
    if (!token || opened.current === token) return;
    opened.current = token;
    setFailure(null);
    openLink({ token })
      .unwrap()
      .then(({ email }) => {
        const state: MyInfoNavigationState = { email };
        // Replace: going back must not open the used link again.
        navigate(paths.myInfo, { replace: true, state });
      })
      .catch((caught: Parameters<typeof errorMessage>[0]) => setFailure(errorMessage(caught)));
  }, [token, openLink, navigate]);

  return (
    <div className="container page page--narrow myinfo-link">
      <h1 className="page-title">{shown ? t.failedTitle : t.title}</h1>
      {shown ? (
        <>
          <StatusMessage tone="error">{shown}</StatusMessage>
          <p>{t.hint}</p>
          <Link to={paths.myInfoCheck} className={buttonClassName('primary', 'btn--large')}>
            {t.toLookup}
          </Link>
        </>
      ) : (
        <StatusMessage>{t.opening}</StatusMessage>
      )}
    </div>
  );
}
