import { AuditEvent } from '../../src/audit/audit-event.entity';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../../src/config/site.config';
import { SiteSettings } from '../../src/site';
import { adminToken, bearer } from '../support/admin-session';
import { PNG } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The centre's details and page texts in PostgreSQL (issue 20): seeded once from
 * SITE_CONFIG_FILE, edited in the back office with validation, read by every page and message
 * as they are now, without a query per public request.
 */
describe('site settings', () => {
  let t: TestApp;
  let auth: string;

  /** What the file holds for this deployment: the first start's seed. */
  const SEED: SiteConfig = {
    ...DEFAULT_SITE_CONFIG,
    name: '햇살 아동상담센터',
    phone: '031-555-1234',
    businessNumber: '124-81-00998',
  };

  beforeAll(async () => {
    t = await startTestApp({ site: SEED });
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const stored = async () =>
    (await t.http.get('/api/admin/site').set('Authorization', auth).expect(200))
      .body as SiteConfig & {
      updatedAt: string;
    };
  const siteRows = () =>
    t.dataSource
      .getRepository(AuditEvent)
      .find({ where: { kind: 'SITE_SETTINGS' }, order: { id: 'ASC' } });

  /** Every setting as the form sends it: what is stored now, with `changes` over it. */
  async function form(changes: Partial<Record<keyof SiteConfig, unknown>> = {}) {
    const { updatedAt: _updatedAt, ...settings } = await stored();
    return { ...settings, ...changes };
  }

  /** The settings as stored now, typed, to build a form from. */
  async function settingsNow(): Promise<SiteConfig> {
    const { updatedAt: _updatedAt, ...settings } = await stored();
    return settings;
  }

  function save(body: object) {
    return t.http.put('/api/admin/site').set('Authorization', auth).send(body);
  }

  it('seeds the empty table from the file on the first start', async () => {
    const site = (await t.http.get('/api/site').expect(200)).body;
    expect(site).toMatchObject({ name: '햇살 아동상담센터', phone: '031-555-1234' });
    expect(site.testPayments).toBe(false);
    expect(site.retention).toEqual(expect.objectContaining({ paidDays: expect.any(Number) }));
    const { updatedAt: _updatedAt, ...settings } = await stored();
    expect(settings).toEqual(SEED);
  });

  it('never seeds again once there are settings: later starts read the database', async () => {
    const other = { ...DEFAULT_SITE_CONFIG, name: '다른 파일의 이름' };
    expect(await t.running.app.get(SiteSettings).seedIfEmpty(other)).toBe('skipped');
    expect((await stored()).name).toBe('햇살 아동상담센터');
    expect((await t.http.get('/api/site')).body.name).toBe('햇살 아동상담센터');
  });

  it('answers 401 without a token', async () => {
    await t.http.get('/api/admin/site').expect(401);
    await t.http.put('/api/admin/site').send(SEED).expect(401);
  });

  it('saves an edit that GET /api/site and the messages show at once, with one audit row', async () => {
    // Read (and cached) first: the change must show anyway.
    const before = await t.http.get('/api/site').expect(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    const res = await save(
      await form({
        phone: '02-987-6543',
        directions: { ...SEED.directions, metro: '지하철 5호선 강동역 1번 출구' },
        introduction: { title: '센터 이야기', paragraphs: ['첫 문단', '둘째 문단'] },
      }),
    ).expect(200);
    expect(res.body).toMatchObject({ phone: '02-987-6543', name: '햇살 아동상담센터' });

    const site = (await t.http.get('/api/site').expect(200)).body;
    expect(site.phone).toBe('02-987-6543');
    expect(site.directions.metro).toBe('지하철 5호선 강동역 1번 출구');
    expect(site.introduction).toEqual({
      title: '센터 이야기',
      paragraphs: ['첫 문단', '둘째 문단'],
    });

    // The e-mails' footer reads the same settings (the back office's preview renders them).
    const previews = (
      await t.http.get('/api/admin/message-templates').set('Authorization', auth).expect(200)
    ).body as { email: { text: string } }[];
    expect(previews[0].email.text).toContain('02-987-6543');
    expect(previews[0].email.text).not.toContain('031-555-1234');

    const rows = await siteRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'site.update',
      admin_name: 'admin',
      before: {
        phone: '031-555-1234',
        'directions.metro': SEED.directions.metro,
        'introduction.title': SEED.introduction.title,
        'introduction.paragraphs': SEED.introduction.paragraphs,
      },
      after: {
        phone: '02-987-6543',
        'directions.metro': '지하철 5호선 강동역 1번 출구',
        'introduction.title': '센터 이야기',
        'introduction.paragraphs': ['첫 문단', '둘째 문단'],
      },
    });
    expect(Object.keys(rows[0].after!).sort()).toEqual(
      ['directions.metro', 'introduction.paragraphs', 'introduction.title', 'phone'].sort(),
    );
  });

  it('records nothing when nothing changed', async () => {
    const count = (await siteRows()).length;
    await save(await form()).expect(200);
    expect(await siteRows()).toHaveLength(count);
  });

  it('answers 304 to a browser that has the current answer', async () => {
    const first = await t.http.get('/api/site').expect(200);
    await t.http.get('/api/site').set('If-None-Match', first.headers.etag).expect(304);
  });

  describe('refuses a bad field with 400 naming it in Korean, changing nothing', () => {
    const cases: [string, Partial<Record<keyof SiteConfig, unknown>>, string][] = [
      [
        'an invalid phone',
        { phone: '02-12' },
        '대표 전화번호의 형식이 올바르지 않습니다. 예: 02-123-4567, 010-1234-5678, 1588-1234',
      ],
      [
        'a phone with letters',
        { phone: '02-CALL-NOW' },
        '대표 전화번호의 형식이 올바르지 않습니다.',
      ],
      ['an invalid fax', { fax: '1234' }, '팩스 번호의 형식이 올바르지 않습니다.'],
      ['an invalid e-mail', { email: 'contact@' }, '대표 이메일의 형식이 올바르지 않습니다.'],
      [
        "the privacy officer's e-mail",
        { privacyOfficer: { ...SEED.privacyOfficer, email: 'not-an-email' } },
        '개인정보 보호책임자 이메일의 형식이 올바르지 않습니다.',
      ],
      [
        "the privacy officer's phone",
        { privacyOfficer: { ...SEED.privacyOfficer, phone: '123' } },
        '개인정보 보호책임자 전화번호의 형식이 올바르지 않습니다.',
      ],
      [
        'a business number with a wrong check digit',
        { businessNumber: '124-81-00997' },
        '사업자등록번호가 올바르지 않습니다.',
      ],
      [
        'a business number too short',
        { businessNumber: '124-81-009' },
        '사업자등록번호가 올바르지 않습니다.',
      ],
      ['an empty name', { name: '   ' }, '센터 이름을(를) 입력해 주세요.'],
      ['an empty address', { address: '' }, '주소을(를) 입력해 주세요.'],
      ['an empty business number', { businessNumber: '' }, '사업자등록번호을(를) 입력해 주세요.'],
      [
        'a bus guide too long',
        { directions: { ...SEED.directions, bus: '버'.repeat(201) } },
        '버스 안내은(는) 200자 이하로 입력해 주세요.',
      ],
      [
        'a page without paragraphs',
        { support: { title: '고객지원', paragraphs: [] } },
        '고객지원 본문을(를) 한 문단 이상 입력해 주세요.',
      ],
      [
        'an empty paragraph',
        { introduction: { title: '센터소개', paragraphs: ['내용', '  '] } },
        '센터소개 본문에 빈 문단이 있습니다. 지우거나 채워 주세요.',
      ],
      [
        'a date that is not one',
        { privacyPolicyEffectiveDate: '2026-02-30' },
        '개인정보처리방침 시행일을 날짜(YYYY-MM-DD)로 입력해 주세요.',
      ],
      [
        'a missing group',
        { privacyOfficer: undefined },
        '개인정보 보호책임자을(를) 입력해 주세요.',
      ],
      [
        'a whole meta tag pasted as the Naver code',
        { searchVerification: { naver: '<meta name="x" content="abc">', google: '' } },
        '네이버 사이트 확인 코드에는 영문, 숫자, -, _ 만 입력해 주세요.',
      ],
      [
        'a Google code too long',
        { searchVerification: { naver: '', google: 'a'.repeat(101) } },
        '구글 사이트 확인 코드은(는) 100자 이하로 입력해 주세요.',
      ],
    ];

    it.each(cases)('%s', async (_name, changes, message) => {
      const before = await stored();
      const rows = (await siteRows()).length;
      const res = await save(await form(changes)).expect(400);
      expect(res.body.message).toEqual([expect.stringContaining(message)]);
      expect(await stored()).toEqual(before);
      expect(await siteRows()).toHaveLength(rows);
      expect((await t.http.get('/api/site')).body.phone).toBe(before.phone);
    });

    it('keeps the search engines’ codes, empty by default, and a form without them empties them', async () => {
      expect((await stored()).searchVerification).toEqual({ naver: '', google: '' });
      await save(
        await form({ searchVerification: { naver: ' 0a1b2c_d-E ', google: 'Gx-1_y' } }),
      ).expect(200);
      expect((await stored()).searchVerification).toEqual({
        naver: '0a1b2c_d-E',
        google: 'Gx-1_y',
      });
      expect((await t.http.get('/api/site')).body.searchVerification).toEqual({
        naver: '0a1b2c_d-E',
        google: 'Gx-1_y',
      });
      const { searchVerification: _codes, ...older } = await form();
      await save(older).expect(200);
      expect((await stored()).searchVerification).toEqual({ naver: '', google: '' });
    });

    it('refuses a setting that does not exist', async () => {
      const res = await save(await form({ colour: 'red' } as never)).expect(400);
      expect(res.body.message).toEqual(['허용되지 않은 항목입니다: colour']);
    });
  });

  it('accepts the numbers people write: mobile, 070, 1588, and a business number without dashes', async () => {
    await save(
      await form({
        phone: '1588-1234',
        fax: '070-1234-5678',
        businessNumber: '1248100998',
        privacyOfficer: { ...SEED.privacyOfficer, phone: '010-1234-5678' },
      }),
    ).expect(200);
    expect((await t.http.get('/api/site')).body).toMatchObject({
      phone: '1588-1234',
      businessNumber: '1248100998',
    });
  });

  it('serves GET /api/site from memory: no query per request, rebuilt when the version moves', async () => {
    const current = (await t.http.get('/api/site').expect(200)).body.name as string;
    // A hand edit that does not bump the version: only a read of the table would see it.
    await t.dataSource.query(
      'ALTER TABLE site_settings DISABLE TRIGGER site_settings_bumps_public_content_version',
    );
    try {
      await t.dataSource.query(
        `UPDATE site_settings SET settings = jsonb_set(settings, '{name}', '"손으로 바꾼 이름"')`,
      );
      for (let i = 0; i < 3; i += 1) {
        t.clock.set(new Date(t.clock.now().getTime() + 2_000));
        expect((await t.http.get('/api/site').expect(200)).body.name).toBe(current);
      }
      // Any change to public content moves the version: the next read rebuilds from the table.
      await t.dataSource.query('UPDATE public_content_version SET version = version + 1');
      t.clock.set(new Date(t.clock.now().getTime() + 2_000));
      expect((await t.http.get('/api/site').expect(200)).body.name).toBe('손으로 바꾼 이름');
    } finally {
      await t.dataSource.query(
        'ALTER TABLE site_settings ENABLE TRIGGER site_settings_bumps_public_content_version',
      );
    }
  });

  describe('the home page’s words, KakaoTalk channel and counsellors (issue 35)', () => {
    it('saves them, shows them to the public, and names each changed counsellor field', async () => {
      const counsellors = [
        {
          name: '정다은',
          role: '놀이치료사',
          credentials: '놀이심리상담사 1급',
          line: '',
          photo: '',
        },
        {
          name: '최민준',
          role: '언어재활사',
          credentials: '언어재활사 1급',
          line: '말이 늦은 아이와 천천히',
          photo: '',
        },
      ];
      await save(
        await form({
          home: {
            heading: ' 햇살처럼 아이 곁에 ',
            lead: '아이의 하루를 함께 살펴요.',
            photos: SEED.home.photos,
          },
          kakaoChannelUrl: 'https://pf.kakao.com/_xSunny',
          counsellors,
        }),
      ).expect(200);
      const site = (await t.http.get('/api/site').expect(200)).body;
      expect(site.home).toEqual({
        heading: '햇살처럼 아이 곁에',
        lead: '아이의 하루를 함께 살펴요.',
        photos: SEED.home.photos,
      });
      expect(site.kakaoChannelUrl).toBe('https://pf.kakao.com/_xSunny');
      expect(site.counsellors).toEqual(counsellors);

      await save(
        await form({ counsellors: [{ ...counsellors[0], role: '놀이치료사 · 부센터장' }] }),
      ).expect(200);
      const last = (await siteRows()).at(-1)!;
      expect(last.after).toEqual({
        'counsellors[0].role': '놀이치료사 · 부센터장',
        'counsellors[1].name': null,
        'counsellors[1].role': null,
        'counsellors[1].credentials': null,
        'counsellors[1].line': null,
        'counsellors[1].photo': null,
      });
    });

    it.each([
      [
        { kakaoChannelUrl: 'https://evil.example/pf.kakao.com/x' },
        '카카오톡 채널 주소는 https://pf.kakao.com/ 으로 시작하는 채널 주소로 입력해 주세요. 예: https://pf.kakao.com/_xAbCd',
      ],
      [
        { counsellors: [{ name: '', role: '놀이치료사', credentials: '1급' }] },
        '상담 선생님 이름을(를) 입력해 주세요.',
      ],
      [{ home: { heading: '', lead: '소개' } }, '첫 화면 제목을(를) 입력해 주세요.'],
      [
        {
          home: {
            heading: '제목',
            lead: '소개',
            photos: [{ src: 'https://evil.example/a.png', alt: '상담실', caption: '상담실' }],
          },
        },
        '센터 사진이(가) 올바르지 않습니다. 사진은 이 화면의 사진 올리기로 등록해 주세요.',
      ],
      [
        {
          home: {
            heading: '제목',
            lead: '소개',
            photos: [{ src: '/api/upload/siteFiles/../x.png', alt: '상담실', caption: '상담실' }],
          },
        },
        '센터 사진이(가) 올바르지 않습니다. 사진은 이 화면의 사진 올리기로 등록해 주세요.',
      ],
      [
        {
          home: {
            heading: '제목',
            lead: '소개',
            photos: [{ src: '/images/home/center-1.svg', alt: '', caption: '상담실' }],
          },
        },
        '센터 사진 설명을(를) 입력해 주세요.',
      ],
      [
        {
          counsellors: [
            {
              name: '정다은',
              role: '놀이치료사',
              credentials: '1급',
              photo: 'javascript:alert(1)',
            },
          ],
        },
        '상담 선생님 사진이(가) 올바르지 않습니다. 사진은 이 화면의 사진 올리기로 등록해 주세요.',
      ],
    ])('refuses %j with a message naming the field, saving nothing', async (changes, message) => {
      const before = await stored();
      const res = await save(await form(changes)).expect(400);
      expect(res.body.message).toContain(message);
      expect(await stored()).toEqual(before);
    });

    it('stores a picture clean, shows it once saved, and removes it once no setting names it', async () => {
      const upload = (file: Buffer, name: string) =>
        t.http
          .post('/api/admin/site/image')
          .set('Authorization', auth)
          .attach('file', file, { filename: name });
      const refused = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'a.png').expect(400);
      expect(refused.body.message).toBe(
        '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.',
      );
      const { src } = (await upload(PNG, 'room.png').expect(201)).body as { src: string };
      expect(src).toMatch(/^\/api\/upload\/siteFiles\/[0-9a-f-]{36}\.png$/);
      await t.http.get(src).expect(200).expect('Content-Type', 'image/png');

      const photo = { src, alt: '창이 넓은 상담실', caption: '상담실' };
      const current = await settingsNow();
      await save({
        ...current,
        home: { ...current.home, photos: [photo] },
        counsellors: [{ ...SEED.counsellors[0], photo: src }],
      }).expect(200);
      const site = (await t.http.get('/api/site').expect(200)).body as SiteConfig;
      expect(site.home.photos).toEqual([photo]);
      expect(site.counsellors[0].photo).toBe(src);

      // Taken off the gallery, still the counsellor's photo: kept.
      await save({ ...(await settingsNow()), home: { ...current.home, photos: [] } }).expect(200);
      await t.http.get(src).expect(200);
      // Named nowhere any more: removed from the storage.
      await save({ ...(await settingsNow()), counsellors: [SEED.counsellors[0]] }).expect(200);
      await t.http.get(src).expect(404);
    });

    it('keeps the photos when a form from before them leaves them out', async () => {
      const current = await settingsNow();
      await save({
        ...current,
        home: { ...current.home, photos: [SEED.home.photos[0]] },
      }).expect(200);
      await save({
        ...current,
        home: { heading: current.home.heading, lead: current.home.lead },
      }).expect(200);
      expect((await stored()).home.photos).toEqual([SEED.home.photos[0]]);
    });

    it('reads settings stored before these existed with the built-in words and no counsellor', async () => {
      const { updatedAt: _at, ...current } = await stored();
      const { home: _home, kakaoChannelUrl: _kakao, counsellors: _people, ...older } = current;
      await t.dataSource.query(`UPDATE site_settings SET settings = $1 WHERE id = 1`, [
        JSON.stringify({
          ...older,
          directions: { metroLine: '5호선', metroStation: '명일', busStop: '마음숲아파트' },
        }),
      ]);
      const site = (await t.http.get('/api/site').expect(200)).body;
      expect(site.home).toEqual(DEFAULT_SITE_CONFIG.home);
      expect(site.kakaoChannelUrl).toBe('');
      expect(site.counsellors).toEqual([]);
      // Directions as three names before: the sentences the page made of them.
      expect(site.directions).toEqual({
        metro: '지하철 5호선 명일역 3번 출구에서 722m',
        bus: '버스 425, 504, 894번 · 마음숲아파트 정류장 하차',
        car: '자가용 이용 시 센터 뒤편 주차장을 이용해 주세요.',
      });
    });
  });
});
