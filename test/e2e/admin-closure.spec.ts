import { randomBytes } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import type { Schema } from '../../shared/contract/schema';
import { signIn } from './support/admin';
import { listRow } from './support/applicant-list';
import {
  apply,
  createLecture,
  deleteLectures,
  payInSandbox,
  recordCashAtDesk,
} from './support/admin-data';

/**
 * 폐강 in the back office (issue 19): on a lecture with five families paid by card, one paid in
 * cash at the desk, one virtual account awaiting its deposit and one unpaid, the admin reads what
 * 폐강 does, gives the required reason and confirms; the lecture says 폐강 on the public page at
 * once, and the progress panel follows the background job (the e2e server runs the workers, as
 * production does) every 2 s until it is done: five refunds of 30,000원, the account cancelled,
 * the unpaid withdrawn, the desk payment left for a person, who refunds it from the row's
 * 결제·환불 and records handing the cash back. Before anything moves the dialog asks once with the
 * server's totals by destination, and 돌아가기 sends nothing (issue 36). Desktop and phone; axe
 * on the way.
 *
 * The first read of the progress is answered with the POST's own (RUNNING, nothing done yet), so
 * that the running panel is seen whatever the job's speed; the polls after it are the server's.
 * The reason's check, the polling interval and what the panel announces are unit-tested beside
 * closure-form.ts.
 */

const FEE = 30000;
const PAID = ['강하나', '김두리', '나세나', '도네나', '류다섯'];

type Closure = Schema<'LectureClosureResponse'>;

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/** The family's row in the panel's table of outcomes. */
function familyRow(panel: Locator, name: string): Locator {
  return panel
    .getByRole('row')
    .filter({ has: panel.page().getByRole('rowheader', { name, exact: true }) });
}

