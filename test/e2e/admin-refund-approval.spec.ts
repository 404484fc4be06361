import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Schema } from '../../shared/contract/schema';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { typeCode } from './support/family-code';
import { ADMIN_STORAGE_KEYS, adminToken, writeStored } from './support/admin';
import { createLecture, deleteLectures, payInSandbox } from './support/admin-data';
import { applicantList, applicantRow, rowAction } from './support/applicant-list';

const BIRTH = '1985-03-04';
const STAFF_PASSWORD = 'staff-password-for-e2e-42';

/**
 * Four eyes on money (issue 32), at phone and desktop size: a staff member sees their limit in
 * 결제·환불, the button says 환불 승인 요청 above it, and the request is confirmed once (issue 36);
 * the owner's dashboard counts it, the owner opens 환불 승인 from there and approves; the family
 * then sees the refund in my info. axe on each page.
 */
test.describe('a refund above the staff limit', () => {
  test.setTimeout(90_000);
  const createdLectures: number[] = [];
  test.afterAll(({ playwright }) => deleteLectures(playwright, createdLectures));

  async function policy(request: APIRequestContext, token: string, limit: number | null) {
    const saved = await request.put('/api/admin/team-policy', {
      headers: { Authorization: `Bearer ${token}` },
      data: { staffRefundLimit: limit, staffDailyRefundLimit: null, requireTwoFactor: false },
    });
    expect(saved.status(), 'team policy').toBe(200);
  }

  /** A staff account, made as the owner makes one; answers its access token. */
  async function staffToken(request: APIRequestContext, owner: string): Promise<string> {
    const username = `staff.refund${randomBytes(3).toString('hex')}`;
    const invited = await request.post('/api/admin/staff/invitations', {
      headers: { Authorization: `Bearer ${owner}` },
      data: { username, displayName: '직원' },
    });
    expect(invited.status(), 'invite').toBe(201);
    const token = String(((await invited.json()) as { link: string }).link).split('#')[1];
    const accepted = await request.post('/api/invitation/accept', {
      data: { token, password: STAFF_PASSWORD },
    });
    expect(accepted.status(), 'accept').toBe(200);
    const login = await request.post('/api/user/login', {
      data: { username, password: STAFF_PASSWORD, autoLogin: false },
    });
    expect(login.status(), 'staff sign-in').toBe(200);
    return ((await login.json()) as { accessToken: string }).accessToken;
  }

  async function signedIn(page: Page, token: string) {
    await page.goto('/');
    await writeStored(page, ADMIN_STORAGE_KEYS.accessToken, token);
    await writeStored(page, ADMIN_STORAGE_KEYS.autoLogin, 'false');
  }

  test('staff asks, the owner sees it on the dashboard and approves, the family sees the refund @desktop-only', async ({
    browser,
    request,
  }) => {
    const owner = await adminToken(request);
    await policy(request, owner, 5000);
    try {
      const staff = await staffToken(request, owner);
      const title = `E2E 환불 승인 ${randomBytes(3).toString('hex')}`;
      const lecture = await createLecture(request, owner, title);
      createdLectures.push(lecture.id);
      const email = `approval-${randomBytes(3).toString('hex')}@example.com`;
      const stored = await request.post('/api/lecture/application/data', {
        data: {
          applicant: { name: '나승인', email, contact: '010-2345-6789', birth: BIRTH },
          lectureId: lecture.id,
          lectureTitle: lecture.title,
          selectedFees: [{ id: lecture.feeId }],
          totalAmount: lecture.fee,
          payMethod: '카드',
        },
      });
      const applicationId = (
        (await stored.json()) as Schema<'ApplicationStored'> & {
          applicationId: number;
        }
      ).applicationId;
      await payInSandbox(request, applicationId);
      // Other journeys on this server may leave requests waiting: the dashboard adds this one.
      const board = await request.get('/api/admin/dashboard', {
        headers: { Authorization: `Bearer ${owner}` },
      });
      const pendingBefore = ((await board.json()) as { refundRequests: number }).refundRequests;

      // ---- the staff member refunds 15,000원, above the 5,000원 limit ----
      const staffContext = await browser.newContext();
      const staffPage = await staffContext.newPage();
      await signedIn(staffPage, staff);
      await staffPage.goto('/admin/lecture');
      await staffPage.getByRole('button', { name: `${title} 신청자 보기` }).click();
      const applicant = applicantRow(applicantList(staffPage, `${title} 신청자`), '나승인');
      await (await rowAction(applicant, '나승인님 결제·환불')).click();
      const dialog = staffPage.getByRole('dialog', { name: '나승인님 결제·환불' });
      await expect(dialog.getByText('불러오는 중...')).toHaveCount(0);
      // The limit is said up front, and the button names what the server will do (issue 36).
      await expect(dialog).toContainText(
        '직원 환불 한도: 이 신청에서 직접 환불할 수 있는 금액은 5,000원입니다',
      );
      await dialog.getByLabel('환불 금액(원)').fill('5000');
      await expect(dialog.getByRole('button', { name: '환불하기' })).toBeVisible();
      await dialog.getByLabel('환불 금액(원)').fill('15000');
      await expect(dialog.getByRole('button', { name: '환불하기' })).toHaveCount(0);
      await dialog.getByLabel('환불 사유').fill('자녀 질병으로 보호자 요청');
      await dialog.getByRole('button', { name: '환불 승인 요청' }).click();
      const question = dialog.getByRole('group', {
        name: '15,000원 환불을 대표 관리자에게 요청할까요?',
      });
      await expect(question).toContainText('지금은 돈이 움직이지 않습니다.');
      await expectNoA11yViolations(staffPage);
      await question.getByRole('button', { name: '환불 승인 요청' }).click();
      await expect(dialog.getByRole('status')).toContainText(
        '대표 관리자의 승인을 기다리는 요청으로 등록했습니다.',
      );
      const requests = dialog.getByRole('region', { name: '환불 요청' });
      await expect(requests).toContainText('승인 대기');
      await expect(requests).toContainText('15,000원');
      await expectNoA11yViolations(staffPage);
      // Staff have no 환불 승인: the page says so, and the server refuses it.
      await staffPage.goto('/admin/refund-requests');
      await expect(staffPage.getByText('권한이 없습니다', { exact: false })).toBeVisible();
      await staffContext.close();

      // ---- the owner sees it waiting on the dashboard, and approves ----
      const ownerContext = await browser.newContext();
      const ownerPage = await ownerContext.newPage();
      await signedIn(ownerPage, owner);
      await ownerPage.goto('/admin');
      const waiting = ownerPage.getByRole('region', { name: '환불 승인 대기' });
      await expect(waiting).toContainText(`${pendingBefore + 1}건`);
      await expectNoA11yViolations(ownerPage);
      await waiting.getByRole('link', { name: '환불 승인 보기' }).click();
      await expect(ownerPage).toHaveURL('/admin/refund-requests');
      await expect(ownerPage.getByRole('heading', { level: 1, name: '환불 승인' })).toBeVisible();
      const row = ownerPage.getByRole('row').filter({ hasText: `#${applicationId}` });
      await expect(row).toContainText('15,000원');
      await expect(row).toContainText('자녀 질병으로 보호자 요청');
      await expectNoA11yViolations(ownerPage);
      await row.getByRole('button', { name: /번 승인$/ }).click();
      await expect(ownerPage.getByRole('status')).toContainText('15,000원을 환불했습니다.');
      await expect(ownerPage.getByText('승인을 기다리는 환불 요청이 없습니다.')).toBeVisible();
      await ownerContext.close();

      // ---- the family sees it in my info ----
      const familyContext = await browser.newContext();
      const family = await familyContext.newPage();
      await family.goto('/myinfo-check');
      await family.getByLabel('이메일').fill(email);
      await family.getByLabel('생년월일').fill(BIRTH);
      await family.getByRole('button', { name: '조회하기' }).click();
      // The pair only sends a code to the e-mail (issue 32); my info opens after it.
      await typeCode(family, email);
      await expect(family).toHaveURL('/myinfo');
      await expect(family.getByText('15,000원 환불', { exact: false })).toBeVisible();
      await expectNoA11yViolations(family);
      await familyContext.close();
    } finally {
      await policy(request, owner, null);
    }
  });
});
