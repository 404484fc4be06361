import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, applicationBody, apply, createOpenLecture } from '../support/applying';
import { startTestApp, type TestApp } from '../support/test-app';
import { lookUpWithCode } from '../support/family-proof';

/**
 * Ids and amounts outside what a PostgreSQL `integer` column holds (issue 15, input): each one is
 * refused with 400 and the field's Korean message before it reaches the database, never a 500.
 * The values are written into the JSON text as they are, so `99999999999999999999` and `1e308`
 * arrive as the floats JSON.parse makes of them.
 */
const OUT_OF_RANGE = ['2147483648', '99999999999999999999', '1e308', '-1', '1.5'];

const ID_FORMAT = '잘못된 ID 형식입니다.';
const PLACEHOLDER = '"<value>"';

/** `body` as JSON text with `value` written literally where PLACEHOLDER stands. */
function withValue(body: unknown, value: string): string {
  const json = JSON.stringify(body);
  if (!json.includes(PLACEHOLDER)) throw new Error('no placeholder in the body');
  return json.replace(PLACEHOLDER, value);
}

/** The answer's messages as a list (pipes answer one string, DTOs a list). */
function messagesOf(res: Response): string[] {
  const message: unknown = res.body?.message;
  return Array.isArray(message) ? (message as string[]) : [String(message)];
}

function expectRefused(res: Response, message: string | readonly string[]): void {
  expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status: 400 });
  const expected = typeof message === 'string' ? [message] : message;
  expect(messagesOf(res).some((said) => expected.includes(said))).toBe(true);
}

