/**
 * The application form's words for who takes part (issue 21): a lecture a child attends asks the
 * child's name and school year, and for a child who may be under 14 the 법정대리인's name and
 * relation. Only a child's lecture loads this file, with its fields
 * (features/application/components/participant-fields.tsx); the fields' error messages are the
 * form's (ko-application.ts, participantErrors), which checks them on every lecture.
 */
export const koParticipant = {
  child: {
    legend: '참여 자녀 정보',
    lead: '이 강의는 자녀가 참여합니다. 자녀의 이름과 학년만 받습니다.',
    noHealth:
      '건강 상태, 진단명, 상담 내용은 적지 말아 주세요. 필요한 이야기는 상담 선생님과 직접 나누실 수 있습니다.',
    name: '자녀 이름',
    schoolYear: '학년',
    schoolYearPlaceholder: '학년을 선택해 주세요',
    schoolYearHint: '중학교 2학년 이하 자녀는 법정대리인(보호자)의 동의가 함께 필요합니다.',
  },
  guardian: {
    legend: '법정대리인(보호자) 동의',
    lead: '만 14세 미만 아동의 개인정보는 법정대리인의 동의를 받아야 처리할 수 있습니다(개인정보 보호법 제22조의2). 아래 동의 항목에서 법정대리인 동의에도 체크해 주세요.',
    name: '법정대리인 이름',
    nameHint:
      '부모님 또는 후견인의 이름입니다. 신청하시는 분이 법정대리인이면 같은 이름을 적어 주세요.',
    relation: '자녀와의 관계',
    relationPlaceholder: '관계를 선택해 주세요',
  },
} as const;
