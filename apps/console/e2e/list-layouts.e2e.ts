// Every list screen at 1440x900 and 1024x768 (real scrollbars): a screenshot each under
// test-results/layouts/ to look at, and the measure of what is cut: header titles and the cells of the
// first rows whose text is wider than their column, and columns right of the viewport. Key columns
// (names, status, money, who) must never be cut.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  COMPANY_ADMIN,
  login,
  newBrowserContext,
  openInApp,
  RESULTS_DIR,
  SUPER_ADMIN,
  screenSettled,
  screenshot,
  useBrowser,
} from './browser.ts';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

const MEMBER_SCREENS = [
  '/employee',
  '/vehicle/list',
  '/route/list',
  '/route/stop',
  '/routes/trip',
  '/routes/driver-setting',
  '/customer/search',
  '/customer/ticket-bus',
  '/monthly-ticket/registration-list',
  '/monthly-ticket/extend-list',
  '/monthly-ticket/change-card-list',
  '/monthly-ticket/setting',
  '/menu',
];
const SUPER_SCREENS = ['/company', '/permission/feature', '/permission/role', '/permission/employee-role'];

/** Key columns (names, status, money, who): never cut, and a status or an amount never off-screen. */
const KEY_COLUMNS = [
  'Họ và tên',
  'Tên công ty',
  'Tên tuyến',
  'Tên điểm dừng',
  'Tên loại thẻ',
  'Khách hàng',
  'Vé',
  'Bãi xe',
  'Lái xe',
  'Phụ xe',
  'Người tạo',
  'Quản trị viên',
  'Trạng thái',
  'Số tiền',
];
/** In view at both sizes without scrolling the grid: the status and the money (pinned right), and who made,
 * runs or keeps it (the columns' order puts them before what may scroll). */
const ALWAYS_IN_VIEW = ['Trạng thái', 'Số tiền', 'Người tạo', 'Quản trị viên', 'Bãi xe'];

interface Cut {
  screen: string;
  width: number;
  headersCut: string[];
  cellsCut: string[];
  offScreen: string[];
  wrapped: string[];
}

/** What the grid on screen cuts: titles and first-row cells wider than their column, columns past the edge. */
function measure(page: Page): Promise<Omit<Cut, 'screen' | 'width'>> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const headersCut: string[] = [];
    const offScreen: string[] = [];
    const names = new Map<string, string>();
    for (const cell of document.querySelectorAll<HTMLElement>('.ag-header-cell')) {
      const text = cell.querySelector<HTMLElement>('.ag-header-cell-text');
      const title = text?.textContent?.trim() ?? '';
      const id = cell.getAttribute('col-id') ?? '';
      names.set(id, title);
      if (text && text.scrollWidth > text.clientWidth + 1) headersCut.push(title);
      const box = cell.getBoundingClientRect();
      if (title && box.right > viewport + 1) offScreen.push(title);
    }
    const cellsCut = new Set<string>();
    for (const cell of document.querySelectorAll<HTMLElement>(
      '.ag-row[row-index="0"] .ag-cell, .ag-row[row-index="1"] .ag-cell, .ag-row[row-index="2"] .ag-cell',
    )) {
      const inner = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
      if (inner.scrollWidth > inner.clientWidth + 1)
        cellsCut.add(names.get(cell.getAttribute('col-id') ?? '') || (cell.getAttribute('col-id') ?? ''));
    }
    const wrapped: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('.bp6-button')) {
      const label = button.querySelector<HTMLElement>('.bp6-button-text');
      if (label && label.getClientRects().length > 1) wrapped.push(label.textContent ?? '');
      else if (label && label.offsetHeight > 24) wrapped.push(label.textContent ?? '');
    }
    return { headersCut, cellsCut: [...cellsCut], offScreen, wrapped };
  });
}

/**
 * Each size is a page opened at that size (the side menu starts collapsed under 1200 px), then every
 * screen opened inside the app as its links do: one page load per size, not one per screen.
 */
async function visitAll(page: Page, screens: readonly string[], cuts: Cut[]) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(screens[0]!);
    for (const [i, screen] of screens.entries()) {
      if (i > 0) await openInApp(page, screen);
      await page.locator('main h1, main [role="grid"]').first().waitFor();
      await screenSettled(page);
      await page.waitForTimeout(300); // grid column sizing after the rows paint
      await screenshot(page, `layouts/${screen.slice(1).replaceAll('/', '_') || 'root'}-${size.width}`);
      cuts.push({ screen, width: size.width, ...(await measure(page)) });
    }
  }
}

describe('list screens at 1440 and 1024', () => {
  const e2e = useBrowser();

  test('screenshots and what is cut', async () => {
    const cuts: Cut[] = [];
    await login(e2e.page, COMPANY_ADMIN);
    await visitAll(e2e.page, MEMBER_SCREENS, cuts);
    const superContext = await newBrowserContext(e2e.browser, e2e.baseURL);
    const superPage = await superContext.newPage();
    await login(superPage, SUPER_ADMIN);
    await visitAll(superPage, SUPER_SCREENS, cuts);
    await superContext.close();
    writeFileSync(join(RESULTS_DIR, 'layouts', 'cuts.json'), JSON.stringify(cuts, null, 1));
    expect(cuts.length).toBe((MEMBER_SCREENS.length + SUPER_SCREENS.length) * 2);
    const keyCuts = cuts.flatMap((c) =>
      [...c.headersCut, ...c.cellsCut]
        .filter((title) => KEY_COLUMNS.includes(title))
        .map((title) => `${c.screen} ${c.width}: ${title} cut`),
    );
    const keysAway = cuts.flatMap((c) =>
      c.offScreen
        .filter((title) => ALWAYS_IN_VIEW.includes(title))
        .map((t) => `${c.screen} ${c.width}: ${t} off-screen`),
    );
    expect([...keyCuts, ...keysAway]).toEqual([]);
  }, 600_000);
});