describe('ids and amounts beyond the database columns', () => {
  let t: TestApp;
  let auth: string;
  let lectureId: number;
  let feeId: number;
  let applicant: TestAgent;
  let applicationId: number;
  let guest: TestAgent;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    auth = bearer(await adminToken(t));
    const lecture = await createOpenLecture(t.dataSource);
    lectureId = lecture.id;
    feeId = (
      await t.dataSource.getRepository(LectureFee).findOneByOrFail({ lecture_id: lectureId })
    ).id;
    ({ agent: applicant, applicationId } = await apply(t, lectureId));
    guest = t.agent();
    await lookUpWithCode(t, guest, { email: APPLICANT.email, birth: APPLICANT.birth });
  });
  afterAll(() => t.close());

  /** A JSON body sent as text, so the number is written as the case says. */
  const post = (agent: TestAgent, path: string, json: string) =>
    agent.post(path).set('Content-Type', 'application/json').send(json);

  describe('public request bodies', () => {
    const cases: [string, () => Promise<unknown>, (value: string) => Promise<Response>, string][] =
      [];
    const bodyCase = (
      name: string,
      build: () => Promise<unknown>,
      path: string,
      message: string,
      agent: () => TestAgent = () => t.http,
    ) => cases.push([name, build, (json) => post(agent(), path, json), message]);

    const application = (change: (body: Record<string, unknown>) => void) => async () => {
      const body = (await applicationBody(t, lectureId)) as Record<string, unknown>;
      change(body);
      return body;
    };
    bodyCase(
      'application lectureId',
      application((body) => (body.lectureId = '<value>')),
      '/api/lecture/application/data',
      '강의 정보가 올바르지 않습니다.',
    );
    bodyCase(
      'application selectedFees[].id',
      application((body) => {
        const [fee] = body.selectedFees as Record<string, unknown>[];
        fee.id = '<value>';
      }),
      '/api/lecture/application/data',
      '선택한 강의 정보가 올바르지 않습니다.',
    );
    bodyCase(
      'application selectedFees[].amount',
      application((body) => {
        const [fee] = body.selectedFees as Record<string, unknown>[];
        fee.amount = '<value>';
      }),
      '/api/lecture/application/data',
      '선택한 강의 정보가 올바르지 않습니다.',
    );
    bodyCase(
      'application totalAmount',
      application((body) => (body.totalAmount = '<value>')),
      '/api/lecture/application/data',
      '합계 금액이 올바르지 않습니다.',
    );
    bodyCase(
      'payment init applicationId',
      async () => ({ applicationId: '<value>' }),
      '/api/payments',
      '신청 정보가 올바르지 않습니다.',
      () => applicant,
    );
    bodyCase(
      'payment init amount',
      async () => ({ applicationId, amount: '<value>' }),
      '/api/payments',
      '결제 금액이 올바르지 않습니다.',
      () => applicant,
    );
    const verify = { paymentKey: 'tsb_abcdef', orderId: 'order_abcdef', amount: 80000 };
    bodyCase(
      'payment verify applicationId',
      async () => ({ ...verify, applicationId: '<value>' }),
      '/api/payments/verify',
      '신청 정보가 올바르지 않습니다.',
    );
    bodyCase(
      'payment verify amount',
      async () => ({ ...verify, applicationId, amount: '<value>' }),
      '/api/payments/verify',
      '결제 금액이 올바르지 않습니다.',
    );
    bodyCase(
      'payment retry applicationId',
      async () => ({ applicationId: '<value>' }),
      '/api/payments/retry',
      '신청 정보가 올바르지 않습니다.',
      () => applicant,
    );
    bodyCase(
      'guest cancel applicationId',
      async () => ({ applicationId: '<value>' }),
      '/api/guest/cancel',
      '신청 정보가 올바르지 않습니다.',
      () => guest,
    );

    it.each(cases.flatMap((c) => OUT_OF_RANGE.map((value) => [c[0], value, c] as const)))(
      '%s = %s answers 400 in Korean',
      async (_name, value, [, build, send, message]) => {
        expectRefused(await send(withValue(await build(), value)), message);
      },
    );

    it('still lets the largest id a column holds through to the service', async () => {
      const res = await post(
        t.http,
        '/api/lecture/application/data',
        withValue({ ...(await applicationBody(t, lectureId)), lectureId: '<value>' }, '2147483647'),
      );
      expect(res.status).toBe(404);
      // Not this browser's application: refused by the access check, not by validation.
      await post(applicant, '/api/payments', JSON.stringify({ applicationId: 2147483647 })).expect(
        403,
      );
    });
  });

  describe('route parameters and query strings', () => {
    const paths = (id: string) => [
      ['get', `/api/lecture/${id}`],
      ['get', `/api/lecture/fee/${id}`],
      ['get', `/api/program/${id}`],
      ['get', `/api/program/images/${id}`],
      ['get', `/api/admin/lecture/${id}`],
      ['put', `/api/admin/lecture/${id}`],
      ['delete', `/api/admin/lecture/${id}`],
      ['get', `/api/admin/lecture/applicant/${id}`],
      ['get', `/api/admin/applicants.csv?lectureId=${id}`],
    ];
    it.each(OUT_OF_RANGE.flatMap((value) => paths(value).map(([m, p]) => [m, p] as const)))(
      '%s %s answers 400 in Korean',
      async (method, path) => {
        const req = t.http[method as 'get' | 'put' | 'delete'](path).set('Authorization', auth);
        const res = method === 'put' ? await req.send({ title: '새 제목' }) : await req;
        expectRefused(res, ID_FORMAT);
      },
    );
  });

  describe('the back office’s lecture form', () => {
    const AMOUNT = [
      '금액은 0 이상의 정수(원)로 입력해 주세요.',
      '금액은 1억 원 이하로 입력해 주세요.',
    ];
    const put = (json: string) =>
      t.http
        .put(`/api/admin/lecture/${lectureId}`)
        .set('Authorization', auth)
        .set('Content-Type', 'application/json')
        .send(json);

    const forms: [string, (value: string) => Promise<Response>, string | readonly string[]][] = [
      [
        'create fees[].amount',
        (value) =>
          t.http
            .post('/api/admin/lecture')
            .set('Authorization', auth)
            .set('Content-Type', 'application/json')
            .send(withValue({ fees: [{ fee_type: '1회차', amount: '<value>' }] }, value)),
        AMOUNT,
      ],
      [
        'edit insert_fees[].amount',
        (value) =>
          put(withValue({ insert_fees: [{ fee_type: '1회차', amount: '<value>' }] }, value)),
        AMOUNT,
      ],
      [
        'edit update_fees[].amount',
        (value) =>
          put(
            withValue(
              { update_fees: [{ id: feeId, fee_type: '1회차', amount: '<value>' }] },
              value,
            ),
          ),
        AMOUNT,
      ],
      [
        'edit update_fees[].id',
        (value) =>
          put(withValue({ update_fees: [{ id: '<value>', fee_type: '1회차', amount: 1 }] }, value)),
        '수정할 요금 정보가 올바르지 않습니다.',
      ],
      [
        'edit delete_fees[]',
        (value) => put(withValue({ delete_fees: ['<value>'] }, value)),
        '삭제할 요금 목록(delete_fees) 형식이 올바르지 않습니다.',
      ],
    ];

    it.each(
      forms.flatMap(([name, send, message]) =>
        OUT_OF_RANGE.map((v) => [name, v, send, message] as const),
      ),
    )('%s = %s answers 400 in Korean', async (_name, value, send, message) => {
      expectRefused(await send(value), message);
    });

    it('refuses ids beyond the column in a multipart edit too', async () => {
      const res = await t.http
        .put(`/api/admin/lecture/${lectureId}`)
        .set('Authorization', auth)
        .field('delete_fees', '[2147483648]')
        .field('update_fees', '[{"id":99999999999999999999,"fee_type":"x","amount":1}]');
      expectRefused(res, '삭제할 요금 목록(delete_fees) 형식이 올바르지 않습니다.');
      expect(messagesOf(res)).toContain('수정할 요금 정보가 올바르지 않습니다.');
    });
  });
});
