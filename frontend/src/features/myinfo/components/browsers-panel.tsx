import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { formatPhone } from '@shared/format/phone';
import { useForgetBrowsersMutation } from '../api';
import { useRememberedBrowsersQuery } from '../../../forms/family-proof/api';
import type { UserInfoResponse } from '../types';

function when(iso: string): string {
  return new Date(iso).toLocaleString('ko-KR', {
    timeZone: 'Asia/Seoul',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * 로그인 정보 (issue 32): the contact the family proved, the browsers remembered for it, and
 * 이 기기 로그아웃 / 다른 기기 모두 로그아웃.
 */
export function BrowsersPanel({ proven }: { proven: UserInfoResponse['proven'] }) {
  const t = koMyInfo.browsers;
  const navigate = useNavigate();
  const { data, isFetching } = useRememberedBrowsersQuery();
  const [forget, { isLoading }] = useForgetBrowsersMutation();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const others = (data?.browsers ?? []).filter((browser) => !browser.current).length;

  const logoutThis = async () => {
    setNotice(null);
    try {
      await forget({ scope: 'this' }).unwrap();
      void navigate(paths.login, { replace: true });
    } catch {
      setNotice({ tone: 'error', text: t.failed });
    }
  };

  const logoutOthers = async () => {
    setNotice(null);
    try {
      const { forgotten } = await forget({ scope: 'others' }).unwrap();
      setNotice({ tone: 'info', text: t.othersDone(forgotten) });
    } catch {
      setNotice({ tone: 'error', text: t.failed });
    }
  };

  return (
    <section
      className="myinfo-panel"
      aria-labelledby="myinfo-browsers"
      aria-busy={isFetching || isLoading}
    >
      <h2 id="myinfo-browsers">{t.panel}</h2>
      <dl className="myinfo-list">
        <div>
          <dt>{proven.email ? t.provenEmail : t.provenPhone}</dt>
          <dd>{proven.email ?? formatPhone(proven.phone ?? '')}</dd>
        </div>
      </dl>
      {proven.viaLink ? <p className="field__hint">{t.viaLink}</p> : null}
      <h3>{t.listTitle}</h3>
      {data && data.browsers.length === 0 ? <p>{t.none}</p> : null}
      <ul className="remembered-browsers">
        {(data?.browsers ?? []).map((browser) => (
          <li key={browser.id}>
            {browser.device}
            {browser.current ? ` (${t.current})` : ''} · {t.lastUsed(when(browser.lastUsedAt))}
          </li>
        ))}
      </ul>
      {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
      <div className="privacy-rights__actions">
        <Button variant="secondary" onClick={() => void logoutThis()} disabled={isLoading}>
          {isLoading ? t.working : t.logoutThis}
        </Button>
        {others > 0 ? (
          <Button variant="secondary" onClick={() => void logoutOthers()} disabled={isLoading}>
            {t.logoutOthers}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
