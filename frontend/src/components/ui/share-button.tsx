import { useState, useSyncExternalStore } from 'react';
import { Button } from './button';
import { koShare } from '@/copy/ko-share';

type Outcome = 'copied' | 'failed' | undefined;

/** The app's state never changes under this button: nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * 공유하기 on a lecture, a program or a notice: the phone's own share sheet (Web Share API, where
 * KakaoTalk is one tap away), else the address copied to the clipboard with a Korean line saying
 * so. No third-party script: the page's Open Graph tags (rendered by the server) make the preview.
 */
export function ShareButton({ title }: { title: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  // False in the server's HTML and while the page hydrates (the app starts after the page has
  // loaded), true from the render after, with no mismatch: a tap before the app runs would do
  // nothing, so until then the button says it is not ready.
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

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
