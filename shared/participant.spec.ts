import {
  SCHOOL_YEAR_CODES,
  guardianRelationLabel,
  mayBeUnderFourteen,
  schoolYearLabel,
} from './participant';

describe('who takes part', () => {
  it('asks a guardian for every school year up to 중학교 2학년 and none from 중3 on', () => {
    const asked = SCHOOL_YEAR_CODES.filter(mayBeUnderFourteen);
    expect(asked).toEqual(['PRESCHOOL', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'M1', 'M2']);
    expect(mayBeUnderFourteen('M3')).toBe(false);
    expect(mayBeUnderFourteen('H3')).toBe(false);
  });

  it('names school years and relations in Korean', () => {
    expect(schoolYearLabel('E3')).toBe('초등학교 3학년');
    expect(schoolYearLabel('M2')).toBe('중학교 2학년');
    expect(guardianRelationLabel('MOTHER')).toBe('어머니');
  });
});
