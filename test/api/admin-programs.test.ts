import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { AuditEvent } from '../../src/audit/audit-event.entity';
import { ProgramImage } from '../../src/programs/program-image.entity';
import { Program } from '../../src/programs/program.entity';
import { adminToken, bearer } from '../support/admin-session';
import { createBookableType } from '../support/appointments';
import { JPEG, PNG, WEBP } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The back office's programs (issue 20): create, edit, delete or archive, the public list's
 * order and each program's carousel, every change in the audit trail and on the public pages at
 * once, images checked and cleaned like lecture banners.
 */
describe('admin programs API', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const NAVER = 'https://booking.naver.com/booking/13/bizes/123456';
  const programFiles = () => join(t.config.uploadDir, 'programFiles');
  const storedFiles = () => (existsSync(programFiles()) ? readdirSync(programFiles()).sort() : []);
  const programCount = () => t.dataSource.getRepository(Program).count();
  const auditRows = (target?: string) =>
    t.dataSource.getRepository(AuditEvent).find({
      where: { kind: 'PROGRAM', ...(target ? { target } : {}) },
      order: { id: 'ASC' },
    });

  function create(
    fields: Record<string, string | number> = {},
    file: { bytes: Buffer; name: string } | null = { bytes: PNG, name: 'thumb.png' },
  ) {
    const req = t.http.post('/api/admin/program').set('Authorization', auth);
    const values = {
      title: '감정코칭 놀이',
      target: '만 5세~9세 아동',
      structure: '주 1회 50분, 8회기',
      price: 60000,
      naver_url: NAVER,
      inquiry: '02-123-4567',
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) req.field(name, String(value));
    if (file) req.attach('file', file.bytes, { filename: file.name, contentType: 'image/png' });
    return req;
  }

  async function newProgram(title = '감정코칭 놀이'): Promise<number> {
    const res = await create({ title }).expect(201);
    return res.body.id as number;
  }

  function addImage(id: number, bytes: Buffer, filename = 'photo.png') {
    return t.http
      .post(`/api/admin/program/${id}/image`)
      .set('Authorization', auth)
      .attach('file', bytes, { filename, contentType: 'image/png' });
  }

  describe('without a token', () => {
    it.each([
      ['get', '/api/admin/program/list'],
      ['get', '/api/admin/program/1'],
      ['post', '/api/admin/program'],
      ['put', '/api/admin/program/1'],
      ['delete', '/api/admin/program/1'],
      ['put', '/api/admin/program/order'],
      ['post', '/api/admin/program/1/image'],
      ['put', '/api/admin/program/1/image/order'],
      ['delete', '/api/admin/program/1/image/a.png'],
    ] as const)('%s %s answers 401', async (method, path) => {
      const res = await t.http[method](path).send({});
      expect(res.status).toBe(401);
    });
  });

  it('creates a program that the public list and detail show at once, with one audit row', async () => {
    // The public list is read (and cached) first: the change must show anyway.
    const before = (await t.http.get('/api/program/list').expect(200)).body as { id: number }[];
    const res = await create({ title: '새 프로그램' }).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: '프로그램이 등록되었습니다.' });
    const id = res.body.id as number;

    const list = (await t.http.get('/api/program/list').expect(200)).body as {
      id: number;
      title: string;
    }[];
    expect(list).toHaveLength(before.length + 1);
    // A new program goes at the end of the public list.
    expect(list.at(-1)).toMatchObject({ id, title: '새 프로그램', price: 60000, naver_url: NAVER });
    const detail = (await t.http.get(`/api/program/${id}`).expect(200)).body;
    expect(detail).toMatchObject({ title: '새 프로그램', inquiry: '02-123-4567' });
    expect(detail.thumbnail).toMatch(/^[0-9a-f-]{36}\.png$/);
    await t.http.get(`/api/upload/programFiles/${detail.thumbnail}`).expect(200);
    expect((await t.http.get(`/api/program/images/${id}`).expect(200)).body).toEqual({ files: [] });

    const rows = await auditRows(`program:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'program.create',
      admin_name: 'admin',
      summary: '새 프로그램',
      before: null,
      after: expect.objectContaining({ title: '새 프로그램', price: 60000, images: [] }),
    });
  });

  describe('refuses a bad form with 400 naming the field in Korean, saving nothing', () => {
    it.each([
      [{ title: '' }, '프로그램명을(를) 입력해 주세요.'],
      [{ target: '   ' }, '대상을(를) 입력해 주세요.'],
      [{ price: -1 }, '가격은 0부터 100,000,000까지의 정수(원)로 입력해 주세요.'],
      [{ price: '7만원' }, '가격은 0부터 100,000,000까지의 정수(원)로 입력해 주세요.'],
      [{ naver_url: 'http://booking.naver.com/x' }, expect.stringContaining('네이버 예약 주소')],
      [
        { naver_url: 'https://evil.example/naver.com' },
        expect.stringContaining('네이버 예약 주소'),
      ],
      [{ naver_url: 'https://booking.naver.com.evil.example/' }, expect.stringContaining('네이버')],
      [{ naver_url: 'javascript:alert(1)' }, expect.stringContaining('네이버 예약 주소')],
      [{ inquiry: 'x'.repeat(101) }, '문의은(는) 100자 이하로 입력해 주세요.'],
    ])('%p', async (fields, message) => {
      const count = await programCount();
      const files = storedFiles();
      const res = await create(fields as Record<string, string | number>).expect(400);
      expect(res.body.message).toEqual([message]);
      expect(await programCount()).toBe(count);
      expect(storedFiles()).toEqual(files);
    });

    it('accepts naver.me short links and m.booking.naver.com', async () => {
      await create({ naver_url: 'https://naver.me/5abcDEF' }).expect(201);
      await create({ naver_url: 'https://m.booking.naver.com/booking/6/bizes/1' }).expect(201);
    });
  });

  describe('images pass the lecture banners’ checks', () => {
    it('refuses a thumbnail that is not an image by content (whatever its name), storing nothing', async () => {
      const files = storedFiles();
      const count = await programCount();
      const html = Buffer.from('<!doctype html><script>alert(1)</script>');
      const res = await create({}, { bytes: html, name: 'thumb.png' }).expect(400);
      expect(res.body.message).toBe(
        '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.',
      );
      expect(await programCount()).toBe(count);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses a new program without a thumbnail', async () => {
      const res = await create({}, null).expect(400);
      expect(res.body.message).toBe('첨부 파일이 없습니다. 파일을 등록해 주세요.');
    });

    it('refuses a carousel image over 5 MB with 400 in Korean, like lecture banners', async () => {
      const id = await newProgram();
      const files = storedFiles();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await addImage(id, big);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('사진은 5MB 이하의 파일만 첨부할 수 있습니다.');
      expect(storedFiles()).toEqual(files);
      expect((await t.http.get(`/api/program/images/${id}`)).body.files).toEqual([]);
    });

    it('refuses a carousel image that only starts like a PNG', async () => {
      const id = await newProgram();
      const fake = Buffer.concat([PNG.subarray(0, 33), Buffer.from('<html></html>')]);
      const res = await addImage(id, fake).expect(400);
      expect(res.body.message).toBe(
        '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.',
      );
    });

    it('never uses the sent file name: a traversal name is stored under a random name in its folder', async () => {
      const id = await newProgram();
      const res = await addImage(id, PNG, '../../../etc/passwd.png').expect(201);
      const [name] = res.body.images as string[];
      expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(storedFiles()).toContain(name);
    });

    it('refuses a traversal name where an image is named (remove, reorder): 400 in Korean', async () => {
      const id = await newProgram();
      await addImage(id, PNG).expect(201);
      const removed = await t.http
        .delete(`/api/admin/program/${id}/image/..%2F..%2Fpackage.json`)
        .set('Authorization', auth)
        .expect(400);
      expect(removed.body.message).toBe('사진 파일 이름이 올바르지 않습니다.');
      const reordered = await t.http
        .put(`/api/admin/program/${id}/image/order`)
        .set('Authorization', auth)
        .send({ files: ['../lectureFiles/a.png'] })
        .expect(400);
      expect(reordered.body.message).toEqual(['사진 파일 이름이 올바르지 않습니다.']);
    });

    it('strips EXIF (GPS, camera) and keeps a WebP copy, like lecture images', async () => {
      const id = await newProgram();
      const photo = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#7a9' },
      })
        .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' } })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await t.http
        .post(`/api/admin/program/${id}/image`)
        .set('Authorization', auth)
        .attach('file', photo, { filename: 'photo.jpg', contentType: 'image/jpeg' })
        .expect(201);
      const [name] = res.body.images as string[];
      expect(name).toMatch(/\.jpg$/);
      const served = await t.http.get(`/api/upload/programFiles/${name}`).expect(200);
      const bytes = Buffer.from(served.body as Buffer);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('PhoneMaker')).toBe(false);
      expect(storedFiles()).toContain(name.replace(/\.jpg$/, '.webp'));
    });
  });

  describe('the carousel', () => {
    it('adds, reorders and removes images, the public page following each change at once', async () => {
      const id = await newProgram('사진 많은 프로그램');
      const a = (await addImage(id, PNG).expect(201)).body.images[0] as string;
      const b = (
        await t.http
          .post(`/api/admin/program/${id}/image`)
          .set('Authorization', auth)
          .attach('file', JPEG, { filename: 'b.jpg', contentType: 'image/jpeg' })
          .expect(201)
      ).body.images[1] as string;
      const third = await t.http
        .post(`/api/admin/program/${id}/image`)
        .set('Authorization', auth)
        .attach('file', WEBP, { filename: 'c.webp', contentType: 'image/webp' })
        .expect(201);
      const c = third.body.images[2] as string;
      expect(third.body).toEqual({ images: [a, b, c], message: '사진이 추가되었습니다.' });
      expect((await t.http.get(`/api/program/images/${id}`)).body.files).toEqual([a, b, c]);

      const reordered = await t.http
        .put(`/api/admin/program/${id}/image/order`)
        .set('Authorization', auth)
        .send({ files: [c, a, b] })
        .expect(200);
      expect(reordered.body).toEqual({ images: [c, a, b], message: '사진 순서가 저장되었습니다.' });
      expect((await t.http.get(`/api/program/images/${id}`)).body.files).toEqual([c, a, b]);

      const removed = await t.http
        .delete(`/api/admin/program/${id}/image/${a}`)
        .set('Authorization', auth)
        .expect(200);
      expect(removed.body.images).toEqual([c, b]);
      expect((await t.http.get(`/api/program/images/${id}`)).body.files).toEqual([c, b]);
      // The file and its WebP copy are gone: no program names it any more.
      expect(storedFiles()).not.toContain(a);
      await t.http.get(`/api/upload/programFiles/${a}`).expect(404);
      const positions = await t.dataSource
        .getRepository(ProgramImage)
        .find({ where: { program_id: id }, order: { position: 'ASC' } });
      expect(positions.map((row) => [row.file_name, row.position])).toEqual([
        [c, 1],
        [b, 2],
      ]);

      const rows = await auditRows(`program:${id}`);
      expect(rows.map((row) => row.action)).toEqual([
        'program.create',
        'program.image.add',
        'program.image.add',
        'program.image.add',
        'program.images.reorder',
        'program.image.remove',
      ]);
      expect(rows[4]).toMatchObject({
        before: { images: [a, b, c] },
        after: { images: [c, a, b] },
      });
      expect(rows[5]).toMatchObject({ before: { images: [c, a, b] }, after: { images: [c, b] } });
    });

    it('refuses an order that leaves out or repeats an image, changing nothing', async () => {
      const id = await newProgram();
      const a = (await addImage(id, PNG).expect(201)).body.images[0] as string;
      const b = (await addImage(id, PNG).expect(201)).body.images[1] as string;
      for (const files of [[a], [a, a], [a, b, 'ffffffff-ffff-4fff-8fff-ffffffffffff.png']]) {
        const res = await t.http
          .put(`/api/admin/program/${id}/image/order`)
          .set('Authorization', auth)
          .send({ files })
          .expect(400);
        expect(res.body.message).toContain('사진 순서');
      }
      expect((await t.http.get(`/api/program/images/${id}`)).body.files).toEqual([a, b]);
    });

    it('answers 404 for an image the program does not have', async () => {
      const id = await newProgram();
      const res = await t.http
        .delete(`/api/admin/program/${id}/image/ffffffff-ffff-4fff-8fff-ffffffffffff.png`)
        .set('Authorization', auth)
        .expect(404);
      expect(res.body.message).toContain('이 프로그램에 없는 사진');
    });
  });

  describe('editing', () => {
    it('changes only the fields sent, records them before and after, and shows at once', async () => {
      const id = await newProgram('수정 전');
      await t.http.get(`/api/program/${id}`).expect(200);
      const res = await t.http
        .put(`/api/admin/program/${id}`)
        .set('Authorization', auth)
        .send({ title: '수정 후', price: 80000 })
        .expect(200);
      expect(res.body).toEqual({ id, message: '프로그램이 수정되었습니다.' });
      const detail = (await t.http.get(`/api/program/${id}`).expect(200)).body;
      expect(detail).toMatchObject({ title: '수정 후', price: 80000, target: '만 5세~9세 아동' });
      const [, update] = await auditRows(`program:${id}`);
      expect(update).toMatchObject({
        action: 'program.update',
        before: { title: '수정 전', price: 60000 },
        after: { title: '수정 후', price: 80000 },
      });
    });

    it('replaces the thumbnail with a new file and deletes the old one', async () => {
      const id = await newProgram();
      const old = (await t.http.get(`/api/program/${id}`)).body.thumbnail as string;
      await t.http
        .put(`/api/admin/program/${id}`)
        .set('Authorization', auth)
        .attach('file', JPEG, { filename: 'new.jpg', contentType: 'image/jpeg' })
        .expect(200);
      const now = (await t.http.get(`/api/program/${id}`)).body.thumbnail as string;
      expect(now).not.toBe(old);
      expect(now).toMatch(/\.jpg$/);
      expect(storedFiles()).not.toContain(old);
    });

    it('refuses an edit that changes nothing, and a bad field, with 400', async () => {
      const id = await newProgram('그대로');
      const same = await t.http
        .put(`/api/admin/program/${id}`)
        .set('Authorization', auth)
        .send({ title: '그대로' })
        .expect(400);
      expect(same.body.message).toBe('변경된 내용이 없습니다.');
      const bad = await t.http
        .put(`/api/admin/program/${id}`)
        .set('Authorization', auth)
        .send({ naver_url: 'https://example.com/' })
        .expect(400);
      expect(bad.body.message[0]).toContain('네이버 예약 주소');
      expect(await auditRows(`program:${id}`)).toHaveLength(1);
    });

    it('answers 404 for a program that does not exist', async () => {
      await t.http
        .put('/api/admin/program/999999')
        .set('Authorization', auth)
        .send({ title: '없음' })
        .expect(404);
    });
  });

  describe('the public list’s order', () => {
    it('follows the order the back office saves', async () => {
      const live = (await t.http.get('/api/program/list')).body as { id: number }[];
      const ids = live.map((program) => program.id).reverse();
      const res = await t.http
        .put('/api/admin/program/order')
        .set('Authorization', auth)
        .send({ ids })
        .expect(200);
      expect(
        (res.body as { id: number; archived: boolean }[])
          .filter((row) => !row.archived)
          .map((row) => row.id),
      ).toEqual(ids);
      const after = (await t.http.get('/api/program/list')).body as { id: number }[];
      expect(after.map((program) => program.id)).toEqual(ids);
      const [row] = (await auditRows()).filter((event) => event.action === 'program.reorder');
      expect(row).toMatchObject({ before: { order: [...ids].reverse() }, after: { order: ids } });
    });

    it('refuses an order that leaves out a live program or names one twice', async () => {
      const live = ((await t.http.get('/api/program/list')).body as { id: number }[]).map(
        (program) => program.id,
      );
      for (const ids of [live.slice(1), [...live, live[0]], [...live.slice(1), 999999]]) {
        const res = await t.http
          .put('/api/admin/program/order')
          .set('Authorization', auth)
          .send({ ids })
          .expect(400);
        expect(res.body.message).toContain('프로그램 순서');
      }
      expect(
        ((await t.http.get('/api/program/list')).body as { id: number }[]).map((p) => p.id),
      ).toEqual(live);
    });
  });

  describe('deleting', () => {
    it('deletes an unreferenced program with its images; its address then answers 404', async () => {
      const id = await newProgram('지울 프로그램');
      const image = (await addImage(id, PNG).expect(201)).body.images[0] as string;
      const thumbnail = (await t.http.get(`/api/program/${id}`)).body.thumbnail as string;
      const res = await t.http
        .delete(`/api/admin/program/${id}`)
        .set('Authorization', auth)
        .expect(200);
      expect(res.body).toEqual({ result: 'deleted', message: '프로그램이 삭제되었습니다.' });
      await t.http.get(`/api/program/${id}`).expect(404);
      await t.http.get(`/api/program/images/${id}`).expect(404);
      expect(
        ((await t.http.get('/api/program/list')).body as { id: number }[]).map((p) => p.id),
      ).not.toContain(id);
      expect(storedFiles()).not.toContain(image);
      expect(storedFiles()).not.toContain(thumbnail);
      const rows = await auditRows(`program:${id}`);
      expect(rows.at(-1)).toMatchObject({
        action: 'program.delete',
        before: expect.objectContaining({ title: '지울 프로그램', images: [image] }),
        after: null,
      });
    });

    it('archives a program that offers appointment types (a reference that restricts)', async () => {
      const { programId, type } = await createBookableType(t.dataSource);
      const res = await t.http
        .delete(`/api/admin/program/${programId}`)
        .set('Authorization', auth)
        .expect(200);
      expect(res.body.result).toBe('archived');
      await t.http.get(`/api/program/${programId}`).expect(404);
      // The type keeps its program.
      const [row] = await t.dataSource.query(
        `SELECT program_id FROM appointment_type WHERE id = $1`,
        [type.id],
      );
      expect(row.program_id).toBe(programId);
    });

    it('archives a program something references: off the public list, old links 404, restorable', async () => {
      const id = await newProgram('참조된 프로그램');
      const image = (await addImage(id, PNG).expect(201)).body.images[0] as string;
      // Nothing in the schema references a program yet (a later table may): any foreign key does.
      await t.dataSource.query(
        `CREATE TABLE program_reference_test (program_id integer REFERENCES program (id))`,
      );
      try {
        await t.dataSource.query(`INSERT INTO program_reference_test VALUES ($1)`, [id]);
        await t.http.get(`/api/program/${id}`).expect(200);
        const res = await t.http
          .delete(`/api/admin/program/${id}`)
          .set('Authorization', auth)
          .expect(200);
        expect(res.body.result).toBe('archived');
        expect(res.body.message).toContain('보관');

        await t.http.get(`/api/program/${id}`).expect(404);
        await t.http.get(`/api/program/images/${id}`).expect(404);
        expect(
          ((await t.http.get('/api/program/list')).body as { id: number }[]).map((p) => p.id),
        ).not.toContain(id);
        // The row, its images and their files stay for what references it.
        expect(await t.dataSource.getRepository(Program).existsBy({ id })).toBe(true);
        expect(storedFiles()).toContain(image);
        const admin = (await t.http.get('/api/admin/program/list').set('Authorization', auth))
          .body as {
          id: number;
          archived: boolean;
        }[];
        expect(admin.at(-1)).toMatchObject({ id, archived: true });
        // An order names live programs only.
        const live = ((await t.http.get('/api/program/list')).body as { id: number }[]).map(
          (p) => p.id,
        );
        await t.http
          .put('/api/admin/program/order')
          .set('Authorization', auth)
          .send({ ids: [...live, id] })
          .expect(400);

        expect((await auditRows(`program:${id}`)).at(-1)).toMatchObject({
          action: 'program.archive',
          before: { archived: false },
          after: { archived: true },
        });

        await t.http
          .post(`/api/admin/program/${id}/restore`)
          .set('Authorization', auth)
          .expect(201);
        const list = (await t.http.get('/api/program/list')).body as { id: number }[];
        expect(list.at(-1)!.id).toBe(id);
        await t.http.get(`/api/program/${id}`).expect(200);
      } finally {
        await t.dataSource.query(`DROP TABLE program_reference_test`);
      }
    });

    it('answers 404 for a program that does not exist', async () => {
      await t.http.delete('/api/admin/program/999999').set('Authorization', auth).expect(404);
    });
  });

  it('shows the back office everything the edit form needs', async () => {
    const id = await newProgram('상세');
    const image = (await addImage(id, PNG).expect(201)).body.images[0] as string;
    const res = await t.http.get(`/api/admin/program/${id}`).set('Authorization', auth).expect(200);
    expect(res.body).toEqual({
      id,
      title: '상세',
      target: '만 5세~9세 아동',
      structure: '주 1회 50분, 8회기',
      price: 60000,
      thumbnail: expect.stringMatching(/\.png$/),
      naver_url: NAVER,
      inquiry: '02-123-4567',
      images: [image],
      archived: false,
    });
  });
});
