import { BadRequestException } from '@nestjs/common';
import { mayBeUnderFourteen, type LectureParticipant } from '../../shared/participant';
import type { ConsentContext } from '../../shared/participant';
import type { Application } from './application.entity';
import type { CreateApplicationDto } from './dto/create-application.dto';

export const NOT_A_CHILD_LECTURE =
  '이 강의는 신청자 본인이 참여하는 강의입니다. 자녀 정보는 받지 않습니다.';
export const CHILD_REQUIRED = '참여하는 자녀의 이름과 학년을 입력해 주세요.';
export const GUARDIAN_REQUIRED =
  '중학교 2학년 이하 자녀는 법정대리인(보호자)의 이름과 자녀와의 관계를 입력해 주세요.';
export const GUARDIAN_NOT_NEEDED =
  '중학교 3학년 이상 자녀는 법정대리인 동의를 받지 않습니다. 보호자 정보를 빼고 다시 신청해 주세요.';
export const CONSENTS_REQUIRED =
  '동의 항목을 확인할 수 없습니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.';

type ParticipantFields = Pick<
  Application,
  'participant_name' | 'participant_school_year' | 'guardian_name' | 'guardian_relation'
>;

/** Who takes part in one application: what it stores, and which consents it must show. */
export interface Participation {
  fields: ParticipantFields;
  consents: ConsentContext;
}

/**
 * Checks the child and guardian an application sends against the lecture's participant: only a
 * lecture a child attends takes a child (and needs one), and only a child who may be under 14
 * takes a guardian (and needs one). Nothing more is kept than the lecture needs.
 */
export function participationOf(
  participant: LectureParticipant,
  dto: Pick<CreateApplicationDto, 'participant' | 'guardian' | 'consents'>,
): Participation {
  if (participant === 'APPLICANT') {
    if (dto.participant || dto.guardian) throw new BadRequestException(NOT_A_CHILD_LECTURE);
    return {
      fields: {
        participant_name: null,
        participant_school_year: null,
        guardian_name: null,
        guardian_relation: null,
      },
      consents: { child: false, underFourteen: false },
    };
  }
  if (!dto.participant) throw new BadRequestException(CHILD_REQUIRED);
  const underFourteen = mayBeUnderFourteen(dto.participant.schoolYear);
  if (underFourteen && !dto.guardian) throw new BadRequestException(GUARDIAN_REQUIRED);
  if (!underFourteen && dto.guardian) throw new BadRequestException(GUARDIAN_NOT_NEEDED);
  // The child's and the guardian's consents are recorded, so the form's answers must come.
  if (!dto.consents) throw new BadRequestException(CONSENTS_REQUIRED);
  return {
    fields: {
      participant_name: dto.participant.name,
      participant_school_year: dto.participant.schoolYear,
      guardian_name: dto.guardian?.name ?? null,
      guardian_relation: dto.guardian?.relation ?? null,
    },
    consents: { child: true, underFourteen },
  };
}
