import { koreanMonthDay } from '@shared/format/korean-dates';

// Beside format.ts, not in it: format.ts is in the chunk every public page loads (the 문의 page
// within a few bytes of its budget), this only in the lecture pages' (vite.config.ts).

/**
 * When a lecture's registration opens, as its 접수 예정 says it: "12월 4일(금)", and the minute
 * unless it is 00:00: "12월 4일(금) 오전 10시", "12월 4일(금) 오후 2시 30분" (12-hour clock).
 */
export function formatOpening(date: string, time: string): string {
  const day = koreanMonthDay(date);
  if (time === '00:00') return day;
  const [h, m] = time.split(':').map(Number);
  return `${day} ${h < 12 ? '오전' : '오후'} ${h % 12 || 12}시${m ? ` ${m}분` : ''}`;
}
