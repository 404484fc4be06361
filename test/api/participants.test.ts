import { Application } from '../../src/applications/application.entity';
import { RetentionJob } from '../../src/retention';
import { SCHOOL_YEAR_CODES, mayBeUnderFourteen } from '../../shared/participant';
import { adminToken, bearer } from '../support/admin-session';
import {
  APPLICANT,
  CHILD_CONSENTS,
  REQUIRED_CONSENTS,
  YOUNG_CHILD_CONSENTS,
  applicationBody,
  createOpenLecture,
  payInSandbox,
} from '../support/applying';
import { createLecture } from '../support/factories';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { lookUpWithCode } from '../support/family-proof';

const APPLY = '/api/lecture/application/data';
const CHILD = { name: '김하늘', schoolYear: 'E3' };
const GUARDIAN = { name: '김민지', relation: 'MOTHER' };

/**
 * Who takes part (issue 21): a lecture says whether the applicant attends or their child. For a
 * child the application holds only the child's name and school year; a child who may be under 14
 * (중학교 2학년 or younger) needs the 법정대리인's consent, recorded with their name and relation.
 */
describe('who takes part: a child, and a guardian under 14', () => {
  let t: TestApp;
  let auth: string;
  let childLecture: number;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    auth = bearer(await adminToken(t));
    childLecture = (
      await createLecture(t.dataSource, {
        participant: 'CHILD',
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
      })
    ).id;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    t.clock.set(DEFAULT_NOW);
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  /** An application body from a new family (its own e-mail) with these overrides. */
  async function body(lectureId: number, overrides: Record<string, unknown>) {
    people += 1;
    const applicant = { ...APPLICANT, email: `family${people}@example.com` };
    return applicationBody(t, lectureId, { applicant, ...overrides });
  }

  async function applyChild(overrides: Record<string, unknown>, status: number) {
    return t.http
      .post(APPLY)
      .send(await body(childLecture, overrides))
      .expect(status);
  }

  const stored = (id: number) => t.dataSource.getRepository(Application).findOneByOrFail({ id });

  it('says on the public pages which lectures a child attends', async () => {
    const list = await t.http.get('/api/lecture/list').expect(200);
    const row = list.body.find((lecture: { id: number }) => lecture.id === childLecture);
    expect(row.participant).toBe('CHILD');
    const [detail] = (await t.http.get(`/api/lecture/${childLecture}`).expect(200)).body;
    expect(detail.participant).toBe('CHILD');
  });

  it('stores the child and the guardian, and records the guardian’s consent with the others', async () => {
    const res = await applyChild(
      { participant: CHILD, guardian: GUARDIAN, consents: YOUNG_CHILD_CONSENTS },
      200,
    );
    expect(res.body.state).toBe(0);
    const id = res.body.applicationId as number;
    expect(await stored(id)).toMatchObject({
      participant_name: '김하늘',
      participant_school_year: 'E3',
      guardian_name: '김민지',
      guardian_relation: 'MOTHER',
    });

    const consents = (
      await t.http
        .get(`/api/admin/application/${id}/consents`)
        .set('Authorization', auth)
        .expect(200)
    ).body as { id: string; agreed: boolean; givenBy?: string }[];
    expect(consents.map((consent) => [consent.id, consent.agreed])).toEqual([
      ['privacy-collection', true],
      ['payment-third-party', true],
      ['marketing', false],
      ['child-collection', true],
      ['guardian', true],
    ]);
    expect(consents.find((consent) => consent.id === 'guardian')?.givenBy).toBe('김민지 (어머니)');

    // The lecture's applicants show the child, with the school year in words.
    const applicants = (
      await t.http
        .get(`/api/admin/lecture/applicant/${childLecture}`)
        .set('Authorization', auth)
        .expect(200)
    ).body as { id: number; participant: string | null }[];
    expect(applicants.find((row) => row.id === id)?.participant).toBe('김하늘 (초등학교 3학년)');
  });

  it.each(SCHOOL_YEAR_CODES.map((year) => [year, mayBeUnderFourteen(year)] as const))(
    'school year %s: the guardian is asked = %s',
    async (schoolYear, asked) => {
      const participant = { name: '이바다', schoolYear };
      if (asked) {
        // Without the guardian, or without their consent: refused, nothing stored.
        const before = await t.dataSource.getRepository(Application).count();
        const none = await applyChild({ participant, consents: CHILD_CONSENTS }, 400);
        expect(none.body.message).toBe(
          '중학교 2학년 이하 자녀는 법정대리인(보호자)의 이름과 자녀와의 관계를 입력해 주세요.',
        );
        const unconsented = await applyChild(
          { participant, guardian: GUARDIAN, consents: CHILD_CONSENTS },
          400,
        );
        expect(unconsented.body.message).toBe(
          '법정대리인으로서 만 14세 미만 자녀의 개인정보 수집 및 이용에 동의해 주세요.',
        );
        expect(await t.dataSource.getRepository(Application).count()).toBe(before);
        await applyChild({ participant, guardian: GUARDIAN, consents: YOUNG_CHILD_CONSENTS }, 200);
      } else {
        // 14 or older: no guardian is kept, and none is asked for.
        const extra = await applyChild(
          { participant, guardian: GUARDIAN, consents: YOUNG_CHILD_CONSENTS },
          400,
        );
        expect(extra.body.message).toBe(
          '중학교 3학년 이상 자녀는 법정대리인 동의를 받지 않습니다. 보호자 정보를 빼고 다시 신청해 주세요.',
        );
        const res = await applyChild({ participant, consents: CHILD_CONSENTS }, 200);
        expect(await stored(res.body.applicationId)).toMatchObject({
          participant_school_year: schoolYear,
          guardian_name: null,
          guardian_relation: null,
        });
      }
    },
  );

  it.each([
    ['no child', { consents: CHILD_CONSENTS }, '참여하는 자녀의 이름과 학년을 입력해 주세요.'],
    [
      'an empty name',
      { participant: { name: '  ', schoolYear: 'M3' }, consents: CHILD_CONSENTS },
      '자녀 이름은 1자 이상 50자 이하로 입력해 주세요.',
    ],
    [
      'an unknown school year',
      { participant: { name: '김하늘', schoolYear: 'E7' }, consents: CHILD_CONSENTS },
      '자녀의 학년을 선택해 주세요.',
    ],
    [
      'an unknown relation',
      {
        participant: CHILD,
        guardian: { name: '김민지', relation: 'NEIGHBOUR' },
        consents: YOUNG_CHILD_CONSENTS,
      },
      '자녀와의 관계를 선택해 주세요.',
    ],
    [
      'the child’s consent missing',
      {
        participant: { name: '김하늘', schoolYear: 'H1' },
        consents: REQUIRED_CONSENTS,
      },
      '참여 자녀 개인정보 수집 및 이용에 동의해 주세요.',
    ],
    [
      'an old client without consents',
      { participant: { name: '김하늘', schoolYear: 'H1' }, consents: undefined },
      '동의 항목을 확인할 수 없습니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.',
    ],
  ])('refuses %s with 400 in Korean', async (_, overrides, message) => {
    const res = await applyChild(overrides, 400);
    expect([res.body.message].flat()).toContain(message);
  });

  it('keeps no child on a lecture the applicant attends, and shows it no child consent', async () => {
    const adults = (await createOpenLecture(t.dataSource)).id;
    const withChild = await t.http
      .post(APPLY)
      .send(await body(adults, { participant: CHILD }))
      .expect(400);
    expect(withChild.body.message).toBe(
      '이 강의는 신청자 본인이 참여하는 강의입니다. 자녀 정보는 받지 않습니다.',
    );
    // A guardian's consent is not among what an adult's lecture shows: unknown there.
    const guardianConsent = await t.http
      .post(APPLY)
      .send(await body(adults, { consents: YOUNG_CHILD_CONSENTS }))
      .expect(400);
    expect(guardianConsent.body.message).toBe(
      '알 수 없는 동의 항목입니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.',
    );
  });

  it('lets the back office choose who attends until the first family applies', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    const put = (participant: string) =>
      t.http
        .put(`/api/admin/lecture/${lecture.id}`)
        .set('Authorization', auth)
        .send({ participant });
    await put('CHILD').expect(200);
    expect(
      (await t.http.get(`/api/admin/lecture/${lecture.id}`).set('Authorization', auth)).body
        .participant,
    ).toBe('CHILD');
    expect((await put('TEACHER').expect(400)).body.message).toContain('참여 대상을 선택해 주세요.');

    await t.http
      .post(APPLY)
      .send(
        await body(lecture.id, {
          participant: { name: '박별', schoolYear: 'H2' },
          consents: CHILD_CONSENTS,
        }),
      )
      .expect(200);
    const fixed = await put('APPLICANT').expect(409);
    expect(fixed.body.message).toBe(
      '신청이 들어온 강의는 참여 대상을 바꿀 수 없습니다. 새 강의를 만들어 주세요.',
    );
  });

  it('lists the child and the guardian in the CSV, and in the family’s own download', async () => {
    const res = await applyChild(
      {
        participant: { name: '최솔', schoolYear: 'M1' },
        guardian: { name: '최아빠', relation: 'FATHER' },
        consents: YOUNG_CHILD_CONSENTS,
      },
      200,
    );
    const id = res.body.applicationId as number;
    const csv = await t.http
      .get(`/api/admin/applicants.csv?lectureId=${childLecture}`)
      .set('Authorization', auth)
      .expect(200);
    expect(csv.text).toMatch(/,최솔,중학교 1학년,최아빠 \(아버지\)\r\n/);

    const family = await stored(id);
    const agent = t.agent();
    await lookUpWithCode(t, agent, {
      email: family.applicant_email,
      birth: family.applicant_birth,
    });
    const file = JSON.parse((await agent.get('/api/guest/my-data').expect(200)).text);
    expect(file.신청[0]).toMatchObject({
      참여자녀: { 이름: '최솔', 학년: '중학교 1학년' },
      법정대리인: { 이름: '최아빠', 자녀와의관계: '아버지' },
    });
  });

  it('removes the child and the guardian with the family’s other details at retention', async () => {
    const agent = t.agent();
    const res = await agent
      .post(APPLY)
      .send(
        await body(childLecture, {
          participant: CHILD,
          guardian: GUARDIAN,
          consents: YOUNG_CHILD_CONSENTS,
        }),
      )
      .expect(200);
    const paid = res.body.applicationId as number;
    await payInSandbox(t, agent, paid);
    // The lecture ends 2026-12-11; a paid application keeps its person 90 days, then only the
    // record the Electronic Commerce Act needs (with a masked name) stays.
    const job = t.running.app.get(RetentionJob);
    await job.runOnce(new Date('2027-03-12T03:30:00+09:00'));
    expect(await stored(paid)).toMatchObject({
      applicant_name: '김*지',
      participant_name: null,
      participant_school_year: null,
      guardian_name: null,
      guardian_relation: null,
    });
  });
});
