import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { Lecture } from '../../src/lectures/lecture.entity';
import { Application } from '../../src/applications/application.entity';
import { Payment } from '../../src/payments/payment.entity';
import { adminToken, bearer } from '../support/admin-session';
import {
  APPLICANT,
  approveInCheckout,
  apply,
  applicationBody,
  createOpenLecture,
  type InitAnswer,
} from '../support/applying';
import { createLecture } from '../support/factories';
import { JPEG, PNG, storedForm } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

const FIELDS = {
  title: '부모 마음 특강',
  instructor_name: '이선생',
  organizer: '마음숲 상담센터',
  reg_period_start: '2026-11-20',
  reg_period_end: '2026-11-30',
  lec_period_start: '2026-12-10',
  lec_period_end: '2026-12-11',
  inquiry: '02-123-4567',
  content:
    '<h1>특강 안내</h1><p><strong>굵게</strong> <span style="color:blue;">파랑</span> ' +
    '<mark class="marker-yellow">형광</mark></p><script>alert(1)</script>' +
    '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">링크</a>',
};
const FEES = [
  { fee_type: '1회차 (12월 10일)', amount: 50000 },
  { fee_type: '2회차 (12월 11일)', amount: 30000 },
];

describe('admin lectures API', () => {
  let t: TestApp;
  let auth: string;
  let lectureFiles: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    lectureFiles = join(t.config.uploadDir, 'lectureFiles');
  });
  afterAll(() => t.close());

  const storedFiles = () => (existsSync(lectureFiles) ? readdirSync(lectureFiles).sort() : []);
  const lectureCount = () => t.dataSource.getRepository(Lecture).count();

  function createForm(
    fields: Record<string, string> = FIELDS,
    file: { bytes: Buffer; name: string; type: string } | null = {
      bytes: PNG,
      name: 'banner.png',
      type: 'image/png',
    },
    fees: string | null = JSON.stringify(FEES),
  ) {
    const req = t.http.post('/api/admin/lecture').set('Authorization', auth);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (fees !== null) req.field('fees', fees);
    if (file) req.attach('file', file.bytes, { filename: file.name, contentType: file.type });
    return req;
  }

  async function created(fields: Record<string, string> = FIELDS, fees = FEES) {
    const res = await createForm(fields, undefined, JSON.stringify(fees)).expect(201);
    return res.body.id as number;
  }

  /** The lecture row and its fees as stored, for "nothing changed" assertions. */
  async function snapshot(id: number) {
    const lecture = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
    const fees = await t.dataSource
      .getRepository(LectureFee)
      .find({ where: { lecture_id: id }, order: { id: 'ASC' } });
    return { lecture: { ...lecture, updated_at: undefined }, fees };
  }

  async function pay(applicationId: number, agent: ReturnType<TestApp['agent']>) {
    const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
      .body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId })
      .expect(200);
  }

  describe('access', () => {
    it.each([
      ['get', '/api/admin/lecture/list'],
      ['get', '/api/admin/lecture/1'],
      ['post', '/api/admin/lecture'],
      ['put', '/api/admin/lecture/1'],
      ['delete', '/api/admin/lecture/1'],
    ] as const)('refuses %s %s without a token', async (method, path) => {
      await t.http[method](path).expect(401);
    });
  });

  describe('create', () => {
    it('refuses a form without an attachment with the Korean message, storing nothing', async () => {
      const before = await lectureCount();
      const res = await createForm(FIELDS, null).expect(400);
      expect(res.body.message).toBe('첨부 파일이 없습니다. 파일을 등록해 주세요.');
      expect(await lectureCount()).toBe(before);
    });

    it('refuses an HTML file renamed .png (and SVG) by its content: no row, no file', async () => {
      const before = await lectureCount();
      const files = storedFiles();
      for (const file of [
        { bytes: HTML, name: 'banner.png', type: 'image/png' },
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          name: 'a.svg',
          type: 'image/svg+xml',
        },
      ]) {
        const res = await createForm(FIELDS, file).expect(400);
        expect(res.body.message).toBe(
          '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.',
        );
      }
      expect(await lectureCount()).toBe(before);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses an image over 5 MB with 400 and a Korean message, storing nothing', async () => {
      const before = await lectureCount();
      const files = storedFiles();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await createForm(FIELDS, { bytes: big, name: 'big.png', type: 'image/png' });
      expect(res.status).toBe(400);
      expect(await lectureCount()).toBe(before);
      expect(storedFiles()).toEqual(files);
      expect(res.body.message).toBe('사진은 5MB 이하의 파일만 첨부할 수 있습니다.');
    });

    it.each([
      [{ title: '' }, '강의명을 입력해 주세요.'],
      [{ title: '   ' }, '강의명을 입력해 주세요.'],
      [{ title: 'ㄱ'.repeat(201) }, '강의명은 200자 이하로 입력해 주세요.'],
      [{ instructor_name: 'ㄱ'.repeat(101) }, '강사는 100자 이하로 입력해 주세요.'],
      [{ reg_period_start: '2026-02-30' }, '접수 시작일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.'],
      [{ lec_period_end: '2026/12/11' }, '강의 종료일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.'],
      [{ reg_period_end: '2026-11-19' }, '접수 종료일은 접수 시작일보다 빠를 수 없습니다.'],
      [{ reg_start_time: '24:00' }, '접수 시작 시각을 00:00 형식으로 입력해 주세요.'],
      [{ reg_start_time: '10:00:30' }, '접수 시작 시각을 00:00 형식으로 입력해 주세요.'],
      [{ reg_start_time: '오전 10시' }, '접수 시작 시각을 00:00 형식으로 입력해 주세요.'],
      [{ lec_period_end: '2026-12-09' }, '강의 종료일은 강의 시작일보다 빠를 수 없습니다.'],
      [{ fees: '[{"fee_type":"1회차",' }, '요금 목록(fees) 형식이 올바르지 않습니다.'],
      [{ fees: '{"fee_type":"1회차","amount":1}' }, '요금 목록(fees) 형식이 올바르지 않습니다.'],
      [{ fees: '[{"fee_type":"1회차","amount":-1}]' }, '금액은 0 이상의 정수(원)로 입력해 주세요.'],
      [
        { fees: '[{"fee_type":"1회차","amount":1.5}]' },
        '금액은 0 이상의 정수(원)로 입력해 주세요.',
      ],
      [
        { fees: '[{"fee_type":"1회차","amount":"1000"}]' },
        '금액은 0 이상의 정수(원)로 입력해 주세요.',
      ],
      [
        { fees: '[{"fee_type":"1회차","amount":100000001}]' },
        '금액은 1억 원 이하로 입력해 주세요.',
      ],
      [{ fees: '[{"fee_type":"","amount":1000}]' }, '요금 이름을 입력해 주세요.'],
      [
        { fees: `[{"fee_type":"${'ㄱ'.repeat(201)}","amount":1000}]` },
        '요금 이름은 200자 이하로 입력해 주세요.',
      ],
      [{ fees: '[{"amount":1000}]' }, '요금 이름을 입력해 주세요.'],
      [{ fees: '[{"fee_type":"x","amount":1,"admin":true}]' }, '허용되지 않은 항목입니다: admin'],
      [{ is_admin: '1' }, '허용되지 않은 항목입니다: is_admin'],
    ])('refuses %p with a Korean message', async (change, message) => {
      const before = await lectureCount();
      const { fees, ...fields } = change as Record<string, string>;
      const res = await createForm({ ...FIELDS, ...fields }, undefined, fees ?? '[]').expect(400);
      expect(res.body.message).toEqual(expect.arrayContaining([message]));
      expect(await lectureCount()).toBe(before);
    });

    it('refuses a form missing a required field, naming it', async () => {
      const { organizer: _organizer, ...fields } = FIELDS;
      const res = await createForm(fields).expect(400);
      expect(res.body.message).toContain('주최를 입력해 주세요.');
    });

    it('creates a lecture the public sees, with the content sanitised but its formatting kept', async () => {
      const before = storedFiles();
      const res = await createForm().expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: '강의가 생성되었습니다.' });
      const id = res.body.id as number;

      const stored = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
      expect(stored.content).not.toMatch(/script|onerror|javascript:|<img/i);
      expect(stored.content).toContain('<h1>특강 안내</h1>');
      expect(stored.content).toContain('<strong>굵게</strong>');
      expect(stored.content).toContain('<span style="color:blue">파랑</span>');
      expect(stored.content).toContain('<mark class="marker-yellow">형광</mark>');

      // Stored under a random name with the extension of what it is, served as that type.
      expect(stored.file_name).toMatch(/^[0-9a-f-]{36}\.png$/);
      // Beside it, its smaller WebP rendition (see upload-privacy.test.ts).
      const rendition = stored.file_name.replace(/\.png$/, '.webp');
      expect(storedFiles()).toEqual([...before, stored.file_name, rendition].sort());
      const image = await t.http.get(`/api/upload/lectureFiles/${stored.file_name}`).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.from(image.body as Buffer)).toEqual((await storedForm(PNG)).bytes);

      const list = (await t.http.get('/api/lecture/list').expect(200)).body as { id: number }[];
      expect(list.map((lecture) => lecture.id)).toContain(id);
      const [detail] = (await t.http.get(`/api/lecture/${id}`).expect(200)).body;
      expect(detail).toMatchObject({
        title: FIELDS.title,
        reg_status: 'OPEN',
        content: stored.content,
      });
      const fees = (await t.http.get(`/api/lecture/fee/${id}`).expect(200)).body;
      expect(fees.map((f: { fee_type: string; amount: number }) => [f.fee_type, f.amount])).toEqual(
        FEES.map((f) => [f.fee_type, f.amount]),
      );
    });

    it('stores a JPEG as .jpg and accepts an empty fee list', async () => {
      const res = await createForm(
        FIELDS,
        { bytes: JPEG, name: 'photo.PNG', type: 'application/octet-stream' },
        '[]',
      ).expect(201);
      const stored = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id: res.body.id });
      expect(stored.file_name).toMatch(/\.jpg$/);
      expect(await t.dataSource.getRepository(LectureFee).countBy({ lecture_id: stored.id })).toBe(
        0,
      );
    });
  });

  describe('read', () => {
    it('answers a lecture for the edit form in the contract shape, fees by id', async () => {
      const id = await created();
      const res = await t.http
        .get(`/api/admin/lecture/${id}`)
        .set('Authorization', auth)
        .expect(200);
      const stored = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
      const fees = await t.dataSource.getRepository(LectureFee).find({
        where: { lecture_id: id },
        order: { id: 'ASC' },
      });
      expect(res.body).toEqual({
        id,
        title: FIELDS.title,
        instructor_name: FIELDS.instructor_name,
        reg_period_start: '2026-11-20',
        reg_start_time: '00:00',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
        organizer: FIELDS.organizer,
        inquiry: FIELDS.inquiry,
        content: stored.content,
        venue: null,
        what_to_bring: null,
        audience: null,
        sessions: [],
        file_name: stored.file_name,
        archived: false,
        participant: 'APPLICANT',
        capacity: null,
        fees: fees.map((fee) => ({
          id: fee.id,
          fee_type: fee.fee_type,
          amount: fee.amount,
          capacity: null,
        })),
      });
      await t.http.get('/api/admin/lecture/999999').set('Authorization', auth).expect(404);
      await t.http.get('/api/admin/lecture/abc').set('Authorization', auth).expect(400);
    });

    it('keeps the minute registration opens: set on create, changed on edit, whole minutes only', async () => {
      const id = await created({ ...FIELDS, reg_start_time: '10:00' });
      const detail = async () =>
        (await t.http.get(`/api/admin/lecture/${id}`).set('Authorization', auth).expect(200)).body;
      expect((await detail()).reg_start_time).toBe('10:00');
      const put = () => t.http.put(`/api/admin/lecture/${id}`).set('Authorization', auth);
      await put().send({ reg_start_time: '14:30' }).expect(200);
      expect((await detail()).reg_start_time).toBe('14:30');
      const [shown] = (await t.http.get(`/api/lecture/${id}`).expect(200)).body;
      expect(shown.reg_start_time).toBe('14:30');
      const same = await put().send({ reg_start_time: '14:30' }).expect(400);
      expect(same.body.message).toBe('변경된 내용이 없습니다.');
      const refused = await put().send({ reg_start_time: '25:00' }).expect(400);
      expect(refused.body.message).toEqual(['접수 시작 시각을 00:00 형식으로 입력해 주세요.']);
      // The database holds whole minutes too, whoever writes.
      await expect(
        t.dataSource.query(`UPDATE lecture SET reg_start_time = '10:00:30' WHERE id = $1`, [id]),
      ).rejects.toThrow(/lecture_reg_start_time_minute/);
    });

    it('lists every lecture newest first with the Korean status word and applicant count', async () => {
      const before = await createLecture(t.dataSource, {
        reg_period_start: '2026-11-25',
        reg_period_end: '2026-11-30',
      });
      const closed = await createLecture(t.dataSource, {
        reg_period_start: '2026-11-01',
        reg_period_end: '2026-11-21',
      });
      // Today (22 November, 12:00 in Seoul): before its opening minute, and after it.
      const opensLater = await createLecture(t.dataSource, {
        reg_period_start: '2026-11-22',
        reg_start_time: '13:00',
        reg_period_end: '2026-11-30',
      });
      const openedToday = await createLecture(t.dataSource, {
        reg_period_start: '2026-11-22',
        reg_start_time: '11:00',
        reg_period_end: '2026-11-30',
      });
      const open = await createOpenLecture(t.dataSource);
      await apply(t, open.id);
      await apply(t, open.id, { applicant: { ...APPLICANT, email: 'second@example.com' } });

      const res = await t.http
        .get('/api/admin/lecture/list')
        .set('Authorization', auth)
        .expect(200);
      const ids = res.body.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const byId = new Map(res.body.map((row: { id: number }) => [row.id, row]));
      expect(byId.get(open.id)).toEqual({
        id: open.id,
        title: open.title,
        instructor_name: open.instructor_name,
        reg_status: '접수중',
        applicant_count: 2,
        archived: false,
      });
      expect(byId.get(before.id)).toMatchObject({ reg_status: '접수전', applicant_count: 0 });
      expect(byId.get(closed.id)).toMatchObject({ reg_status: '접수 마감', applicant_count: 0 });
      expect(byId.get(opensLater.id)).toMatchObject({ reg_status: '접수전' });
      expect(byId.get(openedToday.id)).toMatchObject({ reg_status: '접수중' });
    });
  });

  describe('edit', () => {
    const put = (id: number) => t.http.put(`/api/admin/lecture/${id}`).set('Authorization', auth);

    it('applies fields and fee inserts, deletions and changes together', async () => {
      const id = await created();
      const [first, second] = (await snapshot(id)).fees;
      const res = await put(id)
        .send({
          title: '바뀐 제목',
          instructor_name: null,
          content: '<h2>새 내용</h2><p onclick="x()">본문</p>',
          file: null,
          insert_fees: [{ fee_type: '3회차 (12월 12일)', amount: 20000 }],
          delete_fees: [first.id],
          update_fees: [{ id: second.id, fee_type: '2회차 (12월 11일, 오후)', amount: 35000 }],
        })
        .expect(200);
      expect(res.body).toEqual({ id, message: '강의가 수정되었습니다.' });
      const after = await snapshot(id);
      expect(after.lecture).toMatchObject({
        title: '바뀐 제목',
        instructor_name: FIELDS.instructor_name,
        content: '<h2>새 내용</h2><p>본문</p>',
      });
      expect(after.fees.map((fee) => [fee.id === second.id, fee.fee_type, fee.amount])).toEqual([
        [true, '2회차 (12월 11일, 오후)', 35000],
        [false, '3회차 (12월 12일)', 20000],
      ]);
    });

    it('answers 400 변경된 내용이 없습니다. for an empty edit, an all-null one or one equal to what is stored', async () => {
      const id = await created();
      const stored = await snapshot(id);
      for (const body of [
        {},
        {
          title: null,
          content: null,
          file: null,
          insert_fees: [],
          delete_fees: [],
          update_fees: [],
        },
        {
          title: FIELDS.title,
          update_fees: stored.fees.map(({ id: feeId, fee_type, amount }) => ({
            id: feeId,
            fee_type,
            amount,
          })),
        },
      ]) {
        const res = await put(id).send(body).expect(400);
        expect(res.body.message).toBe('변경된 내용이 없습니다.');
      }
    });

    it('leaves the lecture and its fees unchanged when one part names a fee of another lecture', async () => {
      const id = await created();
      const other = await createLecture(t.dataSource);
      const [otherFee] = (await snapshot(other.id)).fees;
      const before = await snapshot(id);
      const res = await put(id)
        .send({
          title: '바뀌면 안 되는 제목',
          insert_fees: [{ fee_type: '추가', amount: 1000 }],
          delete_fees: [before.fees[0].id],
          update_fees: [{ id: otherFee.id, fee_type: '남의 요금', amount: 1 }],
        })
        .expect(400);
      expect(res.body.message).toMatch(/이 강의의 요금이 아닙니다/);
      expect(await snapshot(id)).toEqual(before);
      expect((await snapshot(other.id)).fees[0]).toEqual(otherFee);
    });

    it('refuses dates that end before they start, judged with the stored dates', async () => {
      const id = await created();
      const before = await snapshot(id);
      const res = await put(id)
        .send({ reg_period_end: '2026-11-19', title: '새 제목' })
        .expect(400);
      expect(res.body.message).toBe('접수 종료일은 접수 시작일보다 빠를 수 없습니다.');
      await put(id).send({ lec_period_start: '2026-13-01' }).expect(400);
      await put(id).send({ delete_fees: '[1,' }).expect(400);
      expect(await snapshot(id)).toEqual(before);
    });

    it('answers 404 for an unknown lecture', async () => {
      const res = await put(999999).send({ title: '없음' }).expect(404);
      expect(res.body.message).toBe('강의를 찾을 수 없습니다.');
    });

    it('protects fees that paid applications chose: 409 naming the fee, nothing changed; renaming is allowed', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const [paidFee, otherFee] = (await snapshot(lecture.id)).fees;
      const { agent, applicationId } = await apply(t, lecture.id, {
        selectedFees: [{ id: paidFee.id }],
        totalAmount: paidFee.amount,
      });
      await pay(applicationId, agent);
      expect(
        (await t.dataSource.getRepository(Application).findOneByOrFail({ id: applicationId }))
          .payment_status,
      ).toBe('Y');

      const before = await snapshot(lecture.id);
      const deleting = await put(lecture.id)
        .send({
          title: '바뀌면 안 됨',
          delete_fees: [paidFee.id],
          insert_fees: [{ fee_type: 'x', amount: 1 }],
        })
        .expect(409);
      expect(deleting.body.message).toBe(
        `'${paidFee.fee_type}' 요금은 결제된 신청이 있어 삭제할 수 없습니다. 이름만 바꿀 수 있습니다.`,
      );
      const repricing = await put(lecture.id)
        .send({
          title: '바뀌면 안 됨',
          update_fees: [
            { id: otherFee.id, fee_type: otherFee.fee_type, amount: 1 },
            { id: paidFee.id, fee_type: paidFee.fee_type, amount: paidFee.amount + 1 },
          ],
        })
        .expect(409);
      expect(repricing.body.message).toBe(
        `'${paidFee.fee_type}' 요금은 결제된 신청이 있어 금액을 바꿀 수 없습니다. 이름만 바꿀 수 있습니다.`,
      );
      expect(await snapshot(lecture.id)).toEqual(before);

      await put(lecture.id)
        .send({
          update_fees: [
            { id: paidFee.id, fee_type: '1회차 (이름만 바뀜)', amount: paidFee.amount },
          ],
        })
        .expect(200);
      expect((await snapshot(lecture.id)).fees[0]).toEqual({
        ...paidFee,
        fee_type: '1회차 (이름만 바뀜)',
      });
      // The application keeps the name and amount it was made with.
      const application = await t.http
        .get(`/api/admin/lecture/applicant/${lecture.id}`)
        .set('Authorization', auth)
        .expect(200);
      expect(application.body).toHaveLength(1);
    });

    it('lets an unpaid application’s fee change price but not disappear (the application still points at it)', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const [fee] = (await snapshot(lecture.id)).fees;
      await apply(t, lecture.id, { selectedFees: [{ id: fee.id }], totalAmount: fee.amount });
      const res = await put(lecture.id)
        .send({ delete_fees: [fee.id] })
        .expect(409);
      expect(res.body.message).toBe(
        `'${fee.fee_type}' 요금은 신청 내역이 있어 삭제할 수 없습니다. 이름만 바꿀 수 있습니다.`,
      );
      await put(lecture.id)
        .send({ update_fees: [{ id: fee.id, fee_type: fee.fee_type, amount: fee.amount + 5000 }] })
        .expect(200);
    });

    it('accepts the edit as multipart with a new banner, removing the old file after the commit', async () => {
      const id = await created();
      const oldName = (await snapshot(id)).lecture.file_name;
      expect(storedFiles()).toContain(oldName);
      const [fee] = (await snapshot(id)).fees;
      await put(id)
        .field('title', '새 배너 강의')
        .field(
          'update_fees',
          JSON.stringify([{ id: fee.id, fee_type: fee.fee_type, amount: 1234 }]),
        )
        .field('insert_fees', JSON.stringify([{ fee_type: '추가 회차', amount: 0 }]))
        .attach('file', JPEG, { filename: 'new.jpg', contentType: 'image/jpeg' })
        .expect(200);
      const after = await snapshot(id);
      expect(after.lecture.title).toBe('새 배너 강의');
      expect(after.lecture.file_name).toMatch(/\.jpg$/);
      expect(after.fees.map((f) => f.amount)).toEqual([1234, 30000, 0]);
      expect(storedFiles()).toContain(after.lecture.file_name);
      expect(storedFiles()).not.toContain(oldName);
    });

    it('keeps the old banner and leaves no new file when a multipart edit fails', async () => {
      const id = await created();
      const before = await snapshot(id);
      const files = storedFiles();
      const res = await put(id)
        .field('title', '실패할 수정')
        .field('delete_fees', JSON.stringify([2147483000]))
        .attach('file', PNG, { filename: 'new.png', contentType: 'image/png' })
        .expect(400);
      expect(res.body.message).toMatch(/이 강의의 요금이 아닙니다/);
      expect(await snapshot(id)).toEqual(before);
      expect(storedFiles()).toEqual(files);

      const bad = await put(id)
        .field('title', '실패할 수정')
        .attach('file', HTML, { filename: 'new.png', contentType: 'image/png' })
        .expect(400);
      expect(bad.body.message).toBe(
        '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.',
      );
      const badJson = await put(id).field('insert_fees', '[{"fee_type": ').expect(400);
      expect(badJson.body.message).toEqual([
        '추가할 요금 목록(insert_fees) 형식이 올바르지 않습니다.',
      ]);
      expect(await snapshot(id)).toEqual(before);
      expect(storedFiles()).toEqual(files);
    });
  });

  describe('place and what to bring (장소, 준비물)', () => {
    const put = (id: number) => t.http.put(`/api/admin/lecture/${id}`).set('Authorization', auth);
    const adminView = async (id: number) =>
      (await t.http.get(`/api/admin/lecture/${id}`).set('Authorization', auth).expect(200)).body;
    const publicView = async (id: number) =>
      (await t.http.get(`/api/lecture/${id}`).expect(200)).body[0];

    it('creates a lecture with both from the form, trimmed, and the public detail shows them', async () => {
      const id = await created({
        ...FIELDS,
        venue: '  마음숲 상담센터 2층 세미나실 ',
        what_to_bring: '필기도구, 실내화',
      });
      expect(await adminView(id)).toMatchObject({
        venue: '마음숲 상담센터 2층 세미나실',
        what_to_bring: '필기도구, 실내화',
      });
      expect(await publicView(id)).toMatchObject({
        venue: '마음숲 상담센터 2층 세미나실',
        what_to_bring: '필기도구, 실내화',
      });
      // The list says where too (issue 35: a parent decides on it), and no 준비물.
      const list = (await t.http.get('/api/lecture/list').expect(200)).body as {
        id: number;
      }[];
      const listed = list.find((row) => row.id === id);
      expect(listed).toMatchObject({ venue: '마음숲 상담센터 2층 세미나실' });
      expect(listed).not.toHaveProperty('what_to_bring');
    });

    it('leaves them out of the public detail when not set (empty parts count as not set)', async () => {
      const id = await created({ ...FIELDS, venue: '   ', what_to_bring: '' });
      expect(await adminView(id)).toMatchObject({ venue: null, what_to_bring: null });
      const detail = await publicView(id);
      expect(detail).not.toHaveProperty('venue');
      expect(detail).not.toHaveProperty('what_to_bring');
    });

    it('refuses text over 200 and 500 characters with Korean messages, storing nothing', async () => {
      const before = await lectureCount();
      const long = await createForm({ ...FIELDS, venue: '가'.repeat(201) }).expect(400);
      expect(long.body.message).toEqual(['장소는 200자 이하로 입력해 주세요.']);
      expect(await lectureCount()).toBe(before);

      const id = await created();
      const stored = await snapshot(id);
      const res = await put(id)
        .send({ what_to_bring: '나'.repeat(501), venue: 3 })
        .expect(400);
      expect(res.body.message).toEqual(
        expect.arrayContaining([
          '준비물은 500자 이하로 입력해 주세요.',
          '장소 형식이 올바르지 않습니다.',
        ]),
      );
      expect(await snapshot(id)).toEqual(stored);
      await put(id)
        .send({ venue: '가'.repeat(200), what_to_bring: '나'.repeat(500) })
        .expect(200);
    });

    it('sets, keeps (absent or null) and clears ("") them on edit, as JSON and as multipart', async () => {
      const id = await created();
      await put(id).send({ venue: '센터 1층 놀이치료실' }).expect(200);
      expect(await adminView(id)).toMatchObject({
        venue: '센터 1층 놀이치료실',
        what_to_bring: null,
      });

      await put(id).send({ title: '제목만 바꿈', venue: null }).expect(200);
      expect(await adminView(id)).toMatchObject({ venue: '센터 1층 놀이치료실' });
      // The same value again is no change.
      const same = await put(id).send({ venue: ' 센터 1층 놀이치료실 ' }).expect(400);
      expect(same.body.message).toBe('변경된 내용이 없습니다.');

      await put(id)
        .field('what_to_bring', '물병')
        .field('venue', '')
        .attach('file', JPEG, { filename: 'new.jpg', contentType: 'image/jpeg' })
        .expect(200);
      expect(await adminView(id)).toMatchObject({ venue: null, what_to_bring: '물병' });
      const detail = await publicView(id);
      expect(detail).not.toHaveProperty('venue');
      expect(detail.what_to_bring).toBe('물병');
    });
  });

  describe('sessions, 대상 and copying a lecture (issue 35)', () => {
    const put = (id: number) => t.http.put(`/api/admin/lecture/${id}`).set('Authorization', auth);
    const adminView = async (id: number) =>
      (await t.http.get(`/api/admin/lecture/${id}`).set('Authorization', auth).expect(200)).body;
    const publicView = async (id: number) =>
      (await t.http.get(`/api/lecture/${id}`).expect(200)).body[0];
    const SESSIONS = [
      { day: '2026-12-11', start: '10:00', end: '12:00' },
      { day: '2026-12-10', start: '14:00', end: '16:30' },
      { day: '2026-12-10', start: '09:30', end: '12:00' },
    ];
    const SORTED = [SESSIONS[2], SESSIONS[1], SESSIONS[0]];

    it('stores the sessions by day and hour with 대상, and every read shows them', async () => {
      const id = await created({
        ...FIELDS,
        audience: ' 초등 저학년 자녀를 둔 부모 ',
        sessions: JSON.stringify(SESSIONS),
      });
      expect(await adminView(id)).toMatchObject({
        audience: '초등 저학년 자녀를 둔 부모',
        sessions: SORTED,
      });
      expect(await publicView(id)).toMatchObject({
        audience: '초등 저학년 자녀를 둔 부모',
        sessions: SORTED,
      });
      const list = (await t.http.get('/api/lecture/list').expect(200)).body as { id: number }[];
      expect(list.find((row) => row.id === id)).toMatchObject({ sessions: SORTED });
      // Without either, the public answer has no 대상 and an empty list.
      const bare = await created();
      const plain = await publicView(bare);
      expect(plain.sessions).toEqual([]);
      expect(plain).not.toHaveProperty('audience');
    });

    it.each([
      [
        [{ day: '2026-12-12', start: '10:00', end: '12:00' }],
        '일정의 날짜(2026-12-12)가 강의 기간(2026-12-10 ~ 2026-12-11) 밖에 있습니다. 강의 기간이나 일정을 고쳐 주세요.',
      ],
      [
        [{ day: '2026-12-10', start: '12:00', end: '10:00' }],
        ['일정의 끝나는 시각은 시작 시각보다 늦어야 합니다.'],
      ],
      [
        [{ day: '2026-12-10', start: '9:00', end: '24:00' }],
        [
          '일정의 시작 시각을 00:00 형식으로 입력해 주세요.',
          '일정의 끝나는 시각을 00:00 형식으로 입력해 주세요.',
        ],
      ],
      [
        [{ day: '2026-02-30', start: '10:00', end: '11:00' }],
        ['일정의 날짜를 YYYY-MM-DD 형식으로 입력해 주세요.'],
      ],
      ['not json', ['일정(sessions) 형식이 올바르지 않습니다.']],
      [
        [
          { day: '2026-12-10', start: '10:00', end: '12:00' },
          { day: '2026-12-10', start: '10:00', end: '11:00' },
        ],
        '같은 일정(2026-12-10 10:00)이 두 번 들어 있습니다. 하나를 지워 주세요.',
      ],
    ])(
      'refuses the sessions %j with a Korean message, storing nothing',
      async (sessions, message) => {
        const before = await lectureCount();
        const files = storedFiles();
        const res = await createForm({
          ...FIELDS,
          sessions: typeof sessions === 'string' ? sessions : JSON.stringify(sessions),
        }).expect(400);
        expect(res.body.message).toEqual(message);
        expect(await lectureCount()).toBe(before);
        expect(storedFiles()).toEqual(files);
      },
    );

    it('replaces the sessions on edit, keeps them when absent, and checks them against a new period', async () => {
      const id = await created({ ...FIELDS, sessions: JSON.stringify(SESSIONS) });
      await put(id).send({ title: '제목만' }).expect(200);
      expect((await adminView(id)).sessions).toEqual(SORTED);

      const same = await put(id).send({ sessions: SORTED }).expect(400);
      expect(same.body.message).toBe('변경된 내용이 없습니다.');

      const moved = await put(id).send({ lec_period_end: '2026-12-10' }).expect(400);
      expect(moved.body.message).toBe(
        '일정의 날짜(2026-12-11)가 강의 기간(2026-12-10 ~ 2026-12-10) 밖에 있습니다. 강의 기간이나 일정을 고쳐 주세요.',
      );
      expect((await adminView(id)).lec_period_end).toBe('2026-12-11');

      // Shortening the period and dropping that day together is one consistent edit.
      await put(id)
        .field('lec_period_end', '2026-12-10')
        .field('sessions', JSON.stringify(SORTED.slice(0, 2)))
        .expect(200);
      expect(await adminView(id)).toMatchObject({
        lec_period_end: '2026-12-10',
        sessions: SORTED.slice(0, 2),
      });
      const events = await t.dataSource.query(
        `SELECT after FROM audit_event WHERE target = $1 AND action = 'lecture.update' ORDER BY id DESC LIMIT 1`,
        [`lecture:${id}`],
      );
      expect(JSON.stringify(events[0].after)).toContain(
        '2026-12-10 09:30~12:00, 2026-12-10 14:00~16:30',
      );

      // The public page's cached answer follows a change of the sessions alone.
      expect((await publicView(id)).sessions).toEqual(SORTED.slice(0, 2));
      await put(id).send({ sessions: [] }).expect(200);
      expect((await adminView(id)).sessions).toEqual([]);
      expect((await publicView(id)).sessions).toEqual([]);
    });

    it('copies a past lecture: a new lecture may share its banner, which outlives the original', async () => {
      const original = await created({ ...FIELDS, sessions: JSON.stringify(SESSIONS) });
      const banner = (await adminView(original)).file_name as string;
      const copy = await createForm(
        { ...FIELDS, title: '부모 마음 특강 (2기)', image_from: String(original) },
        null,
      ).expect(201);
      const copied = await adminView(copy.body.id);
      expect(copied).toMatchObject({ title: '부모 마음 특강 (2기)', file_name: banner });

      await t.http.delete(`/api/admin/lecture/${original}`).set('Authorization', auth).expect(200);
      expect(storedFiles()).toContain(banner);
      await t.http.get(`/api/upload/lectureFiles/${banner}`).expect(200);

      const missing = await createForm({ ...FIELDS, image_from: '999999' }, null).expect(400);
      expect(missing.body.message).toBe(
        '복사한 강의의 배너 이미지를 찾을 수 없습니다. 이미지를 올려 주세요.',
      );
      const bad = await createForm({ ...FIELDS, image_from: 'abc' }, null).expect(400);
      expect(bad.body.message).toEqual(['복사할 강의가 올바르지 않습니다.']);
    });
  });

  describe('delete', () => {
    const del = (id: number) =>
      t.http.delete(`/api/admin/lecture/${id}`).set('Authorization', auth);

    it('removes a lecture without applications: row, fees and banner file', async () => {
      const id = await created();
      const { lecture } = await snapshot(id);
      const res = await del(id).expect(200);
      expect(res.body).toEqual({ result: 'deleted', message: '강의가 삭제되었습니다.' });
      expect(await t.dataSource.getRepository(Lecture).existsBy({ id })).toBe(false);
      expect(await t.dataSource.getRepository(LectureFee).countBy({ lecture_id: id })).toBe(0);
      expect(storedFiles()).not.toContain(lecture.file_name);
      await del(id).expect(404);
    });

    it('keeps a banner another lecture still names', async () => {
      const id = await created();
      const { lecture } = await snapshot(id);
      const twin = await createLecture(t.dataSource, { file_name: lecture.file_name });
      await del(id).expect(200);
      expect(storedFiles()).toContain(lecture.file_name);
      expect(statSync(join(lectureFiles, lecture.file_name)).size).toBe(
        (await storedForm(PNG)).bytes.length,
      );
      await del(twin.id).expect(200);
      expect(storedFiles()).not.toContain(lecture.file_name);
    });

    it('archives a lecture with applications: hidden from the public and from applying, kept for the admin', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      const { agent, applicationId } = await apply(t, lecture.id);
      await pay(applicationId, agent);
      const body = await applicationBody(t, lecture.id, {
        applicant: { ...APPLICANT, email: 'late@example.com' },
      });

      const res = await del(lecture.id).expect(200);
      expect(res.body).toEqual({
        result: 'archived',
        message:
          '신청자가 있어 강의를 삭제하지 않고 숨겼습니다. 신청자와 결제 내역은 그대로 보관됩니다.',
      });

      const list = (await t.http.get('/api/lecture/list').expect(200)).body as { id: number }[];
      expect(list.map((l) => l.id)).not.toContain(lecture.id);
      expect((await t.http.get(`/api/lecture/${lecture.id}`).expect(404)).body.message).toBe(
        '강의를 찾을 수 없습니다.',
      );
      await t.http.get(`/api/lecture/fee/${lecture.id}`).expect(404);
      const refused = await t.http.post('/api/lecture/application/data').send(body).expect(404);
      expect(refused.body.message).toBe('강의를 찾을 수 없습니다.');

      const adminList = (
        await t.http.get('/api/admin/lecture/list').set('Authorization', auth).expect(200)
      ).body;
      expect(adminList.find((row: { id: number }) => row.id === lecture.id)).toMatchObject({
        archived: true,
        applicant_count: 1,
      });
      const detail = (
        await t.http.get(`/api/admin/lecture/${lecture.id}`).set('Authorization', auth).expect(200)
      ).body;
      expect(detail.archived).toBe(true);
      const applicants = (
        await t.http
          .get(`/api/admin/lecture/applicant/${lecture.id}`)
          .set('Authorization', auth)
          .expect(200)
      ).body;
      expect(applicants).toEqual([
        expect.objectContaining({ id: applicationId, payment_status: 'Y' }),
      ]);
      expect(
        await t.dataSource.getRepository(Payment).countBy({ application_id: applicationId }),
      ).toBe(1);
      expect(await t.dataSource.getRepository(LectureFee).countBy({ lecture_id: lecture.id })).toBe(
        2,
      );
      // Deleting again answers the same; the row stays.
      expect((await del(lecture.id).expect(200)).body.result).toBe('archived');
    });

    // PGlite runs one transaction at a time, so the race only exists on a PostgreSQL server; the
    // embedded run does not register it (CI counts a skipped test as a failure).
    const onServer = process.env.DATABASE_URL ? it : () => undefined;
    onServer(
      'refuses an application that raced an archive: it waits for the lock, then sees the archive',
      async () => {
        const lecture = await createOpenLecture(t.dataSource);
        await apply(t, lecture.id);
        const body = await applicationBody(t, lecture.id, {
          applicant: { ...APPLICANT, email: 'racer@example.com' },
        });
        const admin = t.dataSource.createQueryRunner();
        await admin.connect();
        try {
          await admin.startTransaction();
          await admin.query('SELECT id FROM lecture WHERE id = $1 FOR UPDATE', [lecture.id]);
          const racing = t.http
            .post('/api/lecture/application/data')
            .send(body)
            .then((res) => res);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await admin.query('UPDATE lecture SET archived_at = now() WHERE id = $1', [lecture.id]);
          await admin.commitTransaction();
          const res = await racing;
          expect(res.status).toBe(404);
          expect(res.body.message).toBe('강의를 찾을 수 없습니다.');
        } finally {
          await admin.release();
        }
        expect(
          await t.dataSource.getRepository(Application).countBy({ lecture_id: lecture.id }),
        ).toBe(1);
      },
    );
  });
});
