import { koNotices } from '@/copy/ko-notices';

/** (고정): a pinned notice, shown before its title in the list and on its page. */
export function PinnedBadge() {
  // The space keeps 고정 a word of its own for screen readers ("고정 설 연휴 …").
  return (
    <>
      <span className="notice-badge">{koNotices.pinned}</span>{' '}
    </>
  );
}
