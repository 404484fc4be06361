import type { WeeklyWindow } from './availability';

/*
 * A counsellor's week as the back office types it ("HH:MM" windows) and as the database and the
 * availability function keep it (minutes after midnight), with the rules a week must keep.
 */

export const WEEKDAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The grid hours are typed on, in minutes. */
export const HOURS_GRID_MINUTES = 10;

export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

export function clockOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * What is wrong with a week, one Korean message per fault, each starting with its weekday
 * ("월요일 13:00–12:00: …") so the form shows it beside that day: a window must start before it
 * ends, start and end on the 10-minute grid, and not overlap another window of its day (touching
 * is fine: 10:00–12:00 and 12:00–13:00).
 */
export function weekFaults(windows: readonly WeeklyWindow[]): string[] {
  const faults: string[] = [];
  const label = (w: WeeklyWindow) =>
    `${WEEKDAY_NAMES[w.weekday]}요일 ${clockOf(w.start)}–${clockOf(w.end)}`;
  for (const window of windows) {
    if (window.start >= window.end) {
      faults.push(`${label(window)}: 시작 시각이 끝 시각보다 빨라야 합니다.`);
    } else if (window.start % HOURS_GRID_MINUTES || window.end % HOURS_GRID_MINUTES) {
      faults.push(`${label(window)}: 시각은 ${HOURS_GRID_MINUTES}분 단위로 입력해 주세요.`);
    }
  }
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const day = windows
      .filter((w) => w.weekday === weekday && w.start < w.end)
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < day.length; i += 1) {
      if (day[i].start < day[i - 1].end) {
        faults.push(
          `${label(day[i])}: ${clockOf(day[i - 1].start)}–${clockOf(day[i - 1].end)}와 겹칩니다.`,
        );
      }
    }
  }
  return faults;
}

/** The week in order (weekday, then start), as it is stored and shown. */
export function sortedWeek<T extends WeeklyWindow>(windows: readonly T[]): T[] {
  return [...windows].sort((a, b) => a.weekday - b.weekday || a.start - b.start);
}

/** The week in one line for the audit trail: "월 10:00–12:00, 13:00–18:00 / 화 …"; "없음". */
export function weekSummary(windows: readonly WeeklyWindow[]): string {
  const days = WEEKDAY_NAMES.map((name, weekday) => {
    const times = sortedWeek(windows.filter((w) => w.weekday === weekday)).map(
      (w) => `${clockOf(w.start)}–${clockOf(w.end)}`,
    );
    return times.length ? `${name} ${times.join(', ')}` : '';
  }).filter(Boolean);
  return days.length ? days.join(' / ') : '없음';
}
