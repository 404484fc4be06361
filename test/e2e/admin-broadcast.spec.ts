import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { acknowledge, signIn } from './support/admin';
import {
  createLecture,
  deleteLectures,
  payInSandbox,
  type TestLecture,
} from './support/admin-data';
import { expectNoA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/page-helpers';

/**
 * Issue 36: the director writes one 알림톡 to a lecture's families from 강의 관리, sees how many
 * families it reaches and how it reads, confirms, and each family receives it once in the message
 * sandbox: a parent who applied twice (two children, one phone) gets one message. Phone and
 * desktop; axe on the way.
 */

const createdLectures: number[] = [];
test.afterAll(async ({ playwright }) => deleteLectures(playwright, createdLectures));

/** Applies as a family would, with its own e-mail and phone; answers the application's id. */
async function applyAs(
  request: APIRequestContext,
  lecture: TestLecture,
  name: string,
  contact: string,
): Promise<number> {
  const answer = await request.post('/api/lecture/application/data', {
    data: {
      applicant: {
        name,
        email: `broadcast-${randomBytes(4).toString('hex')}@example.com`,
        contact,
        birth: '1985-03-04',
      },
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      selectedFees: [{ id: lecture.feeId }],
      totalAmount: lecture.fee,
      payMethod: '카드',
    },
  });
  const stored = (await answer.json()) as { state: number; applicationId: number };
  expect(stored.state, JSON.stringify(stored)).toBe(0);
  return stored.applicationId;
}

interface SandboxRow {
  kind: string;
  channel: string;
  status: string;
  recipient: string;
  body_text: string | null;
}

test('a message to a lecture’s families reaches each family once @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page, request);
  const suffix = randomBytes(3).toString('hex');
  const lecture = await createLecture(request, token, `E2E 안내 강의 ${suffix}`);
  createdLectures.push(lecture.id);
  const parent = `010-6${randomInt(100, 999)}-${randomInt(1000, 9999)}`;
  const other = `010-5${randomInt(100, 999)}-${randomInt(1000, 9999)}`;
  // One parent, two children (two applications, one phone, both paid); another family.
  for (const child of ['김첫째', '김둘째']) {
    await payInSandbox(request, await applyAs(request, lecture, child, parent));
  }
  await applyAs(request, lecture, '이가족', other);

  // ---- 1. From 강의 관리's row to the page ----
  await page.goto('/admin/lecture');
  await page.getByRole('link', { name: `${lecture.title} 수강생에게 메시지 보내기` }).click();
  await expect(page).toHaveURL(`/admin/lecture/${lecture.id}/message`);
  await expect(
    page.getByRole('heading', { level: 1, name: '수강생에게 메시지 보내기' }),
  ).toBeVisible();
  await expect(page.getByText(`강의: ${lecture.title}`)).toBeVisible();

  // ---- 2. The form's own checks, at the field and above the form ----
  await page.getByRole('button', { name: '받는 가족 수와 미리 보기' }).click();
  await expect(page.getByText('보내기 전에 확인할 내용이 있습니다.')).toBeVisible();
  await expect(page.locator('[data-field="broadcast-title"]')).toContainText(
    '제목을 입력해 주세요.',
  );
  await expect(page.locator('[data-field="broadcast-body"]')).toContainText(
    '내용을 입력해 주세요.',
  );
  await expect(page.getByLabel('제목')).toBeFocused();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // ---- 3. Write, count and preview ----
  const title = `강의실 변경 안내 ${suffix}`;
  const body = `2회차는 3층 세미나실에서 진행해요.\n시간은 그대로예요. (${suffix})`;
  await expect(page.getByLabel('받는 사람')).toHaveValue('ALL');
  await expect(page.getByLabel('보낼 방법')).toHaveValue('ALIMTALK');
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill(body);
  await expect(page.getByText(`${body.length} / 700자`)).toBeVisible();
  await page.getByRole('button', { name: '받는 가족 수와 미리 보기' }).click();
  const preview = page.getByRole('region', { name: '미리 보기' });
  await expect(preview).toContainText('2가족에게 보냅니다. (신청 3건)');
  await expect(preview).toContainText('오늘 이 강의에 보낸 메시지: 0 / 3번');
  await expect(preview.locator('pre').first()).toContainText(`${lecture.title} 안내`);
  await expect(preview.locator('pre').first()).toContainText('3층 세미나실');
  await page.screenshot({ path: test.info().outputPath('preview.png'), fullPage: true });
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // A change after the preview asks for a new one before anything can be sent.
  await page.getByLabel('받는 사람').selectOption('PAID');
  await expect(preview).toContainText('받는 가족 수와 미리 보기를 다시 확인해 주세요.');
  await expect(preview.getByRole('button', { name: /가족에게 보내기/ })).toHaveCount(0);
  await page.getByLabel('받는 사람').selectOption('ALL');
  await page.getByRole('button', { name: '받는 가족 수와 미리 보기' }).click();
  await expect(preview).toContainText('2가족에게 보냅니다.');

  // ---- 4. Confirm and send ----
  await preview.getByRole('button', { name: '2가족에게 보내기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '메시지 보내기' });
  await expect(confirm).toContainText('2가족에게 보낼까요?');
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: '보내기' }).click();
  await acknowledge(page, '2가족에게 보냈습니다.');
  await expect(page.getByLabel('제목')).toHaveValue('');

  // ---- 5. The message sandbox: one 알림톡 per family ----
  const mine = async () => {
    const rows = (await (await request.get('/sandbox/messages.json')).json()) as SandboxRow[];
    return rows.filter(
      (row) => row.kind === 'lecture-broadcast' && (row.body_text ?? '').includes(suffix),
    );
  };
  await expect
    .poll(async () => (await mine()).filter((row) => row.status === 'SENT').length, {
      timeout: 30_000,
    })
    .toBe(2);
  const delivered = await mine();
  expect(delivered.map((row) => row.recipient).sort()).toEqual(
    [parent, other].map((phone) => phone.replace(/-/g, '')).sort(),
  );
  expect(delivered.every((row) => row.channel === 'ALIMTALK')).toBe(true);

  await page.goto('/sandbox/messages');
  const bubbles = page
    .locator('article.message[data-kind="lecture-broadcast"]')
    .filter({ hasText: suffix });
  await expect(bubbles).toHaveCount(2);
  await expect(bubbles.first()).toContainText(title);
  await expect(bubbles.first()).toContainText('3층 세미나실');
});
