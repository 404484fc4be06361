import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { applicationSubmit } from './support/page-helpers';
import { expectNoA11yViolations } from './support/axe';
import { adminToken } from './support/admin';
import { fetchLectures } from './support/api';
import type { Schema } from '../../shared/contract/schema';

/**
 * Issue 21 in the browser, at phone size: the application form asks each consent with its full
 * text, the back office reads what was agreed to, and the 개인정보처리방침 is linked in bold from
 * the footer and from every form that asks for personal data.
 */

type Fee = Schema<'LectureFeeResponse'>;

const COLLECTION = '개인정보 수집 및 이용에 동의합니다.';
const PAYMENT = '결제를 위한 개인정보 제3자 제공에 동의합니다.';
const MARKETING = '(선택) 강의·프로그램 소식 받기';
const POLICY = '개인정보처리방침';

async function openLecture(request: APIRequestContext) {
  const lecture = (await fetchLectures(request)).find((item) => item.reg_status === 'OPEN');
  expect(lecture, 'the demo content has a lecture open for registration').toBeDefined();
  const fees = (await (await request.get(`/api/lecture/fee/${lecture!.id}`)).json()) as Fee[];
  return { lecture: lecture!, fee: fees[0] };
}

/** The link is bold: inside <strong>, drawn at weight 700 or more. */
async function expectBoldPolicyLink(scope: Locator) {
  const link = scope.getByRole('link', { name: POLICY });
  await expect(link).toBeVisible();
  const weight = await link
    .locator('strong')
    .evaluate(
      (node) =>
        (
          globalThis as unknown as { getComputedStyle(n: unknown): { fontWeight: string } }
        ).getComputedStyle(node).fontWeight,
    );
  expect(Number(weight)).toBeGreaterThanOrEqual(700);
  return link;
}

test.describe('consents and the privacy policy', () => {
  test('the footer links the policy in bold; it says what is kept, how long, and who to ask', async ({
    page,
  }) => {
    await page.goto('/');
    const link = await expectBoldPolicyLink(page.getByRole('contentinfo'));
    await link.click();
    await expect(page).toHaveURL('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: POLICY })).toBeVisible();
    const site = (await (await page.request.get('/api/site')).json()) as Schema<'SiteResponse'>;
    // The retention periods are the job's own settings, read from the API.
    await expect(main).toContainText(
      `결제하지 않은 신청: 강의가 끝난 뒤 ${site.retention.unpaidDays}일이 지나면 파기합니다.`,
    );
    await expect(main).toContainText(`${site.retention.recordYears}년간 보관`);
    await expect(main.getByRole('table').nth(1)).toContainText('토스페이먼츠 주식회사');
    await expect(main.getByRole('table').nth(1)).toContainText('주식회사 솔라피');
    await expect(main).toContainText(site.privacyOfficer.email);
    await expect(main).toContainText(
      `이 개인정보처리방침은 ${site.privacyPolicyEffectiveDate}부터 시행합니다.`,
    );
    await expect(main).toContainText('내 정보');
    await expect(main.getByRole('heading', { name: '이전 개인정보처리방침' })).toBeVisible();
    await expectNoA11yViolations(page);

    // The lookup form for 내 정보 links it too.
    await page.goto('/myinfo-check');
    await expectBoldPolicyLink(page.getByRole('main'));
  });

  test('each consent is asked with its text, recorded with its version, and shown to the centre', async ({
    page,
    request,
  }) => {
    const { lecture, fee } = await openLecture(request);
    // An adult's lecture shows the consents meant for everyone (not a child's or a guardian's).
    const consents = (
      (await (await request.get('/api/consents')).json()) as {
        id: string;
        version: number;
        appliesTo: string;
      }[]
    ).filter((consent) => consent.appliesTo === 'EVERYONE');
    const token = await adminToken(request);
    await page.goto(`/lecture/${lecture.id}`);
    await page.getByRole('main').getByRole('button', { name: '신청하기' }).click();
    await expect(page).toHaveURL('/application');

    const section = page.getByRole('group', { name: '개인정보 처리 동의' });
    await expectBoldPolicyLink(section);
    await expect(section.getByRole('checkbox', { name: MARKETING })).not.toBeChecked();
    for (const name of [COLLECTION, PAYMENT]) {
      await expect(section.getByRole('checkbox', { name })).not.toBeChecked();
    }
    // The full text of each, behind 전문 보기.
    const full = section.getByText('개인정보 제3자 제공 동의 (결제대행사) 전문 보기');
    await expect(section.getByText('제공받는 자: 토스페이먼츠 주식회사')).toBeHidden();
    await full.click();
    await expect(section.getByText('제공받는 자: 토스페이먼츠 주식회사')).toBeVisible();
    await expect(section.getByText('필수').first()).toBeVisible();
    await expectNoA11yViolations(page);

    const email = `consent${Date.now()}${randomBytes(3).toString('hex')}@example.com`;
    await page.getByRole('checkbox', { name: fee.fee_type }).check();
    await page.getByLabel('이름').fill('김동의');
    await page.getByRole('textbox', { name: '이메일' }).fill(email);
    await page.getByLabel('연락처').fill('01012345678');
    await page.getByLabel('생년월일').fill('1988-04-12');
    await section.getByRole('checkbox', { name: COLLECTION }).check();
    await section.getByRole('checkbox', { name: PAYMENT }).check();
    await section.getByRole('checkbox', { name: MARKETING }).check();
    const answered = page.waitForResponse((res) =>
      res.url().endsWith('/api/lecture/application/data'),
    );
    await applicationSubmit(page).click();
    const sent = (await answered).request().postDataJSON() as { consents: unknown };
    const { applicationId } = (await (await answered).json()) as { applicationId: number };
    expect(sent.consents).toEqual(consents.map(({ id, version }) => ({ id, version })));
    // The form goes on to the payment window. The journey waits for it to open: a context closed
    // while its page is still navigating there can hang its teardown (CI, 9c95af3).
    await expect(page.getByRole('heading', { level: 1, name: '테스트 결제창' })).toBeVisible();

    const recorded = await request.get(`/api/admin/application/${applicationId}/consents`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(recorded.status()).toBe(200);
    expect(
      ((await recorded.json()) as Schema<'ApplicationConsentResponse'>[]).map((c) => [
        c.id,
        c.version,
        c.agreed,
      ]),
    ).toEqual(consents.map((c) => [c.id, c.version, true]));
  });
});
