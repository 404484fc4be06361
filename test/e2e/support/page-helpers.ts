import { expect, type Locator, type Page } from '@playwright/test';
import { decodeEntities } from '../../../shared/html/entities';

/** The header's main navigation, opened first when the phone layout hides it behind a button. */
export async function openHeaderNav(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { expanded: false });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(header.getByRole('button', { expanded: true })).toBeVisible();
  }
  const nav = header.getByRole('navigation');
  await expect(nav).toBeVisible();
  return nav;
}

/** The file an <img> currently shows (its src without the folder, decoded). */
export async function shownFile(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  return decodeURIComponent(src.split('?')[0].split('/').pop() ?? '');
}

/** Scrolls a (possibly lazy) image into view and waits until the browser has decoded it. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth), {
      message: 'the image has loaded',
    })
    .toBeGreaterThan(0);
}

/** The text a user reads in an HTML fragment: its longest text run, entities decoded. */
export function longestTextRun(html: string): string {
  const runs = html
    .split(/<[^>]*>/)
    .map((run) => decodeEntities(run).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
}

/**
 * A gate a routed answer waits at while the test looks at the pending state, then opens: the
 * pending button is seen however slow the machine is, instead of within a guessed delay.
 */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/**
 * The application form's submit button: it says the amount once a course is chosen (90,000원
 * 결제하기), 신청하기 before (issue 35).
 */
export function applicationSubmit(page: Page): Locator {
  return page.getByRole('button', { name: /^(신청하기|[\d,]+원 결제하기)$/ });
}

/**
 * Nothing wider than the window (the phone project is 390 px wide); a failure names the
 * innermost elements of the page's main that stick out, leaving out those inside a box that
 * scrolls sideways on its own (a table's region), which do not widen the page.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Runs in the page; the test files are typed without the DOM library.
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    interface Box {
      tagName: string;
      className: string;
      textContent: string | null;
      children: ArrayLike<Box>;
      parentElement: Box | null;
      getBoundingClientRect(): { right: number };
    }
    const doc = (
      globalThis as unknown as {
        document: {
          scrollingElement: { scrollWidth: number; clientWidth: number };
          querySelectorAll(selector: string): ArrayLike<Box>;
        };
      }
    ).document;
    const { getComputedStyle } = globalThis as unknown as {
      getComputedStyle(element: Box): { overflowX: string };
    };
    const clipped = (element: Box): boolean => {
      for (let up = element.parentElement; up && up.tagName !== 'MAIN'; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const root = doc.scrollingElement;
    const leaves = Array.from(doc.querySelectorAll('main *')).filter(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1 &&
        !Array.from(element.children).some(
          (child) => child.getBoundingClientRect().right > root.clientWidth + 1,
        ) &&
        !clipped(element),
    );
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      wide: leaves
        .slice(0, 3)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${e.className} "${(e.textContent ?? '').slice(0, 40)}"`,
        ),
    };
  });
  expect(
    scrollWidth,
    `${new URL(page.url()).pathname}: ${scrollWidth} px wide in a ${clientWidth} px window; too wide: ${wide.join(', ')}`,
  ).toBeLessThanOrEqual(clientWidth + 1);
}
