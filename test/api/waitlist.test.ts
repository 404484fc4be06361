// @engine waiting-list offers claimed once
import { Application } from '../../src/applications/application.entity';
import { ApplicationFee } from '../../src/applications/application-fee.entity';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { SeatEvents } from '../../src/seats';
import {
  WAITLIST_NOTIFIER,
  WaitlistJob,
  WaitlistOfferClaim,
  type WaitlistNotifier,
} from '../../src/waitlist';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { adminToken, bearer } from '../support/admin-session';
import { approveInCheckout, createOpenLecture, type InitAnswer } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import { lookUpWithCode, proveContact } from '../support/family-proof';

const HOUR = 60 * 60 * 1000;
const GUEST = { name: '대기자', contact: '010-2222-3333', birth: '1986-03-03' };

/** The waiting list: joining, offers in order, expiry passing on, offer links, my info, admin. */
describe('waiting list', () => {
  let t: TestApp;
  let auth: string;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.set(DEFAULT_NOW));

  /** An open lecture whose courses have these capacities, each filled by paid applications. */
  async function fullLecture(capacities: (number | null)[] = [1, 1]) {
    const lecture = await createOpenLecture(t.dataSource);
    const fees = await t.dataSource
      .getRepository(LectureFee)
      .find({ where: { lecture_id: lecture.id }, order: { id: 'ASC' } });
    const paid: number[] = [];
    for (const [index, capacity] of capacities.entries()) {
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = $1 WHERE id = $2`, [
        capacity,
        fees[index].id,
      ]);
      for (let seat = 0; seat < (capacity ?? 0); seat += 1) {
        paid.push(await paidApplication(lecture.id, fees[index].id));
      }
    }
    return { id: lecture.id, title: lecture.title, feeIds: fees.map((fee) => fee.id), paid };
  }

  async function paidApplication(lectureId: number, feeId: number): Promise<number> {
    people += 1;
    const saved = await t.dataSource.getRepository(Application).save({
      lecture_id: lectureId,
      applicant_name: '결제자',
      applicant_email: `paid${people}@example.com`,
      applicant_contact: '010-0000-0000',
      applicant_birth: '1980-01-01',
      total_amount: 50000,
      pay_method: 'CARD',
      payment_status: 'Y',
      created_at: t.clock.now(),
    });
    await t.dataSource
      .getRepository(ApplicationFee)
      .insert({ application_id: saved.id, lecture_fee_id: feeId, fee_type: 'x', amount: 50000 });
    return saved.id;
  }

  /** The paid application gives its seat back, and the app hears of it as after a refund. */
  async function freeSeat(applicationId: number, lectureId: number) {
    await t.dataSource.query(`UPDATE application SET payment_status = 'C' WHERE id = $1`, [
      applicationId,
    ]);
    t.running.app.get(SeatEvents).freed(lectureId);
  }

  function join(lectureId: number, feeIds: number[], email: string, agent = t.agent()) {
    return agent
      .post('/api/lecture/waitlist')
      .send({ lectureId, feeIds, applicant: { ...GUEST, email }, agree: true });
  }

  async function entries(lectureId: number) {
    return t.dataSource
      .getRepository(WaitlistEntry)
      .find({ where: { lecture_id: lectureId }, order: { id: 'ASC' } });
  }

  /** Polls until the freed-seat listener's pass has committed (it runs after the event). */
  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 100; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('condition not reached');
  }

  async function lookUp(email: string, birth = GUEST.birth) {
    const agent = t.agent();
    await lookUpWithCode(t, agent, { email, birth });
    return agent;
  }

  /** Applies in a browser of its own for `feeIds` (the first course by default), with an offer's token if given. */
  function applyAs(
    lecture: { id: number; feeIds: number[] },
    email: string,
    feeIds = [lecture.feeIds[0]],
    offerToken?: string,
  ) {
    return t
      .agent()
      .post('/api/lecture/application/data')
      .send({
        applicant: { ...GUEST, email, agree: true },
        lectureId: lecture.id,
        lectureTitle: '테스트 강의',
        selectedFees: feeIds.map((id) => ({ id })),
        // 50,000 and 30,000 won (createLecture's two courses).
        totalAmount: feeIds.length === 1 ? 50000 : 80000,
        payMethod: '카드',
        ...(offerToken === undefined ? {} : { offerToken }),
      });
  }

  describe('joining', () => {
    it('queues a guest for each full course in order, answering 1-based positions', async () => {
      const lecture = await fullLecture();
      const first = await join(lecture.id, lecture.feeIds, 'first@example.com').expect(200);
      expect(first.body).toEqual({
        state: 0,
        entries: [
          { id: expect.any(Number), fee_id: lecture.feeIds[0], position: 1 },
          { id: expect.any(Number), fee_id: lecture.feeIds[1], position: 1 },
        ],
      });
      const second = await join(lecture.id, [lecture.feeIds[1]], 'SECOND@Example.com').expect(200);
      expect(second.body.entries).toEqual([
        { id: expect.any(Number), fee_id: lecture.feeIds[1], position: 2 },
      ]);
      const stored = await entries(lecture.id);
      expect(stored.map((entry) => [entry.applicant_email, entry.status])).toEqual([
        ['first@example.com', 'WAITING'],
        ['first@example.com', 'WAITING'],
        ['second@example.com', 'WAITING'],
      ]);
      expect(stored[0].created_at.toISOString()).toBe(new Date(DEFAULT_NOW).toISOString());
    });

    it('refuses a course with free seats, a closed or unknown lecture, a future birth date', async () => {
      const lecture = await fullLecture([1, 3]);
      // Both courses are full; one seat of the second is added, so it can be applied for.
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = 4 WHERE id = $1`, [
        lecture.feeIds[1],
      ]);
      const free = await join(lecture.id, lecture.feeIds, 'free@example.com').expect(400);
      expect(free.body.message).toBe('바로 신청할 수 있는 강의입니다. 신청하기를 이용해 주세요.');
      // Unlimited is never full.
      const unlimited = await createOpenLecture(t.dataSource);
      const [fee] = await t.dataSource.getRepository(LectureFee).findBy({
        lecture_id: unlimited.id,
      });
      await join(unlimited.id, [fee.id], 'free@example.com').expect(400);

      const closed = await createLecture(t.dataSource);
      const [closedFee] = await t.dataSource.getRepository(LectureFee).findBy({
        lecture_id: closed.id,
      });
      const refused = await join(closed.id, [closedFee.id], 'free@example.com').expect(400);
      expect(refused.body.message).toBe('지금은 이 강의의 신청 기간이 아닙니다.');
      await join(999_999, [closedFee.id], 'free@example.com').expect(404);
      // A course of another lecture.
      await join(lecture.id, [closedFee.id], 'free@example.com').expect(400);
      await t
        .agent()
        .post('/api/lecture/waitlist')
        .send({
          lectureId: lecture.id,
          feeIds: [lecture.feeIds[0]],
          applicant: { ...GUEST, email: 'free@example.com', birth: '2026-11-23' },
          agree: true,
        })
        .expect(400);
      expect(await entries(lecture.id)).toEqual([]);
    });

    it('refuses to queue until the opening minute (Seoul), and queues from that minute', async () => {
      const lecture = await fullLecture([1]);
      await t.dataSource.query(
        `UPDATE lecture SET reg_period_start = '2026-11-22', reg_start_time = '10:00' WHERE id = $1`,
        [lecture.id],
      );
      t.clock.set('2026-11-22T00:59:00Z'); // 09:59 in Seoul
      const early = await join(lecture.id, [lecture.feeIds[0]], 'early@example.com').expect(400);
      expect(early.body.message).toBe('지금은 이 강의의 신청 기간이 아닙니다.');
      t.clock.set('2026-11-22T01:00:00Z'); // 10:00 in Seoul
      await join(lecture.id, [lecture.feeIds[0]], 'early@example.com').expect(200);
      expect((await entries(lecture.id)).map((entry) => entry.applicant_email)).toEqual([
        'early@example.com',
      ]);
    });

    let provenBrowsers = 0;
    /** A browser that proved the e-mail with a code (/login). */
    async function provenFor(email: string) {
      provenBrowsers += 1;
      const agent = t.agent();
      await proveContact(
        t,
        agent,
        { email },
        {
          headers: { 'X-Forwarded-For': `198.51.100.${provenBrowsers}` },
        },
      );
      return agent;
    }

    it('refuses the proven family an e-mail that already holds a paid application to the lecture', async () => {
      const lecture = await fullLecture();
      const { applicant_email: email } = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: lecture.paid[0] });
      const refused = await join(
        lecture.id,
        [lecture.feeIds[1]],
        email.toUpperCase(),
        await provenFor(email),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('이미 이 강의에 신청한 이메일입니다.');
      expect(await entries(lecture.id)).toEqual([]);
    });

    it('answers the proven family -1 for the same e-mail and course again, storing nothing of the try', async () => {
      const lecture = await fullLecture();
      const family = await provenFor('twice@example.com');
      await join(lecture.id, [lecture.feeIds[0]], 'twice@example.com', family).expect(200);
      // Both courses: the first is a duplicate, so the second is not stored either.
      const again = await join(lecture.id, lecture.feeIds, 'Twice@example.com', family).expect(200);
      expect(again.body).toEqual({ state: -1 });
      expect((await entries(lecture.id)).map((entry) => entry.lecture_fee_id)).toEqual([
        lecture.feeIds[0],
      ]);
    });

    it('never lets a stranger’s entry with the e-mail keep the proven family out of the queue', async () => {
      const lecture = await fullLecture();
      const email = 'first.stranger@example.com';
      await join(lecture.id, [lecture.feeIds[0]], email).expect(200);
      const family = await join(lecture.id, [lecture.feeIds[0]], email, await provenFor(email));
      expect(family.body).toEqual({
        state: 0,
        entries: [{ id: expect.any(Number), fee_id: lecture.feeIds[0], position: 2 }],
      });
    });

    it('tells nobody else that an e-mail waits or applied: they join beside it (issue 32)', async () => {
      const lecture = await fullLecture();
      const { applicant_email: paidEmail } = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: lecture.paid[0] });
      const fresh = await join(lecture.id, [lecture.feeIds[1]], 'fresh.waiter@example.com').expect(
        200,
      );
      const applied = await join(lecture.id, [lecture.feeIds[1]], paidEmail).expect(200);
      await join(lecture.id, [lecture.feeIds[0]], 'queued.twice@example.com').expect(200);
      const waiting = await join(
        lecture.id,
        [lecture.feeIds[0]],
        'queued.twice@example.com',
      ).expect(200);
      for (const answer of [fresh, applied, waiting]) {
        expect(answer.body).toEqual({
          state: 0,
          entries: [
            { id: expect.any(Number), fee_id: expect.any(Number), position: expect.any(Number) },
          ],
        });
      }
      // The stranger's first entry keeps nobody from the queue: the family's stands behind it.
      expect(waiting.body.entries[0].position).toBe(2);
    });

    it('answers -1 to the browser that joined when it joins again; another browser joins beside it', async () => {
      const lecture = await fullLecture();
      const email = 'same.browser@example.com';
      const browser = t.agent();
      const first = await join(lecture.id, [lecture.feeIds[0]], email, browser).expect(200);
      expect(first.body.state).toBe(0);
      const again = await join(lecture.id, [lecture.feeIds[0]], email, browser).expect(200);
      expect(again.body).toEqual({ state: -1 });
      // Another course of the same lecture is a place of its own.
      const other = await join(lecture.id, [lecture.feeIds[1]], email, browser).expect(200);
      expect(other.body.state).toBe(0);
      // A browser that made nothing is told nothing: it stands behind.
      const elsewhere = await join(lecture.id, [lecture.feeIds[0]], email).expect(200);
      expect(elsewhere.body.entries[0].position).toBe(2);
      expect((await entries(lecture.id)).map((entry) => entry.lecture_fee_id)).toEqual([
        lecture.feeIds[0],
        lecture.feeIds[1],
        lecture.feeIds[0],
      ]);
    });

    it('stores exactly one entry of 20 simultaneous identical tries of the proven family; the others answer -1', async () => {
      const lecture = await fullLecture();
      const family = await provenFor('rush@example.com');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          join(lecture.id, lecture.feeIds, 'rush@example.com', family).expect(200),
        ),
      );
      const states = answers.map((answer) => answer.body.state as number);
      expect(states.filter((state) => state === 0)).toHaveLength(1);
      expect(states.filter((state) => state === -1)).toHaveLength(19);
      expect(await entries(lecture.id)).toHaveLength(2);
    });

    it('proves nothing by joining: my info opens with the code sent to the e-mail (issue 32)', async () => {
      const lecture = await fullLecture();
      const agent = t.agent();
      const joined = await join(lecture.id, [lecture.feeIds[0]], 'newcomer@example.com', agent);
      expect(joined.status).toBe(200);
      // Only the cookie that remembers this browser's own entries, read by joining alone.
      expect(joined.headers['set-cookie']).toEqual([
        expect.stringMatching(
          /^maeum_waitlist=[^;]+; Max-Age=\d+; Path=\/api\/lecture\/waitlist; .*HttpOnly; SameSite=Strict$/,
        ),
      ]);
      await agent.post('/api/guest/user-info').send({ email: 'newcomer@example.com' }).expect(401);

      const proven = await lookUp('newcomer@example.com');
      const info = await proven
        .post('/api/guest/user-info')
        .send({ email: 'newcomer@example.com' })
        .expect(200);
      expect(info.body.userInfo).toEqual({
        name: GUEST.name,
        email: 'newcomer@example.com',
        birth: GUEST.birth,
        contact: GUEST.contact,
      });
      expect(info.body.lectureInfos).toEqual([]);
      expect(info.body.waitlist).toEqual([
        {
          id: expect.any(Number),
          lectureId: lecture.id,
          lectureTitle: lecture.title,
          feeId: lecture.feeIds[0],
          feeType: '1회차 (12월 10일)',
          status: 'WAITING',
          position: 1,
          offerExpiresAt: null,
          offerUrl: null,
        },
      ]);
    });
  });

  describe('offers', () => {
    it('offers a freed seat to the first in line; an unused offer expires and passes on', async () => {
      const lecture = await fullLecture([1, null]);
      const [a, b, c] = ['a@example.com', 'b@example.com', 'c@example.com'];
      for (const email of [a, b, c]) await join(lecture.id, [lecture.feeIds[0]], email).expect(200);

      const notifier = t.running.app.get<WaitlistNotifier>(WAITLIST_NOTIFIER);
      const made = jest.spyOn(notifier, 'offerMade');
      const expired = jest.spyOn(notifier, 'offerExpired');
      await freeSeat(lecture.paid[0], lecture.id);
      await eventually(async () => made.mock.calls.length === 1);
      let queue = await entries(lecture.id);
      // The family is told through the notifier with its personal link (e-mail, 알림톡 later).
      expect(made).toHaveBeenCalledWith(
        expect.objectContaining({ id: queue[0].id, status: 'OFFERED' }),
        expect.stringMatching(new RegExp(`/lecture/offer/${queue[0].id}\\.[\\w-]{43}$`)),
      );
      expect(queue.map((entry) => entry.status)).toEqual(['OFFERED', 'WAITING', 'WAITING']);
      expect(queue[0].offered_at!.toISOString()).toBe(new Date(DEFAULT_NOW).toISOString());
      expect(queue[0].offer_expires_at!.getTime() - queue[0].offered_at!.getTime()).toBe(24 * HOUR);

      const job = t.running.app.get(WaitlistJob);
      // Still held an hour before it ends: the job changes nothing.
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 23 * HOUR));
      expect(await job.runOnce()).toEqual({ offered: 0, expired: 0 });

      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR));
      expect(await job.runOnce()).toEqual({ offered: 1, expired: 1 });
      queue = await entries(lecture.id);
      expect(queue.map((entry) => entry.status)).toEqual(['EXPIRED', 'OFFERED', 'WAITING']);
      expect(expired).toHaveBeenCalledWith(expect.objectContaining({ id: queue[0].id }));
      expect(made).toHaveBeenCalledTimes(2);
      made.mockRestore();
      expired.mockRestore();
      expect(queue[0].ended_at!.toISOString()).toBe(t.clock.now().toISOString());
      expect(queue[1].applicant_email).toBe(b);

      // A running job again offers nothing more: the one seat is held by b's offer.
      expect(await job.runOnce()).toEqual({ offered: 0, expired: 0 });
    });

    it('offers as many people as seats are free, never more, in id order per course', async () => {
      const lecture = await fullLecture([2, 1]);
      const emails = ['o1@example.com', 'o2@example.com', 'o3@example.com'];
      for (const email of emails) await join(lecture.id, lecture.feeIds, email).expect(200);
      // Two seats of the first course and none of the second free up.
      await t.dataSource.query(`UPDATE application SET payment_status = 'C' WHERE id = ANY($1)`, [
        lecture.paid.slice(0, 2),
      ]);
      expect(await t.running.app.get(WaitlistJob).runOnce()).toEqual({ offered: 2, expired: 0 });
      const offered = (await entries(lecture.id)).filter((entry) => entry.status === 'OFFERED');
      expect(offered.map((entry) => [entry.applicant_email, entry.lecture_fee_id])).toEqual([
        ['o1@example.com', lecture.feeIds[0]],
        ['o2@example.com', lecture.feeIds[0]],
      ]);
    });
  });

  it('offers the seat of an unpaid application once its hold lapses (clock moved, job run)', async () => {
    const lecture = await fullLecture([null, null]);
    await t.dataSource.query(`UPDATE lecture_fee SET capacity = 1 WHERE id = $1`, [
      lecture.feeIds[0],
    ]);
    const held = await paidApplication(lecture.id, lecture.feeIds[0]);
    const until = new Date(new Date(DEFAULT_NOW).getTime() + 15 * 60_000);
    await t.dataSource.query(
      `UPDATE application SET payment_status = 'N', seat_held_until = $2 WHERE id = $1`,
      [held, until],
    );
    await join(lecture.id, [lecture.feeIds[0]], 'lapse@example.com').expect(200);
    const job = t.running.app.get(WaitlistJob);
    t.clock.set(new Date(until.getTime() - 1));
    expect(await job.runOnce()).toEqual({ offered: 0, expired: 0 });
    t.clock.set(until);
    // Lapsed, not yet offered: the seat belongs to the queue, a newcomer is told it is full.
    const newcomer = await applyAs(lecture, 'ahead@example.com').expect(200);
    expect(newcomer.body).toEqual({ state: -2, fullFeeIds: [lecture.feeIds[0]] });
    expect(await job.runOnce()).toEqual({ offered: 1, expired: 0 });
    expect((await entries(lecture.id))[0].offered_at!.toISOString()).toBe(until.toISOString());
  });

  describe('offer links', () => {
    /** A full one-seat course, its seat offered to `email`; answers the offer's token. */
    async function offered(email: string) {
      const lecture = await fullLecture([1, null]);
      await join(lecture.id, [lecture.feeIds[0]], email).expect(200);
      await t.dataSource.query(`UPDATE application SET payment_status = 'C' WHERE id = $1`, [
        lecture.paid[0],
      ]);
      await t.running.app.get(WaitlistJob).runOnce();
      const agent = await lookUp(email);
      const info = await agent.post('/api/guest/user-info').send({ email }).expect(200);
      const [entry] = info.body.waitlist;
      expect(entry.status).toBe('OFFERED');
      expect(entry.position).toBeNull();
      expect(entry.offerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lecture\/offer\/\d+\.[\w-]{43}$/);
      const token = String(entry.offerUrl).split('/lecture/offer/')[1];
      return { lecture, token, entryId: entry.id as number };
    }

    function claim(
      token: string,
      input: { lectureId: number; email: string; feeIds: number[]; birth?: string },
    ) {
      const claims = t.running.app.get(WaitlistOfferClaim);
      return t.dataSource.transaction(async (manager) => {
        const result = await claims.claim(manager, token, {
          birth: GUEST.birth,
          ...input,
          now: t.clock.now(),
        });
        return typeof result === 'string' ? result : result.entryId;
      });
    }

    it('shows the open offer; a tampered or unknown link is 404', async () => {
      const { lecture, token, entryId } = await offered('link@example.com');
      const page = await t.http.get(`/api/lecture/offer/${token}`).expect(200);
      expect(page.body).toEqual({
        entryId,
        lectureId: lecture.id,
        lectureTitle: lecture.title,
        participant: 'APPLICANT',
        fee: { id: lecture.feeIds[0], fee_type: '1회차 (12월 10일)', amount: 50000 },
        // No birth date: it is what the guest lookup asks for, and the link may be forwarded.
        applicant: { name: GUEST.name, contact: GUEST.contact, email: 'link@example.com' },
        expiresAt: new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR).toISOString(),
      });
      const [id, mac] = token.split('.');
      const flipped = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      for (const bad of [flipped, `${Number(id) + 1}.${mac}`, 'nonsense', `${id}.short`]) {
        const res = await t.http.get(`/api/lecture/offer/${bad}`).expect(404);
        expect(res.body.message).toBe('유효하지 않은 대기 제안 링크입니다.');
      }
    });

    it('is used once, only with the e-mail that waited and the offered course', async () => {
      const { lecture, token, entryId } = await offered('owner@example.com');
      const input = {
        lectureId: lecture.id,
        email: 'owner@example.com',
        feeIds: [lecture.feeIds[0]],
      };
      await expect(claim(token, { ...input, email: 'thief@example.com' })).rejects.toMatchObject({
        status: 403,
        message: '대기 신청하신 이메일로만 신청할 수 있습니다.',
      });
      await expect(claim(token, { ...input, feeIds: lecture.feeIds })).rejects.toMatchObject({
        status: 400,
      });
      await expect(claim(token, { ...input, birth: '1990-01-01' })).rejects.toMatchObject({
        status: 403,
        message: '대기 신청하실 때 입력하신 생년월일을 입력해 주세요.',
      });
      await expect(claim(token, { ...input, lectureId: lecture.id + 1 })).resolves.toBe('invalid');
      // Nothing above changed the offer.
      expect((await entries(lecture.id))[0].status).toBe('OFFERED');

      await expect(claim(token, input)).resolves.toBe(entryId);
      const [used] = await entries(lecture.id);
      expect([used.status, used.ended_at?.toISOString()]).toEqual([
        'APPLIED',
        new Date(DEFAULT_NOW).toISOString(),
      ]);
      await expect(claim(token, input)).resolves.toBe('gone');
      const gone = await t.http.get(`/api/lecture/offer/${token}`).expect(410);
      expect(gone.body.message).toBe('만료되었거나 이미 사용된 대기 제안입니다.');
    });

    /** POST /api/lecture/application/data through the offer, with the offered course. */
    function applyWithOffer(
      lecture: { id: number; feeIds: number[] },
      token: string,
      email: string,
      feeIds = [lecture.feeIds[0]],
    ) {
      return applyAs(lecture, email, feeIds, token);
    }

    async function applicationsOf(lectureId: number) {
      return t.dataSource
        .getRepository(Application)
        .find({ where: { lecture_id: lectureId, payment_status: 'N' } });
    }

    it('applies through the offer into the held seat once; other e-mails and reuse hold nothing', async () => {
      const { lecture, token, entryId } = await offered('apply@example.com');
      // The seat is held for the offer: a newcomer is told the course is full.
      const newcomer = await applyAs(lecture, 'newcomer2@example.com').expect(200);
      expect(newcomer.body).toEqual({ state: -2, fullFeeIds: [lecture.feeIds[0]] });

      const other = await applyWithOffer(lecture, token, 'other@example.com').expect(403);
      expect(other.body.message).toBe('대기 신청하신 이메일로만 신청할 수 있습니다.');
      const both = await applyWithOffer(lecture, token, 'apply@example.com', lecture.feeIds);
      expect([both.status, both.body.message]).toEqual([
        400,
        '대기 제안을 받은 강의만 신청할 수 있습니다.',
      ]);
      // Another last character (never the same one: that would be the real token).
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      await applyWithOffer(lecture, tampered, 'apply@example.com').expect(404);
      expect(await applicationsOf(lecture.id)).toEqual([]);

      const used = await applyWithOffer(lecture, token, 'APPLY@example.com').expect(200);
      expect(used.body).toEqual({ state: 0, applicationId: expect.any(Number) });
      const [entry] = await entries(lecture.id);
      expect([entry.id, entry.status, entry.application_id]).toEqual([
        entryId,
        'APPLIED',
        used.body.applicationId,
      ]);
      const again = await applyWithOffer(lecture, token, 'apply@example.com').expect(410);
      expect(again.body.message).toBe('만료되었거나 이미 사용된 대기 제안입니다.');
      expect((await applicationsOf(lecture.id)).map((row) => row.id)).toEqual([
        used.body.applicationId,
      ]);
    });

    it('applies nothing with an expired offer', async () => {
      const { lecture, token } = await offered('expired@example.com');
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR + 1));
      await applyWithOffer(lecture, token, 'expired@example.com').expect(410);
      expect(await applicationsOf(lecture.id)).toEqual([]);
      expect((await entries(lecture.id))[0].status).toBe('OFFERED');
    });

    it('is gone once expired, even before the job has marked it', async () => {
      const { lecture, token } = await offered('late@example.com');
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR));
      await t.http.get(`/api/lecture/offer/${token}`).expect(410);
      const input = {
        lectureId: lecture.id,
        email: 'late@example.com',
        feeIds: [lecture.feeIds[0]],
      };
      await expect(claim(token, input)).resolves.toBe('gone');
      // My info no longer shows a link.
      const agent = await lookUp('late@example.com');
      const info = await agent.post('/api/guest/user-info').send({ email: 'late@example.com' });
      expect(info.body.waitlist[0]).toMatchObject({ status: 'EXPIRED', offerUrl: null });
    });
  });

  describe('my info and 대기 취소', () => {
    it('someone who joins with a family’s e-mail and their birth date opens nothing of it', async () => {
      const first = await fullLecture([1]);
      const second = await fullLecture([1]);
      await join(first.id, [first.feeIds[0]], 'owned@example.com').expect(200);
      await t
        .agent()
        .post('/api/lecture/waitlist')
        .send({
          lectureId: second.id,
          feeIds: [second.feeIds[0]],
          applicant: { ...GUEST, email: 'owned@example.com', birth: '1999-09-09' },
          agree: true,
        })
        .expect(200);
      const [familyEntry] = await entries(first.id);
      // The stranger's pair matches, but only sends a code to the family's e-mail.
      const stranger = t.agent();
      const check = await stranger
        .post('/api/guest/user-check')
        .send({ email: 'owned@example.com', birth: '1999-09-09' })
        .expect(200);
      expect(check.body).toMatchObject({ state: 1, proven: false });
      await stranger.post('/api/guest/user-info').send({}).expect(401);
      await stranger
        .post('/api/guest/waitlist/cancel')
        .send({ entryId: familyEntry.id })
        .expect(401);
      expect((await entries(first.id))[0].status).toBe('WAITING');
    });

    it('a proven e-mail sees and cancels every entry made with it, and nothing of another e-mail', async () => {
      const lecture = await fullLecture();
      await join(lecture.id, [lecture.feeIds[0]], 'mine@example.com').expect(200);
      // A minute later someone else joins with the same e-mail and their own birth date.
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 60_000));
      await t
        .agent()
        .post('/api/lecture/waitlist')
        .send({
          lectureId: lecture.id,
          feeIds: [lecture.feeIds[1]],
          applicant: { ...GUEST, email: 'mine@example.com', birth: '1999-09-09' },
          agree: true,
        })
        .expect(200);
      await join(lecture.id, [lecture.feeIds[0]], 'stranger@example.com').expect(200);
      const [mine, squatter, strangers] = await entries(lecture.id);
      const ids = (res: { body: { waitlist: { id: number }[] } }) =>
        res.body.waitlist.map((entry) => entry.id);

      // The lookup knows people who only wait: the right birth date proves them, others not.
      await t.http
        .post('/api/guest/user-check')
        .send({ email: 'stranger@example.com', birth: '1990-01-01' })
        .expect(200, { state: 0 });
      await t.http
        .post('/api/guest/user-check')
        .send({ email: 'nobody@example.com', birth: GUEST.birth })
        .expect(200, { state: -1 });

      // Another e-mail's guest sees and cancels nothing of them.
      const stranger = await lookUp('stranger@example.com');
      const theirs = await stranger
        .post('/api/guest/user-info')
        .send({ email: 'stranger@example.com' });
      expect(ids(theirs)).toEqual([strangers.id]);
      for (const id of [mine.id, squatter.id]) {
        const res = await stranger.post('/api/guest/waitlist/cancel').send({ entryId: id });
        expect([res.status, res.body.message]).toEqual([404, '대기 내역을 찾을 수 없습니다.']);
      }
      await t.http.post('/api/guest/waitlist/cancel').send({ entryId: mine.id }).expect(401);

      // Whoever proves the e-mail sees every entry made with it and can free the queue.
      const owner = await lookUp('mine@example.com');
      const info = await owner.post('/api/guest/user-info').send({ email: 'mine@example.com' });
      expect(ids(info)).toEqual([squatter.id, mine.id]);
      // An offer to an entry made with the e-mail shows its link to the e-mail's prover.
      await t.dataSource.query(
        `UPDATE waitlist_entry SET status = 'OFFERED', offered_at = $2, offer_expires_at = $3
          WHERE id = $1`,
        [squatter.id, t.clock.now(), new Date(t.clock.now().getTime() + HOUR)],
      );
      const offeredInfo = await owner
        .post('/api/guest/user-info')
        .send({ email: 'mine@example.com' });
      expect(offeredInfo.body.waitlist[0].status).toBe('OFFERED');
      expect(offeredInfo.body.waitlist[0].offerUrl).toMatch(/\/lecture\/offer\//);
      await owner.post('/api/guest/waitlist/cancel').send({ entryId: squatter.id }).expect(200);

      await owner.post('/api/guest/waitlist/cancel').send({ entryId: mine.id }).expect(200, {
        state: 0,
      });
      const again = await owner.post('/api/guest/waitlist/cancel').send({ entryId: mine.id });
      expect([again.status, again.body.message]).toEqual([409, '이미 종료된 대기입니다.']);
      expect((await entries(lecture.id)).map((entry) => entry.status)).toEqual([
        'CANCELLED',
        'CANCELLED',
        'WAITING',
      ]);
      // The stranger moved up.
      const after = await stranger
        .post('/api/guest/user-info')
        .send({ email: 'stranger@example.com' });
      expect(after.body.waitlist[0].position).toBe(1);
    });

    it('cancelling an offer passes its seat to the next person', async () => {
      const lecture = await fullLecture([1, null]);
      await join(lecture.id, [lecture.feeIds[0]], 'p1@example.com').expect(200);
      await join(lecture.id, [lecture.feeIds[0]], 'p2@example.com').expect(200);
      await freeSeat(lecture.paid[0], lecture.id);
      await eventually(async () => (await entries(lecture.id))[0].status === 'OFFERED');
      const owner = await lookUp('p1@example.com');
      const [first] = await entries(lecture.id);
      await owner.post('/api/guest/waitlist/cancel').send({ entryId: first.id }).expect(200);
      await eventually(async () => (await entries(lecture.id))[1].status === 'OFFERED');
      expect((await entries(lecture.id)).map((entry) => entry.status)).toEqual([
        'CANCELLED',
        'OFFERED',
      ]);
    });
  });

  it('journey: the centre cancels a paid seat, the waiting guest is offered it, applies and pays', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    const [fee] = await t.dataSource
      .getRepository(LectureFee)
      .find({ where: { lecture_id: lecture.id }, order: { id: 'ASC' } });
    await t.dataSource.query(`UPDATE lecture_fee SET capacity = 1 WHERE id = $1`, [fee.id]);
    const selectedFees = [{ id: fee.id }];
    const body = (email: string, extra: Record<string, unknown> = {}) => ({
      applicant: { ...GUEST, email, agree: true },
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      selectedFees,
      totalAmount: 50000,
      payMethod: '카드',
      ...extra,
    });
    async function pay(agent: ReturnType<TestApp['agent']>, applicationId: number) {
      const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
        .body as InitAnswer;
      const approved = await approveInCheckout(t, init);
      await t.http
        .post('/api/payments/verify')
        .send({ ...approved, applicationId })
        .expect(200);
    }

    // Another family takes and pays the only seat.
    const first = t.agent();
    const taken = await first
      .post('/api/lecture/application/data')
      .send(body('family@example.com'))
      .expect(200);
    await pay(first, taken.body.applicationId);
    const full = await t
      .agent()
      .post('/api/lecture/application/data')
      .send(body('waiting@example.com'))
      .expect(200);
    expect(full.body).toEqual({ state: -2, fullFeeIds: [fee.id] });

    // The guest joins the list; my info opens with the code sent to the e-mail.
    await join(lecture.id, [fee.id], 'waiting@example.com').expect(200);
    const guest = await lookUp('waiting@example.com');

    await t.http
      .post(`/api/admin/application/${taken.body.applicationId}/cancel`)
      .set('Authorization', auth)
      .send({ reason: '가족 사정' })
      .expect(200);
    await eventually(async () => (await entries(lecture.id))[0].status === 'OFFERED');

    const info = await guest
      .post('/api/guest/user-info')
      .send({ email: 'waiting@example.com' })
      .expect(200);
    const token = String(info.body.waitlist[0].offerUrl).split('/lecture/offer/')[1];
    const offer = await t.http.get(`/api/lecture/offer/${token}`).expect(200);
    expect(offer.body.fee.id).toBe(fee.id);

    const applied = await guest
      .post('/api/lecture/application/data')
      .send(body('waiting@example.com', { offerToken: token }))
      .expect(200);
    expect(applied.body.state).toBe(0);
    await pay(guest, applied.body.applicationId);

    const after = await guest
      .post('/api/guest/user-info')
      .send({ email: 'waiting@example.com' })
      .expect(200);
    expect(after.body.lectureInfos).toEqual([
      expect.objectContaining({
        applicationId: applied.body.applicationId,
        paymentStatus: 'Y',
      }),
    ]);
    expect(after.body.waitlist).toEqual([
      expect.objectContaining({ status: 'APPLIED', position: null, offerUrl: null }),
    ]);
    // The link is spent.
    await t.http.get(`/api/lecture/offer/${token}`).expect(410);
  });

  describe('back office', () => {
    it('lists the queue, offers by hand only with a free seat, removes, exports the CSV', async () => {
      const lecture = await fullLecture([1, null]);
      for (const email of ['q1@example.com', 'q2@example.com', 'q3@example.com']) {
        await join(lecture.id, [lecture.feeIds[0]], email).expect(200);
      }
      const [q1, q2, q3] = await entries(lecture.id);
      const list = await t.http
        .get(`/api/admin/lecture/${lecture.id}/waitlist`)
        .set('Authorization', auth)
        .expect(200);
      expect(
        list.body.map((row: { id: number; position: number; status: string }) => [
          row.id,
          row.position,
          row.status,
        ]),
      ).toEqual([
        [q1.id, 1, 'WAITING'],
        [q2.id, 2, 'WAITING'],
        [q3.id, 3, 'WAITING'],
      ]);
      expect(list.body[0]).toMatchObject({
        feeId: lecture.feeIds[0],
        name: GUEST.name,
        email: 'q****@example.com',
        contact: '010-****-3333',
        offerUrl: null,
      });

      const full = await t.http
        .post(`/api/admin/waitlist/${q3.id}/offer`)
        .set('Authorization', auth)
        .expect(409);
      expect(full.body.message).toBe('제안할 수 있는 빈 좌석이 없습니다.');

      // A seat frees without news reaching the list (e.g. on another replica): the centre
      // offers it to the third person, out of order.
      await t.dataSource.query(`UPDATE application SET payment_status = 'C' WHERE id = $1`, [
        lecture.paid[0],
      ]);
      await t.http
        .post(`/api/admin/waitlist/${q3.id}/offer`)
        .set('Authorization', auth)
        .expect(200);
      await t.http
        .post(`/api/admin/waitlist/${q3.id}/offer`)
        .set('Authorization', auth)
        .expect(409);
      const offeredRow = (
        await t.http.get(`/api/admin/lecture/${lecture.id}/waitlist`).set('Authorization', auth)
      ).body[2];
      expect(offeredRow.status).toBe('OFFERED');
      expect(offeredRow.offerUrl).toMatch(/\/lecture\/offer\/\d+\./);

      // Removing the offered person frees the seat for the first in line.
      await t.http.delete(`/api/admin/waitlist/${q3.id}`).set('Authorization', auth).expect(200);
      await eventually(async () => (await entries(lecture.id))[0].status === 'OFFERED');
      await t.http.delete(`/api/admin/waitlist/${q3.id}`).set('Authorization', auth).expect(409);
      await t.http.delete(`/api/admin/waitlist/999999`).set('Authorization', auth).expect(404);
      await t.http.post(`/api/admin/waitlist/999999/offer`).set('Authorization', auth).expect(404);
      // Registration over: applying through an offer would be refused, so none is made.
      t.clock.set('2026-12-01T03:00:00Z');
      const closed = await t.http
        .post(`/api/admin/waitlist/${q2.id}/offer`)
        .set('Authorization', bearer(await adminToken(t)))
        .expect(409);
      expect(closed.body.message).toBe('신청 기간이 아닌 강의에는 좌석을 제안할 수 없습니다.');
      t.clock.set(DEFAULT_NOW);
      await t.http.get(`/api/admin/lecture/999999/waitlist`).set('Authorization', auth).expect(404);

      const csv = await t.http
        .get(`/api/admin/applicants.csv?lectureId=${lecture.id}`)
        .set('Authorization', auth)
        .expect(200);
      const lines = String(csv.text)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^"※ 개인정보가 포함된 파일입니다\./);
      expect(lines[1]).toBe(
        '강의명,이름,연락처,이메일,생년월일,결제 상태,총 금액,선택 강의,신청일시,참여 자녀,자녀 학년,법정대리인',
      );
      const waiting = lines.filter((line) => /,q\d@example\.com,/.test(line));
      expect(waiting.map((line) => line.split(',')[5])).toEqual(['제안됨', '대기중', '삭제됨']);
      expect(waiting[0].split(',')).toHaveLength(12);
    });
  });
});
