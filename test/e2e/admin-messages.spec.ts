import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import type { Schema } from '../../shared/contract/schema';
import { acknowledge, E2E_ADMIN, openAdminMenu, signIn } from './support/admin';
import { seoulDate, TINY_PNG } from './support/admin-data';
import { expectNoSidewaysScroll } from './support/page-helpers';
import {
  applicantList,
  applicantRow,
  rowAction,
  rowActionNames,
  rowMenuButton,
} from './support/applicant-list';

/**
 * Issue 18 in the back office: a family applies (which writes the 신청 접수 안내 to the outbox),
 * the centre opens that application's 발송 내역, sees the messages with masked recipients and
 * their status, and resends one; then it reads every kind in 알림 템플릿. The lecture's new
 * 장소 and 준비물 go through the form and show on the public page. Phone-sized, axe on the way.
 */

const STATUS_WORDS = /발송 대기|발송 중|발송 완료|재시도 대기|발송 실패/;

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

function messageCards(panel: Locator, kind: string): Locator {
  return panel
    .getByRole('listitem')
    .filter({ has: panel.page().getByRole('heading', { level: 3, name: kind }) });
}

test.describe('messages in the back office', () => {
  test.setTimeout(90_000);

  // The lectures made here leave the public pages afterwards (deleted, or hidden once applied
  // to), so later journeys find the demo lectures as they expect.
  const createdLectures: number[] = [];
  test.afterAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const login = await api.post('/api/user/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    const { accessToken } = (await login.json()) as Schema<'AccessTokenResponse'>;
    for (const id of createdLectures) {
      await api.delete(`/api/admin/lecture/${id}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
    }
    await api.dispose();
  });

  test('장소 and 준비물: set through the form, shown on the public lecture page', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 장소 강의 ${randomBytes(3).toString('hex')}`;
    const created = await request.post('/api/admin/lecture', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title,
        instructor_name: '김상담',
        reg_period_start: seoulDate(-1),
        reg_period_end: seoulDate(20),
        lec_period_start: seoulDate(30),
        lec_period_end: seoulDate(30),
        inquiry: '02-123-4567',
        organizer: '마음숲 상담센터',
        content: '<p>장소와 준비물을 확인하는 강의입니다.</p>',
        venue: '센터 2층 세미나실',
        fees: JSON.stringify([{ fee_type: '1회차', amount: 10000 }]),
        file: { name: 'b.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    createdLectures.push(id);

    await page.goto(`/admin/lecture/edit/${id}`);
    await expect(page.getByLabel('장소')).toHaveValue('센터 2층 세미나실');
    await expect(page.getByLabel('준비물')).toHaveValue('');
    await page.getByLabel('준비물').fill('필기도구\n실내화');
    const sent = page.waitForRequest(
      (put: Request) => put.url().endsWith(`/api/admin/lecture/${id}`) && put.method() === 'PUT',
    );
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      what_to_bring: '필기도구\n실내화',
      venue: null,
      title: null,
    });
    await acknowledge(page, '강의가 수정되었습니다.');

    await page.goto(`/lecture/${id}`);
    const row = (name: string) =>
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    // 장소 is in the lecture's summary at the top, with the status and the fee (issue 35).
    await expect(page.getByRole('region', { name: '접수 상태' })).toContainText(
      '장소센터 2층 세미나실',
    );
    await expect(row('준비물')).toContainText('필기도구');
    await expect(row('준비물')).toContainText('실내화');
  });

  test('an application’s 발송 내역: masked recipients, status, and 다시 보내기', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const suffix = randomBytes(3).toString('hex');
    const title = `E2E 알림 강의 ${suffix}`;
    const created = await request.post('/api/admin/lecture', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title,
        instructor_name: '김상담',
        reg_period_start: seoulDate(-1),
        reg_period_end: seoulDate(20),
        lec_period_start: seoulDate(30),
        lec_period_end: seoulDate(31),
        inquiry: '02-123-4567',
        organizer: '마음숲 상담센터',
        content: '<p>발송 내역을 확인하는 강의입니다.</p>',
        fees: JSON.stringify([{ fee_type: '1회차', amount: 20000 }]),
        file: { name: 'b.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    createdLectures.push(id);
    const [fee] = (await (await request.get(`/api/lecture/fee/${id}`)).json()) as { id: number }[];
    const email = `messages-${suffix}@example.com`;
    const applied = await request.post('/api/lecture/application/data', {
      data: {
        applicant: { name: '박알림', email, contact: '010-3456-7890', birth: '1984-05-06' },
        lectureId: id,
        lectureTitle: title,
        selectedFees: [{ id: fee.id }],
        totalAmount: 20000,
        payMethod: '카드',
      },
    });
    expect(((await applied.json()) as Schema<'ApplicationStored'>).state).toBe(0);

    await page.goto('/admin/lecture');
    await page.getByRole('button', { name: `${title} 신청자 보기` }).click();
    // From the applicant's 관리 menu (a card on the phone).
    const applicant = applicantRow(applicantList(page, `${title} 신청자`), '박알림');
    await (await rowAction(applicant, '박알림님 발송 내역 보기')).click();
    const panel = page.getByRole('region', { name: '박알림님 발송 내역' });
    await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
    // While it is open, the menu offers to close it.
    expect(await rowActionNames(applicant)).toContain('박알림님 발송 내역 닫기');

    // The application's 신청 접수 안내, by e-mail and 알림톡, recipients masked.
    const received = messageCards(panel, '신청 접수 안내');
    await expect(received).toHaveCount(2);
    const byEmail = received.filter({ hasText: '이메일' });
    await expect(byEmail).toContainText('me****@example.com');
    await expect(received.filter({ hasText: '알림톡' })).toContainText('010-****-7890');
    await expect(panel).not.toContainText(email);
    await expect(panel).not.toContainText('3456');
    await expect(byEmail.locator('.admin-message__status')).toHaveText(STATUS_WORDS);
    await expect(byEmail).toContainText(/요청 시각\s*\d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2} KST/);
    await scan(page);
    await expectNoSidewaysScroll(page);

    // 다시 보내기: asked first (cancel is the safe default), busy while sending, then the answer.
    await byEmail.getByRole('button', { name: '신청 접수 안내 이메일 다시 보내기' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('신청 접수 안내');
    await expect(confirm).toContainText('me****@example.com');
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await scan(page);
    const resent = page.waitForResponse(
      (response) =>
        /\/api\/admin\/message\/\d+\/resend$/.test(response.url()) &&
        response.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: '다시 보내기' }).click();
    expect((await resent).status()).toBe(201);
    await acknowledge(page, '다시 보내도록 접수했습니다.');
    await expect(received).toHaveCount(3);
    await expect(received.filter({ hasText: '이메일' })).toHaveCount(2);

    await panel.getByRole('button', { name: '박알림님 발송 내역 닫기' }).click();
    await expect(panel).toHaveCount(0);
    await expect(rowMenuButton(applicant)).toBeFocused();

    // The same 발송 내역 from 신청자 관리, on the application's row.
    await page.goto(`/admin/user?q=${encodeURIComponent(email)}`);
    const person = applicantRow(applicantList(page, /^신청 목록/), '박알림');
    await (await rowAction(person, `박알림님 ${title} 발송 내역 보기`)).click();
    const fromUsers = page.getByRole('region', { name: '박알림님 발송 내역' });
    await expect(fromUsers).toContainText(title);
    await expect(messageCards(fromUsers, '신청 접수 안내')).toHaveCount(3);
    await scan(page);
    await expectNoSidewaysScroll(page);
  });

  test.describe('알림 템플릿', () => {
    // The test browser tries its own helper scripts in every frame; the sandbox refusing them is
    // the point of it (an e-mail's HTML may never run anything in the back office).
    test.use({ allowedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/] });

    test('every kind as e-mail, 알림톡 and SMS', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/admin');
      await (await openAdminMenu(page)).getByRole('link', { name: '알림 템플릿' }).click();
      await expect(page).toHaveURL('/admin/message-templates');
      await expect(page.getByRole('heading', { level: 1, name: '알림 템플릿' })).toBeVisible();

      const paid = page.getByRole('region', { name: /결제 완료 안내/ });
      const frame = paid.locator('iframe');
      await expect(frame).toHaveAttribute('title', '결제 완료 안내 이메일 미리보기');
      await expect(frame).toHaveAttribute('sandbox', '');
      // The e-mail's HTML as the template module rendered it; nothing may run inside the frame
      // (so neither Playwright nor axe can look into it: they would need scripts there).
      await expect(frame).toHaveAttribute('srcdoc', /<\w+/);
      await expect(frame).toBeVisible();
      const bubble = paid.getByRole('group', { name: '결제 완료 안내 알림톡 미리보기' });
      await expect(bubble).toBeVisible();
      await expect(
        bubble.getByRole('list', { name: '버튼' }).getByRole('listitem'),
      ).not.toHaveCount(0);
      await expect(paid.locator('.sms-bubble')).not.toBeEmpty();

      // The centre's digest goes by e-mail only.
      const digest = page.getByRole('region', { name: /센터 알림: 일일 현황/ });
      await expect(digest).toContainText('센터 이메일로만 보냅니다.');
      // The one-time code (issue 32), with an example code and no link: the code is the way in.
      const code = page.getByRole('region', { name: /인증번호/ });
      await expect(code.getByRole('group', { name: '인증번호 알림톡 미리보기' })).toContainText(
        '인증번호: 123456',
      );
      await expect(code.getByRole('list', { name: '버튼' })).toHaveCount(0);
      await expect(code.locator('.sms-bubble')).toContainText('인증번호 123456');
      // An answer to a 문의 (issue 35) links back to 문의, not to my info.
      const answer = page.getByRole('region', { name: /^문의 답변/ });
      await expect(answer.getByRole('group', { name: '문의 답변 알림톡 미리보기' })).toContainText(
        '남겨 주신 문의에 답변드려요.',
      );
      await expect(answer.getByRole('list', { name: '버튼' })).toContainText('문의하기');
      // A staff booking's payment link (issue 37): its one button pays the deposit.
      const payLink = page.getByRole('region', { name: /상담 예약금 결제 안내/ });
      await expect(payLink.getByRole('list', { name: '버튼' })).toContainText('예약금 결제하기');
      // A 회기권's payment link (issue 37): its one button, 결제하기.
      const packageLink = page.getByRole('region', { name: /회기권 결제 안내/ });
      await expect(packageLink.getByRole('list', { name: '버튼' })).toContainText('결제하기');
      // Every kind of MESSAGE_KINDS (src/outbox/message-kinds.ts), 23 with the 회기권's link.
      await expect(page.locator('.admin-template')).toHaveCount(23);
      await expect(page.getByText('불러오는 중...')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .exclude('.admin-template__frame')
        .analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  });
});
