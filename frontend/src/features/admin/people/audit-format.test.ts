import { describe, expect, it } from 'vitest';
import { AUDITED_FIELDS } from '@shared/audit-fields';
import { koAdminAudit } from '@/copy/ko-admin-audit';
import {
  AUDIT_KINDS,
  addressText,
  auditParamsOf,
  auditQueryOf,
  fieldChanges,
  fieldLabel,
  fieldValue,
  fieldWords,
  rowSummary,
} from './audit-format';

/** A recorded name for each pattern of the list: `fee:12`, `home.photos[0].src`. */
const recordedName = (pattern: string) =>
  pattern.replace(/\[\]/g, '[0]').replace(/^fee:$/, 'fee:12');

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

  it('has Korean words for every field every kind records, and nothing raw in them', () => {
    expect(Object.keys(AUDITED_FIELDS).sort()).toEqual([...AUDIT_KINDS].sort());
    const missing: string[] = [];
    for (const [kind, patterns] of Object.entries(AUDITED_FIELDS)) {
      for (const pattern of patterns as readonly string[]) {
        const name = recordedName(pattern);
        const label = fieldLabel(kind, name);
        if (!fieldWords(kind, name) || label === koAdminAudit.unknownField) {
          missing.push(`${kind}.${pattern}`);
        }
        // A label is Korean words, never the code it names.
        expect(label, `${kind}.${pattern}`).toMatch(/[가-힣]/);
        expect(label).not.toContain(pattern.replace(/[[\]:]/g, ''));
      }
      expect(koAdminAudit.kinds[kind], kind).toMatch(/[가-힣]/);
    }
    expect(missing).toEqual([]);
  });

  it("lists a row's fields in the form's order, a created row without its empty ones", () => {
    const created = fieldChanges({
      kind: 'LECTURE',
      before: null,
      after: { venue: '', capacity: null, instructor_name: '김상담', title: '특강', 'fee:9': null },
    });
    expect(created.map((change) => `${change.label}: ${change.after}`)).toEqual([
      '강의명: 특강',
      '강사: 김상담',
      '총 정원: 제한 없음',
    ]);
    expect(
      fieldChanges({
        kind: 'SITE_SETTINGS',
        before: { 'home.photos[10].alt': 'a', 'home.photos[2].alt': 'b', name: 'c' },
        after: { 'home.photos[10].alt': 'x', 'home.photos[2].alt': 'y', name: 'z' },
      }).map((change) => change.label),
    ).toEqual(['센터 이름', '3번째 센터 사진의 사진 설명', '11번째 센터 사진의 사진 설명']);
  });

  it('says a field with no words yet as 기타 항목, and its value plainly', () => {
    expect(fieldLabel('SECURITY', 'newSwitch')).toBe('기타 항목');
    expect(
      fieldChanges({ kind: 'STAFF', before: { newSwitch: false }, after: { newSwitch: true } }),
    ).toEqual([{ name: 'newSwitch', label: '기타 항목', before: '아니요', after: '예' }]);
  });

  it('says each value in Korean: methods, roles, switches, money, dates in Seoul', () => {
    const change = (kind: string, before: object | null, after: object | null) =>
      fieldChanges({ kind, before: before as never, after: after as never }).map(
        ({ label, before: was, after: is, note }) =>
          note ? note : `${label}: ${was ?? '—'} → ${is ?? '—'}`,
      );
    expect(
      change(
        'PAYMENT',
        { pay_method: 'CARD', payment_status: 'N' },
        {
          pay_method: 'CASH',
          payment_status: 'Y',
          amount: 80000,
          paid_on: '2026-11-22',
        },
      ),
    ).toEqual([
      '결제 상태: 미결제 → 결제 완료',
      '결제 수단: 카드 → 현금',
      '결제 금액: — → 80,000원',
      '결제일: — → 2026년 11월 22일(일)',
    ]);
    expect(change('SECURITY', { twoFactor: false }, { twoFactor: true })).toEqual([
      '2단계 인증: 사용 안 함 → 사용',
    ]);
    expect(change('STAFF', null, { role: 'STAFF', expiresAt: '2026-11-25T03:00:00.000Z' })).toEqual(
      ['초대 링크 만료: — → 2026년 11월 25일(수) 12:00', '권한: — → 직원'],
    );
    expect(
      change(
        'SECURITY',
        { staffRefundLimit: null, requireTwoFactor: false },
        {
          staffRefundLimit: 50000,
          requireTwoFactor: true,
        },
      ),
    ).toEqual([
      '직원 환불 한도: 환불 불가 → 50,000원',
      '모든 계정에 2단계 인증 요구: 요구 안 함 → 요구',
    ]);
    expect(
      change('NOTICE', { title: '가', published: false }, { title: '나', published: true }),
    ).toEqual(['제목: 가 → 나', '게시: 임시저장 → 게시']);
    expect(
      change(
        'REFUND',
        { refunded_amount: 0 },
        {
          refunded_amount: 10000,
          refund_to: { bank: '88', account: '***-6789', holder: '김민수' },
          cause: 'TYPED_ACCOUNT',
        },
      ),
    ).toEqual([
      '환불 합계: 0원 → 10,000원',
      '환불 계좌: — → 신한은행 ***-6789 (예금주 김민수)',
      '승인이 필요한 까닭: — → 관리자 화면에서 입력한 계좌',
    ]);
    expect(change('MESSAGE', null, { message_kind: 'payment-completed', resent_as: '57' })).toEqual(
      ['메시지: — → 결제 완료 안내', '새 메시지 번호: — → 57'],
    );
  });

  it("says a notice's or a lecture's body, an answer and an order by what happened to them", () => {
    // The notice's body as recorded: its length before and after, never its text.
    expect(
      fieldChanges({
        kind: 'NOTICE',
        before: { body: { length: 103 } },
        after: { body: { length: 110, changed: true } },
      }),
    ).toEqual([expect.objectContaining({ label: '본문', note: '본문 수정' })]);
    expect(
      fieldChanges({
        kind: 'LECTURE',
        before: { content: '<p>가</p>' },
        after: { content: '<p>나</p>' },
      }),
    ).toEqual([expect.objectContaining({ note: '본문 수정' })]);
    expect(
      fieldChanges({ kind: 'INQUIRY', before: null, after: { answer: { length: 40 } } })[0].note,
    ).toBe('답변 작성');
    expect(
      fieldChanges({ kind: 'PROGRAM', before: { order: [1, 2] }, after: { order: [2, 1] } })[0]
        .note,
    ).toBe('목록 순서 수정');
    expect(
      fieldChanges({
        kind: 'PROGRAM',
        before: { thumbnail: 'a.png' },
        after: { thumbnail: 'b.png' },
      })[0].note,
    ).toBe('대표 사진 교체');
  });

  it('a lecture: fees, capacity, sessions and who takes part in words', () => {
    expect(
      fieldValue('LECTURE', 'fee:7', { fee_type: '1회차', amount: 20000, capacity: null }),
    ).toBe('1회차 · 20,000원 · 정원 제한 없음');
    expect(fieldLabel('LECTURE', 'fee:7')).toBe('세부 강의 요금');
    expect(fieldValue('LECTURE', 'archived', true)).toBe('숨김');
    expect(fieldValue('LECTURE', 'venue', null)).toBe('없음');
    expect(fieldValue('LECTURE', 'participant', 'CHILD')).toBe('자녀 (아동·청소년)');
    expect(fieldValue('LECTURE', 'sessions', '2026-12-06 10:00~12:00')).toBe(
      '2026년 12월 6일(일) 10:00~12:00',
    );
    expect(
      fieldChanges({
        kind: 'LECTURE',
        before: { title: '가', capacity: null },
        after: { title: '나', capacity: 10 },
      }),
    ).toEqual([
      { name: 'title', label: '강의명', before: '가', after: '나' },
      { name: 'capacity', label: '총 정원', before: '제한 없음', after: '10명' },
    ]);
  });

  it("센터 정보: the form's labels, a list's rows by place, and a headline of the fields", () => {
    expect(fieldLabel('SITE_SETTINGS', 'directions.metro')).toBe('지하철 안내');
    expect(fieldLabel('SITE_SETTINGS', 'home.photos[1].caption')).toBe(
      '2번째 센터 사진의 사진 이름',
    );
    expect(fieldLabel('SITE_SETTINGS', 'counsellors[0].photo')).toBe('1번째 상담 선생님의 사진');
    expect(fieldValue('SITE_SETTINGS', 'home.photos', [])).toBe('없음');
    expect(fieldValue('SITE_SETTINGS', 'counsellors', [{ name: '가' }, { name: '나' }])).toBe(
      '2명',
    );
    const row = {
      kind: 'SITE_SETTINGS',
      summary: '센터 정보 수정: phone, directions.metro',
      before: { phone: '02-123-4567', 'directions.metro': '', 'directions.bus': '', fax: '' },
      after: {
        phone: '02-765-4321',
        'directions.metro': '5호선',
        'directions.bus': '341',
        fax: '02',
      },
    };
    expect(rowSummary(row)).toBe('센터 정보 수정: 대표 전화번호, 팩스 번호, 지하철 안내 외 1개');
    expect(rowSummary({ ...row, kind: 'LECTURE', summary: "강의 '가' 수정" })).toBe(
      "강의 '가' 수정",
    );
  });

  it('shows an IPv4 address that reached a dual-stack server as plain IPv4', () => {
    expect(addressText('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressText('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressText('203.0.113.7')).toBe('203.0.113.7');
    expect(addressText('2001:db8::1')).toBe('2001:db8::1');
    expect(addressText('::1')).toBe('::1');
    expect(addressText('command line')).toBe('서버 명령');
  });
});
