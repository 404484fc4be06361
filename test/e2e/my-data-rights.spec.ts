import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { Schema } from '../../shared/contract/schema';
import { codeSentTo, typeCode } from './support/family-code';
import { adminToken } from './support/admin';
import { createLecture, payInSandbox, seoulDate, yearsAfter } from './support/admin-data';

const BIRTH = '1986-07-08';

// The refused deletion (409, the lecture still ahead) is a failed request in the console.
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

/**
 * A parent's rights in the browser (issue 21, phone size): look up, download the data and read
 * the file, correct the phone, be asked to cancel first while the lecture is ahead, then (the
 * lecture over) request deletion and see what is kept, why and until when.
 */
test('my info: download, correct the phone, request deletion and see what is kept', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const title = `개인정보 권리 ${randomBytes(3).toString('hex')}`;
  const lecture = await createLecture(request, token, title);
  const email = `rights-${randomBytes(4).toString('hex')}@example.com`;
  const applied = await request.post('/api/lecture/application/data', {
    data: {
      applicant: { name: '김민지', email, contact: '010-2345-6789', birth: BIRTH },
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      selectedFees: [{ id: lecture.feeId }],
      totalAmount: lecture.fee,
      payMethod: '카드',
    },
  });
  const { applicationId } = (await applied.json()) as Schema<'ApplicationStored'> & {
    applicationId: number;
  };
  await payInSandbox(request, applicationId);

  await page.goto('/myinfo-check');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('생년월일').fill(BIRTH);
  await page.getByRole('button', { name: '조회하기' }).click();
  await typeCode(page, email.toLowerCase());
  await expect(page).toHaveURL('/myinfo');
  const rights = page.getByRole('region', { name: '내 개인정보' });
  await expect(rights).toBeVisible();

  // 내 정보 내려받기: a readable file with the person's data.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rights.getByRole('button', { name: '내 정보 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^마음센터-내-정보-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.신청자).toMatchObject({ 이름: '김민지', 이메일: email, 생년월일: BIRTH });
  expect(file.신청[0]).toMatchObject({ 강의명: title, 결제상태: '결제 완료', 총액: lecture.fee });
  await expect(rights.getByText('내 정보 파일을 내려받았어요.')).toBeVisible();

  // 연락처 수정: Korean validation, then the new phone on the page.
  await rights.getByRole('button', { name: '연락처 수정' }).click();
  await rights.getByLabel('새 연락처').fill('0101');
  await rights.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(
    rights.getByText('연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.'),
  ).toBeVisible();
  await rights.getByLabel('새 연락처').fill('01098765432');
  await expect(rights.getByLabel('새 연락처')).toHaveValue('010-9876-5432');
  // The new number proves itself with a code first (issue 32).
  await rights.getByRole('button', { name: '인증번호 받기' }).click();
  await rights
    .getByLabel('새 휴대폰 번호로 받은 인증번호')
    .fill(await codeSentTo(page, '01098765432'));
  await rights.getByRole('button', { name: '저장' }).click();
  await expect(rights.getByText('연락처를 수정했어요.')).toBeVisible();
  await expect(page.getByText('010-9876-5432')).toBeVisible();

  // 삭제 요청 while the lecture is ahead: asked to cancel first, nothing deleted.
  await rights.getByRole('button', { name: '삭제 요청' }).click();
  const dialog = page.getByRole('dialog', { name: '개인정보 삭제 요청' });
  await expect(dialog).toContainText('지금 바로 삭제되는 것');
  await expect(dialog).toContainText('전자상거래 등에서의 소비자보호에 관한 법률');
  await dialog.getByRole('button', { name: '삭제 요청하기' }).click();
  await expect(dialog).toContainText('먼저 수강 내역에서 신청을 취소하신 뒤');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();

  // The lecture is over (the centre moves its dates into the past): the deletion goes through.
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
  await dialog.getByRole('button', { name: '삭제 요청하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '삭제가 완료되었어요' })).toBeVisible();
  const kept = page.getByRole('listitem').filter({ hasText: title });
  await expect(kept).toContainText('결제 금액');
  await expect(kept).toContainText('전자상거래 등에서의 소비자보호에 관한 법률');
  await expect(kept).toContainText(`${yearsAfter(end, 5)}까지 보관`);
  await expect(page.getByText('조회가 끝났어요.')).toBeVisible();

  // The lookup has ended, and the e-mail finds nothing any more.
  const info = await page.request.post('/api/guest/user-info', { data: { email } });
  expect(info.status()).toBe(401);
});
