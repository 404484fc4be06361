import { holderIsFamily } from './guest-cancel.service';

describe('who may receive a family’s refund to a bank account', () => {
  const application = { applicant_name: '김민지', guardian_name: '이 보호' };

  it('is the applicant or the guardian, spaces ignored', () => {
    expect(holderIsFamily('김민지', application)).toBe(true);
    expect(holderIsFamily(' 김 민지 ', application)).toBe(true);
    expect(holderIsFamily('이보호', application)).toBe(true);
  });

  it('is nobody else, and never an empty name', () => {
    expect(holderIsFamily('박타인', application)).toBe(false);
    expect(holderIsFamily('김민', application)).toBe(false);
    expect(holderIsFamily('   ', { applicant_name: '김민지', guardian_name: null })).toBe(false);
    expect(holderIsFamily('', { applicant_name: '', guardian_name: null })).toBe(false);
  });
});