/** The value beside a label in the panel's facts. */
function fact(panel: Locator, label: string): Locator {
  return panel
    .locator('.admin-closure__facts > div')
    .filter({ has: panel.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

test.describe('폐강 in the back office', () => {
  test.setTimeout(120_000);

  const createdLectures: number[] = [];
  test.afterAll(({ playwright }) => deleteLectures(playwright, createdLectures));

  test('cancel a lecture: every paid family refunded, the rest closed, one left for a person @desktop-only', async ({
    page,
    request,
    browser,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 폐강 강의 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title, { fee: FEE, capacity: 20 });
    createdLectures.push(lecture.id);
    for (const name of PAID) await payInSandbox(request, await apply(request, lecture, name));
    await payInSandbox(request, await apply(request, lecture, '문입금', '가상계좌'));
    await apply(request, lecture, '박미결');
    await recordCashAtDesk(request, token, lecture, await apply(request, lecture, '서현장'));

    await page.goto('/admin/lecture');
    await page.getByRole('link', { name: `${title} 수정` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '강의 수정' })).toBeVisible();
    const box = page.getByRole('region', { name: '강의 폐강' });
    const closeButton = box.getByRole('button', { name: '폐강', exact: true });
    await expect(closeButton).toBeVisible();
    await expect(page.getByRole('region', { name: '폐강 처리' })).toHaveCount(0);

    // The dialog says what will happen, and that it cannot be undone; the reason is required.
    const posts: Request[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/admin/lecture/${lecture.id}/close`))
        posts.push(sent);
    });
    await closeButton.click();
    const dialog = page.getByRole('dialog', { name: '강의 폐강' });
    await expect(dialog).toBeVisible();
    const reason = dialog.getByLabel('폐강 사유');
    await expect(reason).toBeFocused();
    await expect(dialog).toContainText(`'${title}' 강의를 폐강하면 다음과 같이 처리됩니다.`);
    await expect(dialog).toContainText('결제를 마친 모든 신청은 결제사를 통해 전액 환불됩니다.');
    await expect(dialog).toContainText('입금을 기다리는 가상계좌는 취소됩니다.');
    await expect(dialog).toContainText('결제하지 않은 신청은 신청 취소됩니다.');
    await expect(dialog).toContainText('공개 페이지에 ‘폐강’으로 표시되고, 더 이상 신청을 받지');
    await expect(dialog).toContainText('폐강은 되돌릴 수 없습니다.');
    await scan(page);
    const confirm = dialog.getByRole('button', { name: '폐강하고 전액 환불하기' });
    await reason.fill('   ');
    await confirm.click();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/폐강 사유를 입력해 주세요\./);
    expect(posts).toHaveLength(0);
    // Escape leaves without a word sent; the focus goes back to 폐강.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(closeButton).toBeFocused();
    expect(posts).toHaveLength(0);

    // Confirmed: the first read of the progress is the POST's own answer (RUNNING, 0 done).
    const closureUrl = `/api/admin/lecture/${lecture.id}/closure`;
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/admin/lecture/${lecture.id}/close`),
    );
    let firstRead = true;
    await page.route(
      (url) => url.pathname === closureUrl,
      async (route) => {
        if (!firstRead) return route.fallback();
        firstRead = false;
        const answer = await posted;
        expect(answer.status()).toBe(202);
        await route.fulfill({ json: (await answer.json()) as Closure });
      },
    );
    const reads: number[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === closureUrl) reads.push(Date.now());
    });
    await closeButton.click();
    await dialog.getByLabel('폐강 사유').fill('강사 사정으로 폐강');
    await dialog.getByRole('button', { name: '폐강하고 전액 환불하기' }).click();
    // Asked once more with the server's totals, by where the money goes (issue 36).
    const question = dialog.getByRole('group', {
      name: '신청 8명을 모두 취소하고 총 180,000원을 돌려줄까요?',
    });
    await expect(question).toBeFocused();
    await expect(question).toContainText('카드 취소 5명 · 150,000원');
    await expect(question).toContainText('현금 직접 반환 1명 · 30,000원');
    await expect(question).toContainText('입금 전 가상계좌 취소 1명 · 0원');
    await expect(question).toContainText('결제 전 신청 취소 1명 · 0원');
    await expect(question).toContainText('이 중 150,000원은 결제사를 통해 자동으로 환불합니다.');
    await expect(question).toContainText('30,000원은 현장 결제나 가상계좌 입금이라');
    await scan(page);
    // 돌아가기 moves nothing: back to the reason, which stays.
    await question.getByRole('button', { name: '돌아가기' }).click();
    await expect(question).toHaveCount(0);
    await expect(dialog.getByLabel('폐강 사유')).toBeFocused();
    await expect(dialog.getByLabel('폐강 사유')).toHaveValue('강사 사정으로 폐강');
    expect(posts).toHaveLength(0);
    await dialog.getByRole('button', { name: '폐강하고 전액 환불하기' }).click();
    await question.getByRole('button', { name: '폐강하고 전액 환불하기' }).click();
    await expect(dialog).toHaveCount(0);
    expect(posts.at(-1)!.postDataJSON()).toEqual({ reason: '강사 사정으로 폐강' });

    const panel = page.getByRole('region', { name: '폐강 처리' });
    await expect(panel.getByRole('heading', { name: '폐강 처리' })).toBeFocused();
    await expect(box).toHaveCount(0);
    await expect(panel.locator('.admin-closure__state')).toHaveText('진행 중');
    await expect(fact(panel, '처리')).toHaveText('0/8 처리');
    await expect(panel.getByRole('progressbar', { name: '처리 현황' })).toHaveAttribute(
      'value',
      '0',
    );
    await expect(familyRow(panel, '강하나')).toContainText('처리 대기');
    await expect(panel.getByRole('status')).toHaveText(
      '폐강했습니다. 신청 8건을 처리하고 있습니다.',
    );

    // The public pages say 폐강 at once (no seats left to offer), and take no application. A
    // visitor of its own: the admin's browser may hold the list for its max-age.
    const visiting = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitor = await visiting.newPage();
    await visitor.goto('/lecture');
    const listed = visitor.getByRole('row').filter({ hasText: title });
    await expect(listed).toContainText('폐강');
    await expect(listed).not.toContainText('잔여');
    await visitor.goto(`/lecture/${lecture.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('button', { name: '신청하기' })).toHaveCount(0);
    await expect(visitor.getByText(/잔여 \d+석/)).toHaveCount(0);
    await visiting.close();

    // The polls (every 2 s) follow the job to its end.
    await expect(panel.locator('.admin-closure__state')).toHaveText('완료', { timeout: 30_000 });
    expect(reads.length).toBeGreaterThanOrEqual(2);
    await expect(fact(panel, '처리')).toHaveText('8/8 처리');
    await expect(fact(panel, '환불 합계')).toHaveText('150,000원');
    await expect(fact(panel, '확인 필요')).toHaveText('1건');
    await expect(fact(panel, '폐강 사유')).toHaveText('강사 사정으로 폐강');
    await expect(fact(panel, '요청')).toContainText('관리자 admin');
    await expect(panel.getByRole('status')).toHaveText(
      '폐강 처리가 끝났습니다. 8건 중 1건은 확인이 필요합니다.',
    );
    for (const name of PAID) {
      const row = familyRow(panel, name);
      await expect(row).toContainText('환불 완료 · 30,000원');
      await expect(row).toContainText('취소됨');
    }
    await expect(familyRow(panel, '문입금')).toContainText('가상계좌 취소');
    await expect(familyRow(panel, '박미결')).toContainText('신청 취소');
    const desk = familyRow(panel, '서현장');
    await expect(desk).toContainText('확인 필요');
    await expect(desk).toContainText('현장에서 결제한 신청입니다.');
    await expect(desk).toContainText('결제 완료');
    // Polling stops once DONE.
    const readsWhenDone = reads.length;
    await page.waitForTimeout(4500);
    expect(reads.length).toBe(readsWhenDone);
    await scan(page);

    // The family left for a person: its 결제·환불, a desk refund recorded, the row's status.
    await desk.getByRole('button', { name: '서현장님 결제·환불' }).click();
    const money = page.getByRole('dialog', { name: '서현장님 결제·환불' });
    await expect(money).toBeVisible();
    await expect(money.getByText('불러오는 중...')).toHaveCount(0);
    await money.getByLabel('환불 금액(원)').fill('30000');
    await money.getByLabel('환불 사유').fill('폐강: 현금으로 돌려드림');
    await money.getByRole('button', { name: '환불 기록하기' }).click();
    await expect(
      money.getByRole('group', { name: '30,000원을 돌려준 것으로 기록할까요?' }),
    ).toContainText('‘현금 반환 완료’를 눌러 주세요.');
    await money.getByRole('button', { name: '환불 기록하기' }).click();
    await expect(money.getByRole('status')).toContainText(
      '30,000원을 환불했습니다. 남은 결제 금액이 없어 신청이 취소되었습니다.',
    );
    // The cash still has to go back: it waits until someone records handing it back (issue 36).
    const handedBack = money.getByRole('listitem').filter({ hasText: '환불(직접 반환)' });
    await expect(handedBack).toContainText('현금 반환 대기');
    await scan(page);
    await handedBack.getByRole('button', { name: '30,000원 현금 반환 완료' }).click();
    const handBackQuestion = handedBack.getByRole('group', {
      name: '현금 30,000원을 가족에게 돌려주었나요?',
    });
    await expect(handBackQuestion).toBeFocused();
    await expect(handBackQuestion).toContainText('누른 사람과 시각이 기록되며');
    await scan(page);
    await handBackQuestion.getByRole('button', { name: '현금 반환 완료' }).click();
    await expect(money.getByRole('status')).toContainText(
      '현금 30,000원을 가족에게 돌려준 것으로 기록했습니다.',
    );
    await expect(handedBack).toContainText(/현금 반환: \d{4}년 .+ · admin/);
    await expect(handedBack.getByRole('button', { name: /현금 반환 완료/ })).toHaveCount(0);
    await scan(page);
    await page.keyboard.press('Escape');
    await expect(money).toHaveCount(0);
    await expect(desk.getByRole('button', { name: '서현장님 결제·환불' })).toBeFocused();
    await expect(desk).toContainText('취소됨');
    // Settled by a person: the row says so, and nothing is left to look at.
    await expect(desk).toContainText('직접 처리됨');
    await expect(fact(panel, '확인 필요')).toHaveCount(0);

    // Opened again later: the panel, no 폐강 button; the list and the overview say 폐강.
    await page.reload();
    await expect(panel.locator('.admin-closure__state')).toHaveText('완료');
    await expect(page.getByRole('button', { name: '폐강', exact: true })).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('');
    await page.goto('/admin/lecture');
    await expect(listRow(page, '강의 목록 (최신 글부터)', title)).toContainText('폐강');
    await page.goto(`/admin/overview?lectureId=${lecture.id}`);
    const overview = page.getByRole('table', { name: `${title} 강의별 현황` });
    await expect(overview.getByRole('row').nth(1)).toContainText('폐강');
    await expect(overview.getByRole('row').nth(1)).toContainText('180,000원');
  });
});
