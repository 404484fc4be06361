import { useState, useSyncExternalStore } from 'react';
import { Button } from './button';
import { koShare } from '@/copy/ko-share';

type Outcome = 'copied' | 'failed' | undefined;

const noSubscription = () => () => {};

/**
 * Whether the app runs this button: false in the server's HTML and while the page hydrates (the
 * app starts after the page has loaded), true from the render after. React re-renders once
 * hydration is done, with no mismatch.
 */
function useRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * 공유하기 on a lecture, a program or a notice: the phone's own share sheet (Web Share API, where
 * KakaoTalk is one tap away), else the address copied to the clipboard with a Korean line saying
 * so. No third-party script: the page's Open Graph tags (rendered by the server) make the preview.
 */
export function ShareButton({ title }: { title: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  // A tap before the app runs would do nothing: until then the button says it is not ready.
  const running = useRunning();

  const share = async () => {
    const url = window.location.href;
    setOutcome(undefined);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the parent's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className="share">
      <Button variant="secondary" disabled={!running} onClick={() => void share()}>
        {koShare.button}
      </Button>
      <p className="share__status" role="status">
        {outcome ? koShare[outcome] : null}
      </p>
    </div>
  );
}
