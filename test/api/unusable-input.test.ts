import type { Response } from 'supertest';
import {
  MAX_INPUT_DEPTH,
  TOO_DEEP,
  UNUSABLE_CHARACTER,
} from '../../src/common/http/storable-input';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { adminToken, bearer } from '../support/admin-session';
import { appliedForMoney, payInSandbox } from '../support/applying';
import { createLecture } from '../support/factories';
import { listRoutes } from '../support/routes';
import { ROUTE_ACCESS } from '../support/route-table';
import { startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

/**
 * Input the app refuses wherever it arrives (issue 32): a NUL (PostgreSQL's text cannot hold it;
 * the query failed with 500, a refund's reason with 503 after the provider had refunded), other
 * control and bidirectional-override characters, lone surrogates, and JSON nested past
 * MAX_INPUT_DEPTH (a 5,000-deep array overflowed class-transformer's stack: 500). Each answers
 * 400 with a Korean message before a service, the database or the provider sees it.
 */

const NUL = '가\u0000나';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface OpenApi {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema> };
}

/** The paths (property names, 0 for an array's item) of every string in a request schema. */
function stringPaths(doc: OpenApi, schema: Schema, seen = new Set<string>()): string[][] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    const name = schema.$ref.split('/').pop()!;
    return stringPaths(doc, doc.components.schemas[name], new Set([...seen, schema.$ref]));
  }
  const variant = schema.allOf?.[0] ?? schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return stringPaths(doc, variant, seen);
  if (schema.type === 'string') return [[]];
  if (schema.type === 'array' && schema.items) {
    return stringPaths(doc, schema.items, seen).map((path) => ['0', ...path]);
  }
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    stringPaths(doc, property, seen).map((path) => [name, ...path]),
  );
}

/** A body holding `value` at `path` and nothing else. */
function bodyWith(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '0' ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '1');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function answer(res: Response): string {
  return `${res.status} ${JSON.stringify(res.body?.message)}`;
}

