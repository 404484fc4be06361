import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, apply } from '../support/applying';
import { createLecture } from '../support/factories';
import { startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

/**
 * The applicants list of the back office (issue 19): a name, e-mail or phone fragment, a lecture
 * and a payment state, sorted and paginated by the server.
 */
describe('GET /api/admin/applications', () => {
  let t: TestApp;
  let auth: string;
  let first: number;
  let second: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    auth = bearer(await adminToken(t));
    const dates = {
      reg_period_start: '2026-11-01',
      reg_period_end: '2026-12-05',
      lec_period_start: '2026-12-10',
      lec_period_end: '2026-12-11',
    };
    first = (
      await createLecture(t.dataSource, { ...dates, title: '첫째 강의' }, [
        { fee_type: '1회차', amount: 30000 },
      ])
    ).id;
    second = (
      await createLecture(t.dataSource, { ...dates, title: '둘째 강의' }, [
        { fee_type: '1회차', amount: 50000 },
      ])
    ).id;
    const people = [
      ['홍길동', 'hong@example.com', '010-1111-2222', first],
      ['김민지', 'minji_kim@example.com', '010-3333-4444', first],
      ['이서연', 'seoyeon@school.kr', '010-5555-6666', second],
      ['박%준', 'park@example.com', '010-7777-8888', second],
    ] as const;
    for (const [name, email, contact, lectureId] of people) {
      ids[name] = (
        await apply(t, lectureId, { applicant: { ...APPLICANT, name, email, contact } })
      ).applicationId;
    }
    await t.dataSource.query(`UPDATE application SET payment_status = 'Y' WHERE id = $1`, [
      ids['이서연'],
    ]);
  });
  afterAll(() => t.close());

  const search = (query: string) =>
    t.http.get(`/api/admin/applications?${query}`).set('Authorization', auth);
  const names = async (query: string) =>
    ((await search(query).expect(200)).body.items as { name: string }[]).map((row) => row.name);

  it('lists every application newest first, with a page and the total', async () => {
    const res = await search('').expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, size: 20 });
    expect(res.body.items.map((row: { name: string }) => row.name)).toEqual([
      '박%준',
      '이서연',
      '김민지',
      '홍길동',
    ]);
    expect(res.body.items[1]).toMatchObject({
      id: ids['이서연'],
      lectureId: second,
      lectureTitle: '둘째 강의',
      // Masked in the list; the search below still reads the real columns.
      email: 'se****@school.kr',
      contact: '010-****-6666',
      totalAmount: 50000,
      refundedAmount: 0,
      paymentStatus: 'Y',
      methodName: '카드',
    });
  });

  it('finds by a fragment of the name, the e-mail, or the phone with or without hyphens', async () => {
    expect(await names('q=길동')).toEqual(['홍길동']);
    expect(await names('q=SCHOOL')).toEqual(['이서연']);
    expect(await names('q=4444')).toEqual(['김민지']);
    expect(await names(`q=${encodeURIComponent('3333-4444')}`)).toEqual(['김민지']);
    expect(await names('q=01055556666')).toEqual(['이서연']);
    expect(await names('q=nobody')).toEqual([]);
    // Digits inside a name or an e-mail search those only, not every phone holding them.
    expect(await names(`q=${encodeURIComponent('길동4444')}`)).toEqual([]);
  });

  it('takes LIKE wildcards in the fragment literally', async () => {
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['박%준']);
    expect(await names('q=_')).toEqual(['김민지']);
  });

  it('filters by lecture and payment state, and sorts', async () => {
    expect(await names(`lectureId=${first}`)).toEqual(['김민지', '홍길동']);
    expect(await names('status=Y')).toEqual(['이서연']);
    expect(await names(`lectureId=${second}&status=N`)).toEqual(['박%준']);
    expect(await names('sort=oldest')).toEqual(['홍길동', '김민지', '이서연', '박%준']);
    expect(await names('sort=name')).toEqual(['김민지', '박%준', '이서연', '홍길동']);
    expect((await names('sort=amount')).slice(0, 2).sort()).toEqual(['박%준', '이서연']);
  });

  it('pages through, the total staying the same', async () => {
    const one = await search('size=10&page=1&sort=oldest').expect(200);
    expect(one.body).toMatchObject({ total: 4, page: 1, size: 10 });
    const beyond = await search('size=10&page=2').expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 4, page: 2 });
  });

  it.each([
    ['size=5', '한 페이지에 10~100건까지 볼 수 있습니다.'],
    ['size=101', '한 페이지에 10~100건까지 볼 수 있습니다.'],
    ['page=0', '페이지 번호를 확인해 주세요.'],
    ['status=X', '결제 상태를 확인해 주세요.'],
    ['sort=random', '정렬 기준을 확인해 주세요.'],
    ['lectureId=abc', '강의 정보가 올바르지 않습니다.'],
    ['other=1', '허용되지 않은 항목입니다: other'],
  ])('refuses %s with a Korean message', async (query, message) => {
    const res = await search(query).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });
});
