import { LECTURE_PARTICIPANTS, PARTICIPANT_LABELS } from '@shared/participant';
import { koAdmin } from '@/copy/ko-admin';
import type { LectureParticipant } from '../lecture-form/lecture-form';

/**
 * 참여 대상: whether the applicant attends (parents, teachers) or their child, for whom the
 * application form then asks the child's name and school year (issue 21).
 */
export function LectureParticipantField({
  value,
  onChange,
}: {
  value: LectureParticipant;
  onChange: (participant: LectureParticipant) => void;
}) {
  const t = koAdmin.form;
  return (
    <fieldset className="field" aria-describedby="lecture-participant-hint">
      <legend className="field__label">{t.participant}</legend>
      {LECTURE_PARTICIPANTS.map((participant) => (
        <label key={participant} className="choice">
          <input
            type="radio"
            className="choice__input"
            name="participant"
            value={participant}
            checked={value === participant}
            onChange={() => onChange(participant)}
          />
          <span>{PARTICIPANT_LABELS[participant]}</span>
        </label>
      ))}
      <p id="lecture-participant-hint" className="field__hint">
        {t.participantHint}
      </p>
    </fieldset>
  );
}
