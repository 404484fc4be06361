import type { LectureTextField } from './lecture-form';

/** What the form can show a message beside: its text fields, the lists, 총 정원 and the banner. */
export type LectureFormField = LectureTextField | 'sessions' | 'fees' | 'capacity' | 'file';

/**
 * The names the server's messages about a lecture start with (src/lectures/dto/lecture-form.dto.ts:
 * "강의명을 입력해 주세요.", "접수 종료일은 접수 시작일보다 빠를 수 없습니다."), longest first where
 * one starts another.
 */
const STARTS: readonly [string, LectureFormField][] = [
  ['접수 시작 시각', 'reg_start_time'],
  ['접수 시작일', 'reg_period_start'],
  ['접수 종료일', 'reg_period_end'],
  ['강의 시작일', 'lec_period_start'],
  ['강의 종료일', 'lec_period_end'],
  ['강의명', 'title'],
  ['강사', 'instructor_name'],
  ['문의처', 'inquiry'],
  ['주최', 'organizer'],
  ['장소', 'venue'],
  ['대상', 'audience'],
  ['준비물', 'what_to_bring'],
  ['내용', 'content'],
  ['금액', 'fees'],
  ['사진', 'file'],
  ['첨부 파일', 'file'],
  ['복사한 강의의 배너', 'file'],
];

/**
 * Which field of the lecture form a refusal's message is about, for useForm's `fieldOf`: by the
 * name it starts with, else a fee's ("'1회차' 요금은 …", "같은 요금을 …") or the sessions' ("같은
 * 일정(…)이 …"). A message about 정원 stays in the summary: it may be the lecture's or a course's
 * (the form checks both before sending), as does one about 참여 대상 (no field says it).
 */
export function lectureFieldOf(message: string): LectureFormField | undefined {
  const started = STARTS.find(([name]) => message.startsWith(name));
  if (started) return started[1];
  if (message.includes('요금')) return 'fees';
  if (message.includes('일정')) return 'sessions';
  return undefined;
}
