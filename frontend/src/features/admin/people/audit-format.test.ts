import { describe, expect, it } from 'vitest';
import { auditParamsOf, auditQueryOf, fieldChanges, fieldValue } from './audit-format';

describe('audit trail logic', () => {
  it('the filters round-trip through the address; bad values are dropped', () => {
    expect(
      auditQueryOf(new URLSearchParams('adminId=3&kind=LECTURE&from=2026-11-01&page=2')),
    ).toEqual({ adminId: 3, kind: 'LECTURE', from: '2026-11-01', page: 2 });
    expect(auditQueryOf(new URLSearchParams('adminId=x&kind=PASSWORD&to=어제&page=0'))).toEqual({
      page: 1,
    });
    expect(auditParamsOf({ kind: 'EXPORT', page: 1 })).toEqual({ kind: 'EXPORT' });
  });

  it('a change reads as Korean fields, before → after', () => {
    expect(fieldValue('fee:7', { fee_type: '1회차', amount: 20000, capacity: null })).toBe(
      '1회차 · 20,000원 · 정원 제한 없음',
    );
    expect(fieldValue('content', '<p>긴 <strong>본문</strong></p>')).toBe('긴 본문');
    expect(fieldValue('archived', true)).toBe('예');
    expect(fieldValue('venue', null)).toBe('없음');
    expect(
      fieldChanges({
        before: { title: '가', capacity: null },
        after: { title: '나', capacity: 10 },
      }),
    ).toEqual([
      { name: 'title', label: '강의명', before: '가', after: '나' },
      { name: 'capacity', label: '정원', before: '없음', after: '10명' },
    ]);
  });
});
