// The ticket purchase history, the monthly ticket purchase history (super company only) and the
// statistics by driver hours (issue 20), keyboard only from the palette, keys counted:
// (a) ticket purchase history as Phương Nam's controller 0901000009: the palette opens it, a conductor
//     chosen in its own filter (the URL says so), the totals row equal to the API's, Enter on the money
//     total opens the ledger rows behind it (their count and sum are the figure), `e` exports ('Tải file
//     thành công', the file's totals row read back);
// (a2) the same report over 366 days (more than 20,000 sales): `e` runs the export as a job, its toast
//     shows the rows written, then the file downloads ('Tải file thành công') with every sale in it;
// (b) monthly ticket purchase history as the super admin: last month typed, the totals row equal to the
//     API's (every member company), Enter on the total opens the order rows, `e` exports; (e) a member's
//     palette does not offer it;
// (c) statistics by driver hours as the controller: Enter on the last driver's money opens the ledger
//     rows of their trips (count and sum = the row);
// (d) axe: 0 critical and 0 serious violations on the three screens and a drill-down.
// Screenshots at 1440x900 and 1024x768.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, addMonths, formatMonth, formatVnd, monthOf, periodDays, saigonToday } from '@busops/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFaults, type Fault } from './axe.ts';
import {
  login,
  openPalette,
  paletteSearch,
  RESULTS_DIR,
  SUPER_ADMIN,
  screenshot,
  selectedPaletteTitle,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import { keyCounter } from './dispatch-fixtures.ts';

const CONTROLLER = '0901000009';
const lastMonth = addMonths(monthOf(saigonToday()), -1);
const period = periodDays(lastMonth);

const totalsCell = (page: Page, colId: string) =>
  page.locator(`main .ag-grid-pinned-bottom-rows [col-id="${colId}"]`);
const focusedColumn = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[col-id]')?.getAttribute('col-id'));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const drawerStatus = (count: number, riders: number, amount: number) =>
  `${count.toLocaleString('vi-VN')} giao dịch · ${riders.toLocaleString('vi-VN')} khách · ${formatVnd(amount)}`;

/** Ctrl+K, the words, Enter on the entry titled `title`; the screen's heading shown, the palette gone. */
async function openFromPalette(
  page: Page,
  keys: ReturnType<typeof keyCounter>,
  words: string,
  title: string,
  path: string,
) {
  await openPalette(page);
  await keys.type(words);
  await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe(title);
  await keys.press('Enter');
  await page.waitForURL((url) => url.pathname === path);
  // the screen's own title (h1), not /menu's card of the same name, still shown while the screen loads
  await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
  await paletteSearch(page).waitFor({ state: 'detached' });
}

/**
 * Escape (the grid), End and ArrowDown (the totals row's money, pinned right), without `totals` ArrowUp
 * (the last row's), Enter: the drawer says `status`; Escape.
 */
async function openDrill(page: Page, keys: ReturnType<typeof keyCounter>, status: string, totals = true) {
  await keys.press('Escape');
  await keys.press('End');
  await keys.press('ArrowDown');
  // The totals row's money; ArrowUp: the last row's.
  if (!totals) await keys.press('ArrowUp');
  await expect.poll(() => focusedColumn(page)).toBe('amount');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ag-grid-pinned-bottom-rows'))))
    .toBe(totals);
  await keys.press('Enter');
  const drawer = page.locator('.busops-report-drill');
  await drawer.waitFor();
  await expect.poll(() => drawer.getByRole('status').textContent()).toBe(status);
  await drawer.locator('.ag-row, .ag-overlay-no-rows-wrapper').first().waitFor();
  // The drawer holds the focus: Escape closes it (and gives the focus back to the cell).
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await keys.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

/** The .xlsx `e` downloads: its last row's cells. */
async function exportedTotals(page: Page, keys: ReturnType<typeof keyCounter>, prefix: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), keys.press('e')]);
  await waitForToast(page, 'Tải file thành công');
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${prefix}-\\d{8}\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  return sheet.getRow(sheet.rowCount).values as unknown[];
}

