import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { typeCode } from './support/family-code';
import { adminToken } from './support/admin';
import { createLecture, seoulDate, yearsAfter } from './support/admin-data';
import { applicationSubmit } from './support/page-helpers';

const BIRTH = '1985-03-09';

/**
 * A lecture a child attends (issue 21), at phone size: the guardian applies with the child's
 * name and school year only (the form says not to write health details), the 법정대리인's
 * consent appears for a child who may be under 14 and is recorded; then the parent looks up,
 * downloads the data with the child in it, and after the lecture requests deletion and sees
 * what is kept.
 */
test('a guardian applies for a child’s lecture, downloads the data and has it deleted', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const title = `자녀 참여 강의 ${randomBytes(3).toString('hex')}`;
  const lecture = await createLecture(request, token, title);
  // The centre says a child attends (allowed while nobody has applied).
  const declared = await request.put(`/api/admin/lecture/${lecture.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { participant: 'CHILD' },
  });
  expect(declared.status(), await declared.text()).toBe(200);
  const email = `guardian-${randomBytes(4).toString('hex')}@example.com`;

  await page.goto(`/lecture/${lecture.id}`);
  // The lecture's summary says who attends: the child.
  await expect(page.getByRole('region', { name: '접수 상태' })).toContainText(
    '참여 대상자녀 (아동·청소년)',
  );
  await page.getByRole('main').getByRole('button', { name: '신청하기' }).click();
  await expect(page).toHaveURL('/application');

  await page.getByRole('checkbox', { name: '1회차' }).check();
  await page.getByLabel('이름', { exact: true }).fill('김민지');
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('연락처').fill('01023456789');
  await page.getByLabel('생년월일').fill(BIRTH);

  // 참여 자녀 정보: the name and school year only, and the reminder about health details.
  const child = page.getByRole('group', { name: '참여 자녀 정보' });
  await expect(child).toContainText('건강 상태, 진단명, 상담 내용은 적지 말아 주세요.');
  await expect(page.getByRole('group', { name: '법정대리인(보호자) 동의' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /법정대리인으로서/ })).toHaveCount(0);

  // Sent without the child: each missing field is named, the first one focused.
  await page
    .getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.', exact: true })
    .check();
  await page
    .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
    .check();
  await page
    .getByRole('checkbox', { name: '강의에 참여하는 자녀의 개인정보 수집 및 이용에 동의합니다.' })
    .check();
  await applicationSubmit(page).click();
  await expect(child.getByText('참여하는 자녀의 이름을 입력해 주세요.')).toBeVisible();
  await expect(child.getByText('자녀의 학년을 선택해 주세요.')).toBeVisible();
  await expect(child.getByLabel('자녀 이름')).toBeFocused();

  await child.getByLabel('자녀 이름').fill('김하늘');
  await child.getByLabel('학년').selectOption({ label: '초등학교 3학년' });

  // Under 14: the 법정대리인's name, relation and consent are asked.
  const guardian = page.getByRole('group', { name: '법정대리인(보호자) 동의' });
  await expect(guardian).toContainText('개인정보 보호법 제22조의2');
  const guardianConsent = page.getByRole('checkbox', {
    name: '법정대리인으로서 만 14세 미만 자녀의 개인정보 수집 및 이용에 동의합니다.',
  });
  await expect(guardianConsent).not.toBeChecked();
  await expectNoA11yViolations(page);

  await applicationSubmit(page).click();
  await expect(guardian.getByText('법정대리인(보호자)의 이름을 입력해 주세요.')).toBeVisible();
  await guardian.getByLabel('법정대리인 이름').fill('김민지');
  await guardian.getByLabel('자녀와의 관계').selectOption({ label: '어머니' });
  await guardianConsent.check();

  await page.getByRole('radio', { name: '카드' }).check();
  await applicationSubmit(page).click();
  await expect(page).toHaveURL(/\/sandbox\/toss\/checkout\?/);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다.' }),
  ).toBeVisible();

  // The back office sees the child and the recorded guardian consent.
  const applicants = await request.get(`/api/admin/lecture/applicant/${lecture.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [row] = (await applicants.json()) as { id: number; participant: string }[];
  expect(row.participant).toBe('김하늘 (초등학교 3학년)');
  const consents = (await (
    await request.get(`/api/admin/application/${row.id}/consents`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; agreed: boolean; givenBy?: string }[];
  expect(consents.find((consent) => consent.id === 'guardian')).toMatchObject({
    agreed: true,
    givenBy: '김민지 (어머니)',
  });

  // Look up and download: the child is in the file, with nothing more than was asked.
  await page.goto('/myinfo-check');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('생년월일').fill(BIRTH);
  await page.getByRole('button', { name: '조회하기' }).click();
  await typeCode(page, email.toLowerCase());
  await expect(page).toHaveURL('/myinfo');
  const rights = page.getByRole('region', { name: '내 개인정보' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rights.getByRole('button', { name: '내 정보 내려받기' }).click(),
  ]);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.신청[0]).toMatchObject({
    강의명: title,
    참여자녀: { 이름: '김하늘', 학년: '초등학교 3학년' },
    법정대리인: { 이름: '김민지', 자녀와의관계: '어머니' },
  });
  expect(JSON.stringify(file.신청[0].참여자녀)).not.toMatch(/생년월일|건강|상담/);

  // After the lecture: deletion goes through, and the page says what is kept and until when.
  const end = seoulDate(-2);
  const moved = await request.put(`/api/admin/lecture/${lecture.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      reg_period_start: seoulDate(-10),
      reg_period_end: seoulDate(-5),
      lec_period_start: seoulDate(-3),
      lec_period_end: end,
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await rights.getByRole('button', { name: '삭제 요청' }).click();
  const dialog = page.getByRole('dialog', { name: '개인정보 삭제 요청' });
  await dialog.getByRole('button', { name: '삭제 요청하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '삭제가 완료되었어요' })).toBeVisible();
  const kept = page.getByRole('listitem').filter({ hasText: title });
  await expect(kept).toContainText('결제 금액');
  await expect(kept).toContainText(`${yearsAfter(end, 5)}까지 보관`);
  await expectNoA11yViolations(page);

  // Nothing of the child or the guardian is left on the application.
  const after = (await (
    await request.get(`/api/admin/lecture/applicant/${lecture.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { participant: string | null }[];
  expect(after[0].participant).toBeNull();
  const left = (await (
    await request.get(`/api/admin/application/${row.id}/consents`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; givenBy?: string }[];
  expect(left.find((consent) => consent.id === 'guardian')?.givenBy).toBeUndefined();
});
