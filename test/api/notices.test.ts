import { AuditEvent } from '../../src/audit/audit-event.entity';
import { Notice } from '../../src/notices/notice.entity';
import { adminToken, bearer } from '../support/admin-session';
import { startTestApp, type TestApp } from '../support/test-app';

interface Summary {
  id: number;
  title: string;
  pinned: boolean;
  published_at: string;
}
interface Page {
  items: Summary[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
}

/**
 * The notices board (공지사항, issue 20): the back office writes, edits and deletes notices, each
 * change with its audit row; the public reads only published ones, through the cached public
 * reads, pinned first and a page at a time.
 */
describe('notices', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    // Notices only: the audit trail is append-only, so each test reads the rows after its start.
    await t.dataSource.query(`DELETE FROM notice`);
    // Behind the app's back: the public reads see it within a second.
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    // Tests move the clock; a token from before would expire (15 minutes).
    auth = bearer(await adminToken(t));
  });

  const aSecondLater = () => t.clock.set(new Date(t.clock.now().getTime() + 1000));

  async function create(fields: Record<string, unknown>): Promise<number> {
    const response = await t.http
      .post('/api/admin/notice')
      .set('Authorization', auth)
      .send(fields)
      .expect(201);
    // The answer says whether families see it (issue 36).
    expect(response.body.message).toBe(
      fields.published
        ? '공지사항을 게시했습니다. 사이트에 바로 보입니다.'
        : '공지사항을 임시저장했습니다. 사이트에는 보이지 않습니다.',
    );
    return response.body.id as number;
  }

  const publicPage = async (page = 1): Promise<Page> =>
    (await t.http.get(`/api/notice/list/${page}`).expect(200)).body as Page;

  const auditRowsAfter = (id: number) =>
    t.dataSource
      .getRepository(AuditEvent)
      .createQueryBuilder('e')
      .where('e.id > :id', { id })
      .orderBy('e.id', 'ASC')
      .getMany();

  const lastAuditId = async () =>
    (
      (await t.dataSource.query(`SELECT COALESCE(MAX(id), 0) AS id FROM audit_event`)) as {
        id: number;
      }[]
    )[0].id;

  it('creates, reads, edits and deletes a notice in the back office, each with one audit row', async () => {
    const since = await lastAuditId();
    const firstBody = '<p>1월 28일부터 30일까지 쉽니다.</p>';
    const secondBody = '<p>1월 27일부터 쉽니다.</p>';
    const id = await create({
      title: '  설 연휴 휴무 안내  ',
      body: firstBody,
      pinned: true,
      published: true,
    });
    const detail = await t.http
      .get(`/api/admin/notice/${id}`)
      .set('Authorization', auth)
      .expect(200);
    expect(detail.body).toEqual({
      id,
      title: '설 연휴 휴무 안내',
      body: firstBody,
      pinned: true,
      published: true,
      published_at: t.clock.now().toISOString(),
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });

    aSecondLater();
    const updated = await t.http
      .put(`/api/admin/notice/${id}`)
      .set('Authorization', auth)
      .send({ title: '설 연휴 휴무 안내 (변경)', body: secondBody })
      .expect(200);
    expect(updated.body).toEqual({
      id,
      message: '공지사항을 수정했습니다. 사이트에 바로 반영됩니다.',
    });
    const list = await t.http.get('/api/admin/notice/list').set('Authorization', auth).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        title: '설 연휴 휴무 안내 (변경)',
        pinned: true,
        published: true,
        updated_at: t.clock.now().toISOString(),
      }),
    ]);

    const removed = await t.http.delete(`/api/admin/notice/${id}`).set('Authorization', auth);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: '공지사항이 삭제되었습니다.' });
    await t.http.get(`/api/admin/notice/${id}`).set('Authorization', auth).expect(404);
    const again = await t.http.delete(`/api/admin/notice/${id}`).set('Authorization', auth);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('공지사항을 찾을 수 없습니다.');

    const rows = await auditRowsAfter(since);
    expect(rows.map((row) => [row.kind, row.action, row.target])).toEqual([
      ['NOTICE', 'notice.create', `notice:${id}`],
      ['NOTICE', 'notice.update', `notice:${id}`],
      ['NOTICE', 'notice.delete', `notice:${id}`],
    ]);
    const [created, edited, deleted] = rows;
    expect(created).toMatchObject({
      admin_name: 'admin',
      summary: '설 연휴 휴무 안내',
      before: null,
      after: {
        title: '설 연휴 휴무 안내',
        pinned: true,
        published: true,
        body: { length: firstBody.length },
      },
    });
    expect(created.admin_id).toEqual(expect.any(Number));
    expect(created.address).not.toBe('');
    // Only what changed; of the body, that it changed and its lengths, never the HTML.
    expect(edited.before).toEqual({
      title: '설 연휴 휴무 안내',
      body: { length: firstBody.length },
    });
    expect(edited.after).toEqual({
      title: '설 연휴 휴무 안내 (변경)',
      body: { length: secondBody.length, changed: true },
    });
    expect(JSON.stringify(edited)).not.toContain('<p>');
    expect(deleted).toMatchObject({
      summary: '설 연휴 휴무 안내 (변경)',
      before: {
        title: '설 연휴 휴무 안내 (변경)',
        pinned: true,
        published: true,
        body: { length: secondBody.length },
      },
      after: null,
    });
  });

  it('removes scripts and event handlers from the body, as from a lecture’s', async () => {
    const id = await create({
      title: '안내',
      body:
        '<h2>제목</h2><p><strong>굵게</strong> <mark class="marker-yellow">형광</mark></p>' +
        '<script>alert(document.cookie)</script><img src="x" onerror="alert(1)">' +
        '<p onclick="alert(2)">문단</p><a href="javascript:alert(3)">링크</a>',
      published: true,
    });
    const body = (await t.http.get(`/api/notice/${id}`).expect(200)).body.body as string;
    expect(body).toContain('<h2>제목</h2>');
    expect(body).toContain('<mark class="marker-yellow">형광</mark>');
    expect(body).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(body).toContain('<p>문단</p>');

    await t.http
      .put(`/api/admin/notice/${id}`)
      .set('Authorization', auth)
      .send({ body: '<p>새 내용</p><img src=x onerror=alert(1)>' })
      .expect(200);
    const stored = await t.dataSource.getRepository(Notice).findOneByOrFail({ id });
    expect(stored.body).toBe('<p>새 내용</p>');
  });

  it('hides drafts from the public: not listed, and 404 in Korean on their page', async () => {
    const draft = await create({ title: '임시 공지', body: '<p>초안</p>' });
    const published = await create({ title: '게시된 공지', published: true });
    const page = await publicPage();
    expect(page.items.map((item) => item.id)).toEqual([published]);
    expect(page.total).toBe(1);
    const hidden = await t.http.get(`/api/notice/${draft}`).expect(404);
    expect(hidden.body.message).toBe('공지사항을 찾을 수 없습니다.');
    await t.http.get(`/api/notice/${published}`).expect(200);

    // Back to a draft: gone from the public at once, and said so; published again, dated anew.
    const unpublished = await t.http
      .put(`/api/admin/notice/${published}`)
      .set('Authorization', auth)
      .send({ published: false })
      .expect(200);
    expect(unpublished.body.message).toBe(
      '공지사항을 게시 중단하고 임시저장했습니다. 사이트에서 내려갔습니다.',
    );
    const draftEdited = await t.http
      .put(`/api/admin/notice/${published}`)
      .set('Authorization', auth)
      .send({ title: '게시된 공지 (초안 수정)' })
      .expect(200);
    expect(draftEdited.body.message).toBe(
      '임시저장한 공지사항을 수정했습니다. 사이트에는 보이지 않습니다.',
    );
    expect((await publicPage()).items).toEqual([]);
    await t.http.get(`/api/notice/${published}`).expect(404);
    aSecondLater();
    const republished = await t.http
      .put(`/api/admin/notice/${draft}`)
      .set('Authorization', auth)
      .send({ published: true })
      .expect(200);
    expect(republished.body.message).toBe('공지사항을 게시했습니다. 사이트에 바로 보입니다.');
    const shown = (await t.http.get(`/api/notice/${draft}`).expect(200)).body as Summary;
    expect(shown.published_at).toBe(t.clock.now().toISOString());
    await t.http.get('/api/notice/99999').expect(404);
    await t.http.get('/api/notice/abc').expect(400);
  });

  it('lists pinned notices first, then the newest published', async () => {
    const old = await create({ title: '오래된 공지', published: true });
    aSecondLater();
    const pinnedOld = await create({ title: '고정 공지', pinned: true, published: true });
    aSecondLater();
    const newest = await create({ title: '새 공지', published: true });
    aSecondLater();
    const pinnedNew = await create({ title: '새 고정 공지', pinned: true, published: true });
    const page = await publicPage();
    expect(page.items.map((item) => [item.id, item.pinned])).toEqual([
      [pinnedNew, true],
      [pinnedOld, true],
      [newest, false],
      [old, false],
    ]);
    // Unpinning moves it among the rest by its date.
    await t.http
      .put(`/api/admin/notice/${pinnedOld}`)
      .set('Authorization', auth)
      .send({ pinned: false })
      .expect(200);
    expect((await publicPage()).items.map((item) => item.id)).toEqual([
      pinnedNew,
      newest,
      pinnedOld,
      old,
    ]);
  });

  it('pages the public list on the server, ten a page, within limits', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 23; i += 1) {
      aSecondLater();
      ids.push(await create({ title: `공지 ${i}`, published: true }));
    }
    await create({ title: '초안은 세지 않음' });
    const newestFirst = [...ids].reverse();
    const first = await publicPage(1);
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 23, total_pages: 3 });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 10));
    expect((await publicPage(2)).items.map((item) => item.id)).toEqual(newestFirst.slice(10, 20));
    expect((await publicPage(3)).items.map((item) => item.id)).toEqual(newestFirst.slice(20));
    // The list carries no body.
    expect(Object.keys(first.items[0]).sort()).toEqual(['id', 'pinned', 'published_at', 'title']);

    const past = await t.http.get('/api/notice/list/4').expect(404);
    expect(past.body.message).toBe('해당 페이지에 공지사항이 없습니다.');
    for (const bad of ['0', '-1', 'abc', '1.5', '01', '1001', '99999999999']) {
      const refused = await t.http.get(`/api/notice/list/${bad}`).expect(400);
      expect(refused.body.message).toBe('페이지 번호는 1부터 1,000 사이의 정수로 입력해 주세요.');
    }
  });

  it('answers an empty board with one empty page', async () => {
    expect(await publicPage()).toEqual({
      items: [],
      page: 1,
      page_size: 10,
      total: 0,
      total_pages: 1,
    });
    await t.http.get('/api/notice/list/2').expect(404);
  });

  it('shows an edit on the very next public read, through the public reads cache', async () => {
    const id = await create({ title: '처음 제목', published: true });
    const before = await t.http.get('/api/notice/list/1').expect(200);
    expect(before.headers['cache-control']).toMatch(/^public, max-age=/);
    expect(before.headers.etag).toBeDefined();
    const detail = await t.http.get(`/api/notice/${id}`).expect(200);
    // Held: the same answer again, and a 304 for the same ETag.
    await t.http.get('/api/notice/list/1').set('If-None-Match', before.headers.etag).expect(304);

    await t.http
      .put(`/api/admin/notice/${id}`)
      .set('Authorization', auth)
      .send({ title: '바뀐 제목' })
      .expect(200);
    const after = await t.http.get('/api/notice/list/1').expect(200);
    expect(after.body.items[0].title).toBe('바뀐 제목');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const detailAfter = await t.http.get(`/api/notice/${id}`).expect(200);
    expect(detailAfter.body.title).toBe('바뀐 제목');
    expect(detailAfter.headers.etag).not.toBe(detail.headers.etag);

    await t.http.delete(`/api/admin/notice/${id}`).set('Authorization', auth).expect(200);
    expect((await publicPage()).items).toEqual([]);
    await t.http.get(`/api/notice/${id}`).expect(404);
  });

  it('picks up a notice written behind the app’s back within a second (the version trigger)', async () => {
    const id = await create({ title: '원래 제목', published: true });
    expect((await publicPage()).items[0].title).toBe('원래 제목');
    await t.dataSource.query(`UPDATE notice SET title = '손으로 고친 제목' WHERE id = $1`, [id]);
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    expect((await publicPage()).items[0].title).toBe('손으로 고친 제목');
  });

  it('refuses bad input with Korean messages, and writes nothing', async () => {
    const since = await lastAuditId();
    const refuse = async (fields: Record<string, unknown>, message: string) => {
      const response = await t.http
        .post('/api/admin/notice')
        .set('Authorization', auth)
        .send(fields)
        .expect(400);
      expect(response.body.message).toContain(message);
    };
    await refuse({}, '제목을 입력해 주세요.');
    await refuse({ title: '   ' }, '제목을 입력해 주세요.');
    await refuse({ title: 12 }, '제목을 입력해 주세요.');
    await refuse({ title: '가'.repeat(201) }, '제목은 200자 이하로 입력해 주세요.');
    await refuse({ title: '안내', body: 'a'.repeat(200_001) }, '내용이 너무 깁니다.');
    await refuse({ title: '안내', body: 5 }, '내용 형식이 올바르지 않습니다.');
    await refuse(
      { title: '안내', pinned: 'yes' },
      '상단 고정 여부는 true 또는 false로 보내 주세요.',
    );
    await refuse({ title: '안내', published: 1 }, '게시 여부는 true 또는 false로 보내 주세요.');
    await refuse({ title: '안내', author: 'x' }, '허용되지 않은 항목입니다: author');
    await create({ title: '가'.repeat(200), body: 'a'.repeat(1000) });

    const id = await create({ title: '그대로', body: '<p>내용</p>', pinned: true });
    for (const fields of [{}, { title: '그대로', body: '<p>내용</p>', pinned: true }]) {
      const same = await t.http
        .put(`/api/admin/notice/${id}`)
        .set('Authorization', auth)
        .send(fields)
        .expect(400);
      expect(same.body.message).toBe('변경된 내용이 없습니다.');
    }
    const empty = await t.http
      .put(`/api/admin/notice/${id}`)
      .set('Authorization', auth)
      .send({ title: '' })
      .expect(400);
    expect(empty.body.message).toEqual(['제목을 입력해 주세요.']);
    await t.http
      .put('/api/admin/notice/99999')
      .set('Authorization', auth)
      .send({ title: '없음' })
      .expect(404);
    await t.http.put('/api/admin/notice/abc').set('Authorization', auth).send({}).expect(400);

    expect(await t.dataSource.getRepository(Notice).count()).toBe(2);
    // Only the two notices created: no row for a refusal.
    expect((await auditRowsAfter(since)).map((row) => row.action)).toEqual([
      'notice.create',
      'notice.create',
    ]);
  });

  it('refuses the back office’s routes without a token (401), and keeps the public ones open', async () => {
    const id = await create({ title: '공개', published: true });
    const calls: [string, string][] = [
      ['get', '/api/admin/notice/list'],
      ['get', `/api/admin/notice/${id}`],
      ['post', '/api/admin/notice'],
      ['put', `/api/admin/notice/${id}`],
      ['delete', `/api/admin/notice/${id}`],
    ];
    for (const [method, path] of calls) {
      const response = await (
        t.http[method as 'get'](path) as ReturnType<TestApp['http']['get']>
      ).send({ title: '침입' });
      expect(response.status).toBe(401);
    }
    await t.http
      .put(`/api/admin/notice/${id}`)
      .set('Authorization', 'Bearer not-a-token')
      .send({ title: '침입' })
      .expect(401);
    expect((await t.dataSource.getRepository(Notice).findOneByOrFail({ id })).title).toBe('공개');
    await t.http.get('/api/notice/list/1').expect(200);
    await t.http.get(`/api/notice/${id}`).expect(200);
  });

  it('rolls the change back when its audit row cannot be written', async () => {
    const id = await create({ title: '그대로 남음', published: true });
    // A broken trail (the insert fails) must not leave a change without its record.
    await t.dataSource.query(
      `ALTER TABLE audit_event ADD CONSTRAINT no_notice CHECK (kind <> 'NOTICE') NOT VALID`,
    );
    try {
      await t.http
        .put(`/api/admin/notice/${id}`)
        .set('Authorization', auth)
        .send({ title: '바뀌면 안 됨' })
        .expect(500);
      await t.http
        .post('/api/admin/notice')
        .set('Authorization', auth)
        .send({ title: '새 글' })
        .expect(500);
    } finally {
      await t.dataSource.query(`ALTER TABLE audit_event DROP CONSTRAINT no_notice`);
    }
    const rows = await t.dataSource.getRepository(Notice).find();
    expect(rows.map((row) => row.title)).toEqual(['그대로 남음']);
  });
});
