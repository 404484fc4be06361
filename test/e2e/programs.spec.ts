import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fetchProgramImages, fetchPrograms, won, type Program } from './support/api';
import { shownFile } from './support/page-helpers';

/** A program's card on the list: the link holding the program's title as a heading. */
function programCard(page: Page, program: Program) {
  return page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: program.title, exact: true }) });
}

/** The program image the carousel shows now (the thumbnail strip, if any, is not it). */
function carouselImage(page: Page) {
  return page
    .getByRole('main')
    .locator('img[src*="/upload/programFiles/"]')
    .filter({ visible: true });
}

test.describe('programs', () => {
  test('the list shows every program with target, structure and price in won', async ({
    page,
    request,
  }) => {
    const programs = await fetchPrograms(request);
    await page.goto('/program');
    await expect(page.getByRole('heading', { level: 1, name: '프로그램' })).toBeVisible();
    for (const program of programs) {
      const card = programCard(page, program);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('대상');
      await expect(card).toContainText(program.target);
      await expect(card).toContainText('구성');
      await expect(card).toContainText(program.structure);
      await expect(card).toContainText('비용');
      await expect(card).toContainText(won(program.price));
    }
  });

  test('clicking a program opens its page with title, price and the booking link in a new tab', async ({
    page,
    request,
  }) => {
    const programs = await fetchPrograms(request);
    const program = programs[programs.length - 1];
    await page.goto('/program');
    await programCard(page, program).click();
    await expect(page).toHaveURL(`/program/${program.id}`);

    await expect(page.getByRole('heading', { name: program.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(won(program.price));
    await expect(page.getByRole('main')).toContainText('문의');
    await expect(page.getByRole('main')).toContainText(program.inquiry);
    // The phone is one tap to call. (Compared with the program's own number: journeys running
    // beside this one change the centre's phone in the footer.)
    await expect(
      page.getByRole('main').getByRole('link', { name: program.inquiry, exact: true }),
    ).toHaveAttribute('href', `tel:${program.inquiry.replace(/\D/g, '')}`);
    const reserve = page.getByRole('link', { name: '예약하기' });
    await expect(reserve).toHaveAttribute('href', program.naver_url);
    await expect(reserve).toHaveAttribute('target', '_blank');
    await expect(reserve).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
  });

  test('the photo carousel wraps around at both ends', async ({ page, request }) => {
    const programs = await fetchPrograms(request);
    let program: Program | undefined;
    let files: string[] = [];
    for (const candidate of programs) {
      files = await fetchProgramImages(request, candidate.id);
      if (files.length >= 2) {
        program = candidate;
        break;
      }
    }
    expect(program, 'a demo program has at least two photos').toBeDefined();
    const last = files[files.length - 1];

    await page.goto(`/program/${program!.id}`);
    const image = carouselImage(page);
    const previous = page.getByRole('button', { name: '이전 이미지' });
    const next = page.getByRole('button', { name: '다음 이미지' });
    await expect(image).toHaveCount(1);
    await expect
      .poll(() => shownFile(image), { message: 'the first photo shows first' })
      .toBe(files[0]);

    await previous.click();
    await expect
      .poll(() => shownFile(image), { message: '이전 from the first shows the last' })
      .toBe(last);
    await next.click();
    await expect
      .poll(() => shownFile(image), { message: '다음 from the last shows the first' })
      .toBe(files[0]);

    for (const file of files.slice(1)) {
      await next.click();
      await expect.poll(() => shownFile(image)).toBe(file);
    }
    await next.click();
    await expect
      .poll(() => shownFile(image), { message: '다음 from the last shows the first' })
      .toBe(files[0]);
  });
});
