import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { useRevealContactMutation } from '../api';
import type { PersonalDataRevealed } from '../types';

const t = koAdmin.reveal;

/**
 * Lists show a family's phone and e-mail masked (010-****-5678, pa****@example.com). `보기` asks
 * the server for one person's in full (POST …/{kind}/{id}/reveal, recorded in 개인정보 열람 기록)
 * and shows them in place; `가리기` forgets them. What is shown lives in this component's state
 * only: the mutation's own copy is dropped at once, and leaving the page forgets the rest.
 */
export function useContactReveal(kind: 'application' | 'waitlist') {
  const [revealContact, { reset }] = useRevealContactMutation();
  const [shown, setShown] = useState<ReadonlyMap<number, PersonalDataRevealed>>(new Map());
  const [pending, setPending] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const toggle = useCallback(
    async (id: number, name: string) => {
      if (shown.has(id)) {
        setShown((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        });
        setAnnouncement(t.hidden(name));
        return;
      }
      if (pending !== null) return;
      setPending(id);
      try {
        const revealed = await revealContact({ kind, id }).unwrap();
        setShown((current) => new Map(current).set(id, revealed));
        setAnnouncement(t.shown(name));
      } catch {
        setAnnouncement(t.failed);
      } finally {
        reset();
        setPending(null);
      }
    },
    [kind, pending, reset, revealContact, shown],
  );

  return { shown, pending, toggle, announcement };
}

/** The row's `보기` / `가리기` (a toggle: aria-pressed), named after the person. */
export function RevealButton({
  name,
  shown,
  busy,
  onToggle,
}: {
  name: string;
  shown: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="ghost"
      className="btn--small admin-reveal"
      aria-label={shown ? t.hideLabel(name) : t.showLabel(name)}
      aria-pressed={shown}
      aria-busy={busy}
      aria-disabled={busy}
      onClick={onToggle}
    >
      {shown ? t.hide : t.show}
    </Button>
  );
}

/** The polite live region that says a contact was shown or hidden; always in the page. */
export function RevealAnnouncer({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
