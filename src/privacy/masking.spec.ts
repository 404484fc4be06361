import { maskedName } from './masking';

describe('maskedName', () => {
  it('keeps the first and last characters of a name', () => {
    expect(maskedName('김민지')).toBe('김*지');
    expect(maskedName('남궁민수')).toBe('남**수');
    expect(maskedName('김민')).toBe('김*');
    expect(maskedName('김')).toBe('*');
    expect(maskedName(' Maria ')).toBe('M***a');
  });
});
