import { describe, expect, it } from 'vitest';
import {
  pageNumbers,
  readApplicantQuery,
  toApplicationSearch,
  writeApplicantQuery,
} from './applicant-query';

describe('applicant query in the address', () => {
  it('reads what the server accepts, drops the rest, writes only what differs', () => {
    const query = readApplicantQuery(
      new URLSearchParams('q=%20김%20&lectureId=7&status=Y&sort=name&page=3'),
    );
    expect(query).toEqual({ q: '김', lectureId: 7, status: 'Y', sort: 'name', page: 3 });
    expect(writeApplicantQuery(query).toString()).toBe(
      'q=%EA%B9%80&lectureId=7&status=Y&sort=name&page=3',
    );
    expect(toApplicationSearch(query)).toEqual({
      q: '김',
      lectureId: 7,
      status: 'Y',
      sort: 'name',
      page: 3,
      size: 20,
    });
    const odd = readApplicantQuery(
      new URLSearchParams('lectureId=abc&status=X&sort=random&page=0'),
    );
    expect(odd).toEqual({
      q: '',
      lectureId: undefined,
      status: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(writeApplicantQuery(odd).toString()).toBe('');
    expect(toApplicationSearch(odd).q).toBeUndefined();
  });

  it('page numbers: the ends and two either side of the current one', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageNumbers(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
