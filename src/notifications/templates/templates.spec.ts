import { INQUIRY_LIMITS } from '../../../shared/inquiry';
import { DEFAULT_SITE_CONFIG } from '../../config/site.config';
import { MESSAGE_KINDS } from '../../outbox';
import { exampleInput } from './examples';
import {
  escapeHtml,
  koreanDate,
  koreanDateTime,
  koreanPeriod,
  methodName,
  seoulDayRange,
  won,
} from './format';
import { fillTemplate } from './layout';
import type { ApplicationView, PaymentView, TemplateContext } from './template-data';
import { ALIMTALK_TEMPLATES, renderTemplate, TEMPLATES } from './templates';

const ctx: TemplateContext = {
  site: DEFAULT_SITE_CONFIG,
  origin: 'https://maeum.example',
  myInfoUrl: 'https://maeum.example/myinfo/link#tok.en',
};

const application: ApplicationView = {
  id: 7,
  name: '김민지',
  email: 'parent@example.com',
  contact: '010-1234-5678',
  totalAmount: 83333,
  payMethod: 'VIRTUAL_ACCOUNT',
  paymentStatus: 'W',
  refundedAmount: 0,
  createdAt: new Date('2026-11-22T03:00:00Z'),
  courses: [
    { name: '1회차', amount: 50000 },
    { name: '2회차', amount: 33333 },
  ],
  lecture: {
    id: 3,
    title: '부모 대화법 <워크숍> & "실습"',
    instructor: '홍길동',
    start: '2026-12-10',
    end: '2026-12-11',
    venue: null,
    whatToBring: null,
  },
  withdrawnReason: null,
  centreCancelReason: null,
  earlierOfSameEmail: 0,
};

const account: PaymentView = {
  id: 11,
  method: 'VIRTUAL_ACCOUNT',
  amount: 83333,
  status: 'WAITING_FOR_DEPOSIT',
  receiptUrl: null,
  approvedAt: null,
  bankCode: '20',
  accountNumber: '10012345678901',
  holder: '김민지',
  // 2026-11-25 23:59 in Seoul is still the 25th there, the 25th 14:59 in UTC.
  dueDate: new Date('2026-11-25T14:59:00Z'),
};

