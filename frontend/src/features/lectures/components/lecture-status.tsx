import type { LectureState } from '../lecture-state';

/** The status badge and its line: what the status means for a parent now. */
export function LectureStatus({ state }: { state: LectureState }) {
  return (
    <span className="lecture-status">
      <span className={`badge badge--${state.tone}`}>{state.label}</span>
      <span className="lecture-status__note">{state.note}</span>
    </span>
  );
}