describe('ticket, monthly ticket and driver reports', () => {
  const e2e = useBrowser();

  test('(a) ticket purchase history: a conductor, totals, drill-down, export', async () => {
    const { page } = e2e;
    const api = await signedInApi(CONTROLLER);
    await login(page, CONTROLLER);
    const keys = keyCounter(page);
    await openFromPalette(page, keys, 'lich su mua ve', 'Lịch sử mua vé', '/report/ticket-purchase-history');
    await page.locator('main .ag-row').first().waitFor();
    // The conductor filter: Tab from the month past the days, routes and payment types; ArrowDown picks.
    await keys.press('f');
    await expect.poll(() => focusedId(page)).toBe('criteria-month');
    for (let i = 0; i < 5; i++) await keys.press('Tab');
    await expect.poll(() => focusedId(page)).toBe('criteria-conductor_id');
    await keys.press('ArrowDown');
    await page.waitForURL((url) => url.searchParams.has('conductor_id'));
    const url = new URL(page.url());
    const conductor = Number(url.searchParams.get('conductor_id'));
    const query = {
      date_from: url.searchParams.get('date_from')!,
      date_to: url.searchParams.get('date_to')!,
    };
    const expected = (
      await api.call('listTicketPurchaseHistory', {
        params: { query: { ...query, conductor_id: conductor, size: 1 } },
      })
    ).data;
    expect(expected.total).toBeGreaterThan(0);
    await expect.poll(() => totalsCell(page, 'amount').textContent()).toBe(formatVnd(expected.totals.amount));
    await screenshot(page, 'report-ticket-purchase-history-1440');

    // Enter on the money total: the ticket sales behind it (the conductor's), count, riders and sum.
    await openDrill(page, keys, drawerStatus(expected.total, expected.totals.riders, expected.totals.amount));

    const last = await exportedTotals(page, keys, 'lich-su-mua-ve');
    expect(last).toContain('Tổng cộng');
    expect(last).toContain(expected.totals.amount);
    console.info(`ticket purchase history, a conductor, totals, drill-down, export: ${keys.count} keys`);
    expect(keys.count).toBeLessThanOrEqual(30);

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => totalsCell(page, 'amount').isVisible()).toBe(true);
    await screenshot(page, 'report-ticket-purchase-history-1024');
  });

  test('(a2) a long export runs as a job: its progress, then the file', async () => {
    const { page } = e2e;
    const api = await signedInApi(CONTROLLER);
    // The longest period a report takes (366 days, to today): every ticket sale of the demo's ledger.
    const today = saigonToday();
    const query = { date_from: addDays(today, -365), date_to: today };
    const expected = (
      await api.call('listTicketPurchaseHistory', { params: { query: { ...query, size: 1 } } })
    ).data;
    // More rows than one download takes (EXPORT_JOB_ROWS, 20,000): the console asks for a job.
    expect(expected.total).toBeGreaterThan(20_000);
    await login(page, CONTROLLER);
    // Criteria live in the URL: the report is a link.
    await page.goto(`/report/ticket-purchase-history?${new URLSearchParams(query)}`);
    await expect.poll(() => totalsCell(page, 'amount').textContent()).toBe(formatVnd(expected.totals.amount));
    const keys = keyCounter(page);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      (async () => {
        await keys.press('e');
        // The job's toast: rows written of the report's rows, and a progress bar.
        const progress = page.locator('.busops-export-progress');
        await progress.waitFor();
        await progress.locator('.bp6-progress-bar').waitFor();
        await expect.poll(() => progress.textContent()).toMatch(/^Đang xuất file: [\d.]+ (\/ [\d.]+ )?dòng/);
        await screenshot(page, 'report-export-job-1440');
      })(),
    ]);
    await waitForToast(page, 'Tải file thành công');
    expect(download.suggestedFilename()).toMatch(/^lich-su-mua-ve-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    // A header, every sale, the totals row.
    expect(sheet.rowCount).toBe(expected.total + 2);
    expect(sheet.getRow(sheet.rowCount).values as unknown[]).toContain(expected.totals.amount);
    await expect.poll(() => page.locator('.busops-export-progress').count()).toBe(0);
    expect(keys.count).toBe(1);
  });

  test('(b) monthly ticket purchase history (super company): month, totals, drill-down, export', async () => {
    const { page: fresh } = e2e;
    const api = await signedInApi(SUPER_ADMIN);
    const expected = (
      await api.call('listMonthlyTicketHistory', {
        params: { query: { date_from: period.from, date_to: period.to, size: 1 } },
      })
    ).data;
    expect(expected.total).toBeGreaterThan(0);
    await login(fresh, SUPER_ADMIN);
    const keys = keyCounter(fresh);
    await openFromPalette(
      fresh,
      keys,
      'lich su mua ve thang',
      'Lịch sử mua vé tháng',
      '/report/report-ticket-history',
    );
    // The screen is up (its shortcuts with it) before `f`.
    await fresh.locator('main .ag-row, main .ag-overlay-no-rows-wrapper').first().waitFor();
    await keys.press('f');
    await expect.poll(() => focusedId(fresh)).toBe('criteria-month');
    await keys.type(formatMonth(lastMonth).replace('/', ''));
    await fresh.waitForURL((url) => url.searchParams.get('date_from') === period.from);
    await expect
      .poll(() => totalsCell(fresh, 'amount').textContent())
      .toBe(formatVnd(expected.totals.amount));
    await screenshot(fresh, 'report-monthly-ticket-history-1440');

    // Enter on the money total: every order row of the month (every member company).
    await openDrill(fresh, keys, drawerStatus(expected.total, 0, expected.totals.amount));
    const last = await exportedTotals(fresh, keys, 'lich-su-mua-ve-thang');
    expect(last).toContain(expected.totals.amount);
    console.info(`monthly ticket purchase history, a month, totals, drill-down, export: ${keys.count} keys`);
    expect(keys.count).toBeLessThanOrEqual(40);
    await fresh.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => totalsCell(fresh, 'amount').isVisible()).toBe(true);
    await screenshot(fresh, 'report-monthly-ticket-history-1024');
  });

  test('(c) statistics by driver hours: Enter on a driver’s money opens the ledger rows of their trips', async () => {
    const { page } = e2e;
    const api = await signedInApi(CONTROLLER);
    await login(page, CONTROLLER);
    const keys = keyCounter(page);
    await openFromPalette(
      page,
      keys,
      'thong ke gio lai xe',
      'Thống kê giờ lái xe',
      '/report/driver-statistics',
    );
    await page.locator('main .ag-row').first().waitFor();
    // Without a period in the URL: this month so far.
    const today = saigonToday();
    const query = { date_from: `${today.slice(0, 8)}01`, date_to: today };
    const expected = (await api.call('getDriverStatistics', { params: { query } })).data;
    // End goes to the last row: its driver's trips.
    const driver = expected.items.at(-1)!;
    await expect.poll(() => totalsCell(page, 'amount').textContent()).toBe(formatVnd(expected.totals.amount));
    await screenshot(page, 'report-driver-statistics-1440');

    // `f`: the criteria (the palette left the focus on the page), from which Escape goes to the grid.
    await keys.press('f');
    await expect.poll(() => focusedId(page)).toBe('criteria-month');
    await openDrill(page, keys, drawerStatus(driver.transactions, driver.riders, driver.amount), false);
    console.info(`driver statistics, drill-down of a driver: ${keys.count} keys`);
    expect(keys.count).toBeLessThanOrEqual(30);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => totalsCell(page, 'amount').isVisible()).toBe(true);
    await screenshot(page, 'report-driver-statistics-1024');
  });

  test('(e) the palette of a member company does not offer the monthly ticket purchase history', async () => {
    const { page } = e2e;
    await login(page, CONTROLLER);
    await openPalette(page);
    await page.keyboard.type('lich su mua ve');
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe('Lịch sử mua vé');
    expect(
      await page
        .locator('[cmdk-item]')
        .filter({ hasText: /^Lịch sử mua vé tháng$/ })
        .count(),
    ).toBe(0);
  });

  test('(d) axe: the three screens and a drill-down', async () => {
    const { page } = e2e;
    const faults: Record<string, Fault[]> = {};
    const query = `date_from=${period.from}&date_to=${period.to}`;
    const screen = async (path: string) => {
      await page.goto(`/report/${path}?${query}`);
      await page.locator('main .ag-row, main .ag-overlay-no-rows-wrapper').first().waitFor();
      return axeFaults(page);
    };
    await login(page, CONTROLLER);
    faults['ticket-purchase-history'] = await screen('ticket-purchase-history');
    faults['driver-statistics'] = await screen('driver-statistics');
    await totalsCell(page, 'amount').dblclick();
    await page.locator('.busops-report-drill .ag-row').first().waitFor();
    faults.drill = await axeFaults(page);
    writeFileSync(join(RESULTS_DIR, 'axe-report-histories.json'), JSON.stringify(faults, null, 2));
    expect(Object.entries(faults).filter(([, f]) => f.length > 0)).toEqual([]);
  });

  test('(f) axe: the monthly ticket purchase history (super company)', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    await page.goto(`/report/report-ticket-history?date_from=${period.from}&date_to=${period.to}`);
    await page.locator('main .ag-row').first().waitFor();
    // with the header's company switcher, whose spoken name starts with the company's name it shows
    expect(await axeFaults(page)).toEqual([]);
  });
});