describe('input the app refuses', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  it('answers a NUL in every string field of every JSON body with 400 in Korean', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as OpenApi;
    const probes: { route: string; field: string; body: unknown }[] = [];
    for (const { method, path } of listRoutes(t)) {
      if (!['POST', 'PUT', 'PATCH'].includes(method)) continue;
      const route = `${method} ${path}`;
      const operation = doc.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()];
      const content = operation?.requestBody?.content;
      const schema = content?.['application/json']?.schema;
      if (schema) {
        // A body without text fields (numbers, switches) gets the NUL in a field it lacks.
        const found = stringPaths(doc, schema);
        const paths = found.length > 0 ? found : [['note']];
        for (const field of paths) {
          probes.push({ route, field: field.join('.'), body: bodyWith(field, NUL) });
        }
      } else if (route === 'POST /api/payments/webhook' || path.startsWith('/sandbox/toss/v1/')) {
        // Bodies the OpenAPI document does not describe (Toss's webhook, the sandbox's own
        // imitation of Toss's API): the same check applies to whatever they carry.
        probes.push({ route, field: 'data.status', body: { data: { status: NUL } } });
      }
    }
    // Every route the document gives a JSON body, and the undocumented ones.
    expect(new Set(probes.map((probe) => probe.route)).size).toBeGreaterThanOrEqual(40);

    const answers: string[] = [];
    for (const probe of probes) {
      const [method, path] = probe.route.split(' ');
      const request = t.http[method.toLowerCase() as 'post'](concrete(path)).send(
        probe.body as object,
      );
      if (ROUTE_ACCESS[probe.route] !== 'guest' && path.startsWith('/api/')) {
        void request.set('Authorization', auth);
      }
      answers.push(`${probe.route} ${probe.field} → ${answer(await request)}`);
    }
    expect(answers).toEqual(
      probes.map((probe) =>
        probe.route.includes(' /sandbox/')
          ? // The sandbox answers in Toss's shape: INVALID_REQUEST, its message after Toss's.
            expect.stringMatching(
              new RegExp(
                `^${escapeRegExp(`${probe.route} ${probe.field} → 400 `)}".* ${escapeRegExp(UNUSABLE_CHARACTER)}"$`,
              ),
            )
          : `${probe.route} ${probe.field} → 400 ${JSON.stringify(UNUSABLE_CHARACTER)}`,
      ),
    );
  });

  it('refuses a refund whose reason holds a NUL before the provider is called', async () => {
    const control = t.running.app.get(SandboxControl);
    const { agent, applicationId } = await appliedForMoney(t);
    await payInSandbox(t, agent, applicationId);
    const refund = (reason: string) =>
      t.http
        .post(`/api/admin/application/${applicationId}/refund`)
        .set('Authorization', auth)
        .send({ amount: 10_000, reason });
    const cancels = control.callCount('cancel');

    const refused = await refund(`보호자 요청${'\u0000'}`);
    expect(answer(refused)).toBe(`400 ${JSON.stringify(UNUSABLE_CHARACTER)}`);
    expect(control.callCount('cancel')).toBe(cancels);
    const [{ refunds }] = await t.dataSource.query(
      `SELECT count(*)::int AS refunds FROM ledger_entry WHERE application_id = $1 AND amount < 0`,
      [applicationId],
    );
    expect(refunds).toBe(0);

    // The same refund with a plain reason reaches the provider (the count counts).
    expect((await refund('보호자 요청')).status).toBe(200);
    expect(control.callCount('cancel')).toBe(cancels + 1);
  });

  it('refuses it in a multipart form field, a query string and a path parameter', async () => {
    const form = await t.http
      .post('/api/admin/program')
      .set('Authorization', auth)
      .field('title', NUL)
      .field('content', '<p>본문</p>');
    expect(answer(form)).toBe(`400 ${JSON.stringify(UNUSABLE_CHARACTER)}`);

    const search = await t.http
      .get('/api/admin/applications')
      .query({ q: NUL })
      .set('Authorization', auth);
    expect(answer(search)).toBe(`400 ${JSON.stringify(UNUSABLE_CHARACTER)}`);

    const file = await t.http.get('/api/upload/lecture/a%00.jpg');
    expect(answer(file)).toBe(`400 ${JSON.stringify(UNUSABLE_CHARACTER)}`);
  });

  it.each([
    ['a lone high surrogate', '"\\ud800"'],
    ['a lone low surrogate', '"\\udc00가"'],
    ['a right-to-left override', '"\\u202e강의"'],
    ['a bidirectional isolate', '"\\u2067강의"'],
    ['an escape (C0 control)', '"\\u001b[31m"'],
    ['a next-line (C1 control)', '"\\u0085"'],
  ])('refuses %s in a sign-in name', async (_name, json) => {
    const res = await t.http
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .send(`{"username":${json},"password":"whatever-password"}`);
    expect(answer(res)).toBe(`400 ${JSON.stringify(UNUSABLE_CHARACTER)}`);
  });

  it('refuses a NUL in an object key', async () => {
    const res = await t.http
      .post('/api/guest/user-check')
      .set('Content-Type', 'application/json')
      .send('{"email\\u0000":"a@example.com"}');
    expect(answer(res)).toBe(`400 ${JSON.stringify(UNUSABLE_CHARACTER)}`);
  });

  it('keeps multi-line text: line breaks and tabs in a notice, a right-to-left mark', async () => {
    const body = '<p>첫 줄\n\t둘째 줄\r\n</p><p>\u200f마지막 줄 😀</p>';
    const created = await t.http
      .post('/api/admin/notice')
      .set('Authorization', auth)
      .send({ title: '줄바꿈 공지', body });
    expect(created.status).toBe(201);
  });

  it('answers a 5,000-deep JSON array with 400 before parsing it', async () => {
    const deep = `${'['.repeat(5_000)}0${']'.repeat(5_000)}`;
    for (const json of [
      deep,
      `{"email":${deep}}`,
      `{"a":${'{"a":'.repeat(5_000)}0${'}'.repeat(5_001)}`,
    ]) {
      const res = await t.http
        .post('/api/guest/user-check')
        .set('Content-Type', 'application/json')
        .send(json);
      expect(answer(res)).toBe(`400 ${JSON.stringify(TOO_DEEP)}`);
    }
  });

  it(`takes nesting up to ${MAX_INPUT_DEPTH} levels to validation, and refuses one more`, async () => {
    const nested = (levels: number) => `${'['.repeat(levels - 1)}"a"${']'.repeat(levels - 1)}`;
    const atLimit = await t.http
      .post('/api/guest/user-check')
      .set('Content-Type', 'application/json')
      .send(`{"email":${nested(MAX_INPUT_DEPTH)}}`);
    expect(atLimit.status).toBe(400);
    expect(answer(atLimit)).not.toContain(TOO_DEEP);
    const past = await t.http
      .post('/api/guest/user-check')
      .set('Content-Type', 'application/json')
      .send(`{"email":${nested(MAX_INPUT_DEPTH + 1)}}`);
    expect(answer(past)).toBe(`400 ${JSON.stringify(TOO_DEEP)}`);
  });

  it('reads a lecture with brackets and quotes in its text as text, not nesting', async () => {
    const lecture = await createLecture(t.dataSource);
    const content = `<p>${'[{\\"'.repeat(100)}</p>`;
    const res = await t.http
      .put(`/api/admin/lecture/${lecture.id}`)
      .set('Authorization', auth)
      .send({ content });
    expect(res.status).toBe(200);
  });
});
