import { formatDay } from '@/lib/format';

/** A notice's 게시일 as the site writes dates ("2026년 11월 22일(일)", Seoul), machine-readable too. */
export function NoticeDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {formatDay(iso)}
    </time>
  );
}