describe('message formats', () => {
  it('writes won with separators and the unit', () => {
    expect(won(12000)).toBe('12,000원');
    expect(won(0)).toBe('0원');
    expect(won(1234567)).toBe('1,234,567원');
  });

  it('writes instants in Seoul time, across the UTC date line, with the weekday', () => {
    expect(koreanDateTime(new Date('2026-11-25T03:00:00Z'))).toBe('2026년 11월 25일(수) 12:00');
    expect(koreanDateTime(new Date('2026-11-24T15:30:00Z'))).toBe('2026년 11월 25일(수) 00:30');
    expect(koreanDateTime(new Date('2026-12-31T15:05:00Z'))).toBe('2027년 1월 1일(금) 00:05');
  });

  it('writes calendar dates and lecture periods', () => {
    expect(koreanDate('2026-12-10')).toBe('2026년 12월 10일(목)');
    expect(koreanPeriod('2026-12-10', '2026-12-10')).toBe('2026년 12월 10일(목)');
    expect(koreanPeriod('2026-12-10', '2026-12-11')).toBe('2026년 12월 10일(목) ~ 12월 11일(금)');
    expect(koreanPeriod('2026-12-31', '2027-01-02')).toBe(
      '2026년 12월 31일(목) ~ 2027년 1월 2일(토)',
    );
  });

  it('bounds a Seoul day in UTC instants', () => {
    expect(seoulDayRange('2026-11-22')).toEqual({
      from: new Date('2026-11-21T15:00:00Z'),
      to: new Date('2026-11-22T15:00:00Z'),
    });
  });

  it('names methods in Korean and escapes HTML', () => {
    expect(methodName('CARD')).toBe('카드');
    expect(methodName('TRANSFER')).toBe('계좌이체');
    expect(methodName('VIRTUAL_ACCOUNT')).toBe('무통장입금(가상계좌)');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('알림톡 templates', () => {
  it('fills every variable exactly, and refuses a missing or an extra one', () => {
    expect(fillTemplate('#{이름}님, #{금액} (#{이름})', { 이름: '김민지', 금액: '1원' })).toEqual({
      variables: { '#{이름}': '김민지', '#{금액}': '1원' },
      text: '김민지님, 1원 (김민지)',
    });
    expect(() => fillTemplate('#{이름} #{금액}', { 이름: '김민지' })).toThrow(/missing: 금액/);
    expect(() => fillTemplate('#{이름}', { 이름: '김', 금액: '1원' })).toThrow(/extra: 금액/);
  });

  it('renders the virtual account with bank, number, the centre as holder, amount and the KST due time', () => {
    const rendered = renderTemplate(
      { kind: 'virtual-account-issued', application, payment: account },
      ctx,
    );
    expect(rendered.alimtalk).toEqual({
      template: 'virtual-account-issued',
      variables: {
        '#{센터}': '마음숲',
        '#{이름}': '김민지',
        '#{강의명}': '부모 대화법 <워크숍> & "실습"',
        '#{은행}': '우리은행',
        '#{계좌번호}': '10012345678901',
        // The account is the centre's; the family is who pays into it.
        '#{예금주}': DEFAULT_SITE_CONFIG.name,
        '#{금액}': '83,333원',
        '#{입금기한}': '2026년 11월 25일(수) 23:59',
      },
      text: expect.stringContaining('■ 입금 기한: 2026년 11월 25일(수) 23:59까지'),
      buttons: [{ name: '내 신청 보기', url: ctx.myInfoUrl }],
      smsText: expect.stringContaining(
        `우리은행 10012345678901 (예금주 ${DEFAULT_SITE_CONFIG.name})`,
      ),
      smsSubject: '[마음숲] 가상계좌 발급 안내',
    });
    expect(rendered.email.text).toContain(`■ 예금주: ${DEFAULT_SITE_CONFIG.name}`);
    expect(rendered.email.text).toContain('■ 입금자명: 김민지');
    expect(rendered.alimtalk!.text).not.toContain('#{');
    expect(rendered.alimtalk!.text).toContain('■ 입금 금액: 83,333원');
    // The e-mail: subject with the centre's short name, values escaped in HTML only.
    expect(rendered.email.subject).toBe('[마음숲] 가상계좌가 발급됐어요');
    expect(rendered.email.html).toContain('부모 대화법 &lt;워크숍&gt; &amp; &quot;실습&quot;');
    expect(rendered.email.html).not.toContain('<워크숍>');
    expect(rendered.email.text).toContain('■ 강의: 부모 대화법 <워크숍> & "실습"');
    expect(rendered.email.text).toContain('■ 입금 기한: 2026년 11월 25일(수) 23:59까지');
    expect(rendered.email.html).toContain(`href="${escapeHtml(ctx.myInfoUrl!)}"`);
  });

  it('warns of paying twice when the e-mail already has an application to the lecture (issue 32)', () => {
    const warning = '이 이메일로 같은 강의에 먼저 접수된 신청이 있어요.';
    const alone = renderTemplate({ kind: 'application-received', application }, ctx);
    expect(alone.email.text).not.toContain(warning);
    const beside = renderTemplate(
      { kind: 'application-received', application: { ...application, earlierOfSameEmail: 1 } },
      ctx,
    );
    expect(beside.email.text).toContain(warning);
    expect(beside.email.text).toContain('두 번 결제하지 않도록 내 정보에서 확인해 주세요.');
  });

  it('puts the centre’s business details in every e-mail’s footer', () => {
    const { email } = renderTemplate({ kind: 'application-received', application }, ctx);
    for (const value of [
      DEFAULT_SITE_CONFIG.name,
      DEFAULT_SITE_CONFIG.address,
      DEFAULT_SITE_CONFIG.phone,
      DEFAULT_SITE_CONFIG.email,
      DEFAULT_SITE_CONFIG.representative,
      DEFAULT_SITE_CONFIG.businessNumber,
      DEFAULT_SITE_CONFIG.mailOrderNumber,
    ]) {
      expect(email.text).toContain(value);
      expect(email.html).toContain(escapeHtml(value));
    }
  });

  it('says when a refund reaches the family, and that an unpaid account refunds nothing', () => {
    const card = { ...account, method: 'CARD' as const, approvedAt: new Date() };
    const refunded = renderTemplate(
      {
        kind: 'refund-completed',
        application,
        payment: card,
        refund: { amount: 41667, balance: 41666, paid: true },
      },
      ctx,
    );
    expect(refunded.alimtalk!.variables['#{환불금액}']).toBe('41,667원');
    expect(refunded.alimtalk!.variables['#{환불안내}']).toMatch(/영업일 기준 3~7일/);
    expect(refunded.email.text).toContain('■ 남은 결제 금액: 41,666원');

    const unpaid = renderTemplate(
      {
        kind: 'refund-completed',
        application,
        payment: account,
        refund: { amount: 0, balance: 0, paid: false },
      },
      ctx,
    );
    expect(unpaid.alimtalk!.variables['#{환불금액}']).toBe('0원');
    expect(unpaid.alimtalk!.variables['#{환불안내}']).toBe(
      '입금 전에 취소돼서 환불할 금액이 없어요.',
    );
    expect(unpaid.email.subject).toBe('[마음숲] 신청이 취소됐어요');
  });

  it('speaks 해요체 in every text a family receives, the centre’s e-mails as they were (issue 35)', () => {
    const familyTexts = (input: Parameters<typeof renderTemplate>[0]): string[] => {
      const rendered = renderTemplate(input, ctx);
      return [
        rendered.email.subject,
        rendered.email.text,
        rendered.alimtalk!.text,
        rendered.alimtalk!.smsText,
        rendered.alimtalk!.smsSubject,
      ];
    };
    const texts: string[] = [];
    for (const kind of MESSAGE_KINDS) {
      if (TEMPLATES[kind].audience === 'FAMILY') {
        texts.push(...familyTexts(exampleInput(kind, ctx.origin)));
        texts.push(ALIMTALK_TEMPLATES[kind]!);
      }
    }
    texts.push(
      ...familyTexts({
        kind: 'application-received',
        application: { ...application, earlierOfSameEmail: 1 },
      }),
    );
    // Every refund line, by how the family paid, and the account cancelled before its deposit.
    for (const method of ['CARD', 'TRANSFER', 'VIRTUAL_ACCOUNT', 'CASH'] as const) {
      for (const paid of [true, false]) {
        texts.push(
          ...familyTexts({
            kind: 'refund-completed',
            application,
            payment: { ...account, method },
            refund: { amount: paid ? 41667 : 0, balance: 0, paid },
          }),
        );
      }
    }
    for (const text of texts) expect(text).not.toMatch(/니다|하십시오|하실|하셨/);
    expect(texts.join('\n')).toContain('강의 신청이 접수됐어요');
    expect(texts.join('\n')).toContain("영수증은 아래 '영수증 보기'에서 확인할 수 있어요.");
    // The centre's own e-mails are not the family's voice, and keep theirs.
    const digest = renderTemplate(exampleInput('centre-daily-digest', ctx.origin), ctx);
    expect(digest.email.text).toContain('하루 동안의 신청, 결제, 환불 현황입니다.');
  });

  it('keeps the longest answer to a 문의 within Kakao’s 1,000 characters', () => {
    const example = exampleInput('inquiry-answered', ctx.origin);
    if (example.kind !== 'inquiry-answered') throw new Error('unexpected example');
    const rendered = renderTemplate(
      {
        ...example,
        inquiry: {
          ...example.inquiry,
          name: '가'.repeat(INQUIRY_LIMITS.name),
          answer: '나'.repeat(INQUIRY_LIMITS.answer),
        },
      },
      { ...ctx, myInfoUrl: null },
    );
    expect(rendered.alimtalk!.text.length).toBeLessThanOrEqual(1000);
    expect(rendered.alimtalk!.text).toContain('나'.repeat(INQUIRY_LIMITS.answer));
  });

  it('previews every kind: family kinds with an 알림톡 and the my-info button, the centre’s e-mail only', () => {
    for (const kind of MESSAGE_KINDS) {
      const rendered = renderTemplate(exampleInput(kind, ctx.origin), {
        ...ctx,
        myInfoUrl: TEMPLATES[kind].audience === 'FAMILY' ? ctx.myInfoUrl : null,
      });
      expect(rendered.email.subject.startsWith('[마음숲] ')).toBe(true);
      if (TEMPLATES[kind].audience === 'CENTRE') {
        expect(rendered.alimtalk).toBeUndefined();
        continue;
      }
      const alimtalk = rendered.alimtalk!;
      expect(alimtalk.template).toBe(kind);
      expect(ALIMTALK_TEMPLATES[kind]).toBeDefined();
      expect(alimtalk.text).not.toMatch(/#\{/);
      // Kakao: at most 1000 characters and 5 buttons.
      expect(alimtalk.text.length).toBeLessThanOrEqual(1000);
      expect(alimtalk.buttons.length).toBeLessThanOrEqual(5);
      // A code's message has no link: the code is the way in (issue 32).
      if (kind === 'family-code') expect(alimtalk.buttons).toEqual([]);
      // An answer to a 문의 has no application behind it: it links back to 문의 (issue 35).
      else if (kind === 'inquiry-answered') {
        expect(alimtalk.buttons).toEqual([{ name: '문의하기', url: `${ctx.origin}/support` }]);
      }
      // A staff invitation's one button is its link (issue 36).
      else if (kind === 'staff-invitation') {
        expect(alimtalk.buttons).toEqual([
          { name: '초대 수락하기', url: `${ctx.origin}/admin/invite#example` },
        ]);
      }
      // A payment link's one button pays the deposit (issue 37); the family has no booking yet.
      else if (kind === 'appointment-pay-link') {
        expect(alimtalk.buttons).toEqual([
          { name: '예약금 결제하기', url: `${ctx.origin}/program/1/booking/pay/example` },
        ]);
      }
      // A 회기권's payment link: one button, 결제하기, to the package's link (issue 37).
      else if (kind === 'package-pay-link') {
        expect(alimtalk.buttons).toEqual([
          { name: '결제하기', url: `${ctx.origin}/program/1/booking/package/example` },
        ]);
      } else expect(alimtalk.buttons.map((button) => button.url)).toContain(ctx.myInfoUrl);
      expect(alimtalk.smsText.length).toBeGreaterThan(0);
    }
  });
});
