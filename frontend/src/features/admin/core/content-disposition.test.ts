import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('the file name of a download', () => {
  it('the CSV name comes from Content-Disposition, UTF-8 form first', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="applicants.csv"; filename*=UTF-8''${encodeURIComponent('신청자 목록.csv')}`,
        'x.csv',
      ),
    ).toBe('신청자 목록.csv');
    expect(filenameFromContentDisposition('attachment; filename="a.csv"', 'x.csv')).toBe('a.csv');
    expect(filenameFromContentDisposition(null, 'x.csv')).toBe('x.csv');
  });
});
