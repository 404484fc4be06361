import { Application } from '../../src/applications/application.entity';
import { CONSENT_DOCUMENTS, consentHash, currentConsents } from '../../src/privacy/consents';
import { Consents } from '../../src/privacy/consents.service';
import { adminToken, bearer } from '../support/admin-session';
import {
  MARKETING_CONSENT,
  REQUIRED_CONSENTS,
  applicationBody,
  createOpenLecture,
} from '../support/applying';
import { startTestApp, type TestApp } from '../support/test-app';

const APPLY = '/api/lecture/application/data';
const CHANGED =
  '동의 내용이 바뀌었습니다. 페이지를 새로 고쳐 바뀐 내용을 확인하신 뒤 다시 동의해 주세요.';

describe('consent on record (issue 21)', () => {
  let t: TestApp;
  let lectureId: number;
  let auth: string;
  let emails = 0;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    lectureId = (await createOpenLecture(t.dataSource)).id;
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  async function applyWith(consents: unknown, status: number, extra: Record<string, unknown> = {}) {
    emails += 1;
    const body = await applicationBody(t, lectureId, { consents, ...extra });
    body.applicant = { ...body.applicant, email: `consent${emails}@example.com` };
    return t.http.post(APPLY).send(body).expect(status);
  }

  const recordsOf = (applicationId: number) =>
    t.dataSource.query(
      `SELECT consent_id, version, text_hash, agreed, agreed_at FROM consent_record
        WHERE application_id = $1 ORDER BY consent_id`,
      [applicationId],
    );

  it('serves the current texts: required ones marked, marketing optional, with their hashes', async () => {
    const res = await t.http.get('/api/consents').expect(200);
    expect(
      res.body.map((c: { id: string; required: boolean; appliesTo: string }) => [
        c.id,
        c.required,
        c.appliesTo,
      ]),
    ).toEqual([
      ['privacy-collection', true, 'EVERYONE'],
      ['payment-third-party', true, 'EVERYONE'],
      ['marketing', false, 'EVERYONE'],
      // Shown only for a lecture a child attends, and the 법정대리인's only under 14.
      ['child-collection', true, 'CHILD'],
      ['guardian', true, 'CHILD_UNDER_14'],
    ]);
    expect(res.body[1]).toMatchObject({
      version: 1,
      title: '개인정보 제3자 제공 동의 (결제대행사)',
      body: expect.arrayContaining(['제공받는 자: 토스페이먼츠 주식회사']),
      hash: consentHash(CONSENT_DOCUMENTS[1]),
    });
  });

  it('records every consent shown with its version, hash and time, in the application’s transaction', async () => {
    const res = await applyWith([...REQUIRED_CONSENTS, MARKETING_CONSENT], 200);
    expect(res.body.state).toBe(0);
    const id = res.body.applicationId as number;
    const records = await recordsOf(id);
    // Every consent an adult's lecture shows; none meant for a child's.
    expect(records).toEqual(
      currentConsents()
        .filter((doc) => doc.appliesTo === 'EVERYONE')
        .map((doc) => ({
          consent_id: doc.id,
          version: 1,
          text_hash: consentHash(doc),
          agreed: true,
          agreed_at: new Date(t.clock.now()),
        }))
        .sort((a, b) => a.consent_id.localeCompare(b.consent_id)),
    );
    const application = await t.dataSource.getRepository(Application).findOneByOrFail({ id });
    expect(application.marketing_opt_in).toBe(true);
  });

  it('records the optional marketing consent as refused when left unticked', async () => {
    const res = await applyWith(REQUIRED_CONSENTS, 200);
    const id = res.body.applicationId as number;
    const records = await recordsOf(id);
    expect(records.find((r: { consent_id: string }) => r.consent_id === 'marketing')).toMatchObject(
      { version: 1, agreed: false },
    );
    const application = await t.dataSource.getRepository(Application).findOneByOrFail({ id });
    expect(application.marketing_opt_in).toBe(false);
  });

  it.each([
    [
      'the collection consent missing',
      [{ id: 'payment-third-party', version: 1 }],
      '개인정보 수집 및 이용에 동의해 주세요.',
    ],
    [
      'the payment provider consent missing',
      [{ id: 'privacy-collection', version: 1 }],
      '개인정보 제3자 제공에 동의해 주세요.',
    ],
    [
      'an unknown consent',
      [...REQUIRED_CONSENTS, { id: 'newsletter', version: 1 }],
      '알 수 없는 동의 항목입니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.',
    ],
    [
      'a consent twice',
      [...REQUIRED_CONSENTS, REQUIRED_CONSENTS[0]],
      '알 수 없는 동의 항목입니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.',
    ],
    ['a malformed answer', [{ id: 'marketing', version: 'one' }], '동의 항목이 올바르지 않습니다.'],
  ])('refuses %s with 400 in Korean and stores nothing', async (_, consents, message) => {
    const before = await t.dataSource.getRepository(Application).count();
    const res = await applyWith(consents, 400);
    expect([res.body.message].flat()).toContain(message);
    expect(await t.dataSource.getRepository(Application).count()).toBe(before);
  });

  it('refuses a marketing flag that contradicts the marketing consent', async () => {
    const res = await applyWith(REQUIRED_CONSENTS, 400, { marketingOptIn: true });
    expect(res.body.message).toBe('마케팅 정보 수신 동의 값이 올바르지 않습니다.');
  });

  it('refuses an answer to a version other than the one shown, asking to reload (409)', async () => {
    const res = await applyWith(
      [{ id: 'privacy-collection', version: 2 }, REQUIRED_CONSENTS[1]],
      409,
    );
    expect(res.body.message).toBe(CHANGED);
  });

  it('a new text version is served and required, while older records keep the text agreed to', async () => {
    const before = await applyWith(REQUIRED_CONSENTS, 200);
    const oldId = before.body.applicationId as number;

    // A release publishes version 2 of the collection consent.
    const v2 = {
      ...CONSENT_DOCUMENTS[0],
      version: 2,
      body: [...CONSENT_DOCUMENTS[0].body, '추가 항목: 자녀의 학년'],
    };
    const consents = t.running.app.get(Consents);
    jest.spyOn(consents, 'current').mockReturnValue(currentConsents([...CONSENT_DOCUMENTS, v2]));

    const served = await t.http.get('/api/consents').expect(200);
    expect(served.body[0]).toMatchObject({ id: 'privacy-collection', version: 2 });
    // A form still showing version 1 is sent back to read version 2.
    expect((await applyWith(REQUIRED_CONSENTS, 409)).body.message).toBe(CHANGED);

    const after = await applyWith(
      [{ id: 'privacy-collection', version: 2 }, REQUIRED_CONSENTS[1]],
      200,
    );
    const newId = after.body.applicationId as number;

    const collection = async (id: number) =>
      (await recordsOf(id)).find(
        (r: { consent_id: string }) => r.consent_id === 'privacy-collection',
      );
    expect(await collection(oldId)).toMatchObject({
      version: 1,
      text_hash: consentHash(CONSENT_DOCUMENTS[0]),
    });
    expect(await collection(newId)).toMatchObject({ version: 2, text_hash: consentHash(v2) });
    const texts = await t.dataSource.query(
      `SELECT version, body FROM consent_text WHERE consent_id = 'privacy-collection' ORDER BY version`,
    );
    expect(texts).toEqual([
      { version: 1, body: CONSENT_DOCUMENTS[0].body },
      { version: 2, body: v2.body },
    ]);

    // The back office shows each application the text it agreed to.
    const shown = async (id: number) =>
      (
        await t.http
          .get(`/api/admin/application/${id}/consents`)
          .set('Authorization', auth)
          .expect(200)
      ).body;
    expect((await shown(oldId))[0]).toMatchObject({
      id: 'privacy-collection',
      version: 1,
      required: true,
      agreed: true,
      title: '개인정보 수집·이용 동의',
      body: CONSENT_DOCUMENTS[0].body,
      agreedAt: t.clock.now().toISOString(),
    });
    expect((await shown(newId))[0]).toMatchObject({ version: 2, body: v2.body });
    expect((await shown(newId)).map((c: { id: string }) => c.id)).toEqual([
      'privacy-collection',
      'payment-third-party',
      'marketing',
    ]);
  });

  it('refuses a text edited without a new version, and never lets a stored text or record change', async () => {
    const edited = { ...CONSENT_DOCUMENTS[1], body: ['몰래 바꾼 문구'] };
    const consents = t.running.app.get(Consents);
    jest
      .spyOn(consents, 'current')
      .mockReturnValue([CONSENT_DOCUMENTS[0], edited, CONSENT_DOCUMENTS[2]]);
    // Version 1 was stored with another hash: the record's foreign key refuses, nothing is kept.
    const before = await t.dataSource.getRepository(Application).count();
    await applyWith(REQUIRED_CONSENTS, 500);
    expect(await t.dataSource.getRepository(Application).count()).toBe(before);

    await expect(
      t.dataSource.query(`UPDATE consent_text SET body = '["x"]'::jsonb`),
    ).rejects.toThrow(/consent_text is not changed once written/);
    await expect(t.dataSource.query(`DELETE FROM consent_text`)).rejects.toThrow(
      /consent_text is not changed once written/,
    );
    await expect(
      t.dataSource.query(`UPDATE consent_record SET agreed = NOT agreed`),
    ).rejects.toThrow(/consent_record is not changed once written/);
  });

  it('the back office answers 404 for an unknown application, 401 without a token', async () => {
    await t.http
      .get('/api/admin/application/999999/consents')
      .set('Authorization', auth)
      .expect(404);
    await t.http.get('/api/admin/application/1/consents').expect(401);
  });

  it('still accepts an old client that sends only applicant.agree, without records', async () => {
    const res = await applyWith(undefined, 200);
    expect(await recordsOf(res.body.applicationId)).toEqual([]);
  });

  it('serves the retention periods and the privacy officer for the 개인정보처리방침', async () => {
    const res = await t.http.get('/api/site').expect(200);
    expect(res.body.retention).toEqual({
      paidDays: 90,
      unpaidDays: 30,
      waitlistDays: 30,
      inquiryYears: 3,
      messageDays: 90,
      recordYears: 5,
    });
    expect(res.body.privacyOfficer).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
    });
    expect(res.body.privacyPolicyEffectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
