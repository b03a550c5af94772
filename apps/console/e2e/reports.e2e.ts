// The finance reports (issue 20) as Phương Nam's controller 0901000009 (role 9), keyboard only:
// (a) revenue by route opened from the palette, last month typed, the counter's passes chosen as the
//     route (the demo ledger holds the monthly-ticket payments; the synthetic fares land with the
//     ledger branch), the totals row equal to the API's totals, Enter on the revenue total opens the ledger
//     rows behind it (their count and sum equal the figure), Escape, `e` exports ('Tải file thành công',
//     the file's totals row read back): counted keys; the print is a document (PDF pages, a screenshot
//     of its print layout); screenshots at 1440x900 and 1024x768;
// (b) the palette with criteria: "doanh thu tuyen 01 thang 10" opens revenue by route for route 01 in
//     October (the URL and the criteria bar say so);
// (c) axe: 0 critical and 0 serious violations on the report screens, the chart and the drill-down; yield
//     and revenue over the dispatched days shows revenue hours and km driven (screenshots at both sizes).
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

/** A cell of the pinned totals row (AG Grid 36 renders it in .ag-grid-pinned-bottom-rows). */
const totalsCell = (page: Page, colId: string) =>
  page.locator(`main .ag-grid-pinned-bottom-rows [col-id="${colId}"]`);

describe('finance reports', () => {
  const e2e = useBrowser();

  test('(a) revenue by route by keyboard: month, route, totals, drill-down, export, print', async () => {
    const { page } = e2e;
    const api = await signedInApi(CONTROLLER);
    const expected = (
      await api.call('getRevenueByRoute', {
        params: { query: { date_from: period.from, date_to: period.to, route_ids: [0] } },
      })
    ).data;
    // The demo's monthly-ticket payments of last month: what this test reads.
    expect(expected.totals.pass_revenue).toBeGreaterThan(0);

    await login(page, CONTROLLER);
    const keys = keyCounter(page);
    await openPalette(page);
    await keys.type('doanh thu tuyen');
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe('Doanh thu theo tuyến');
    await keys.press('Enter');
    await page.waitForURL((url) => url.pathname === '/report/revenue-route');
    // The report's own title (h1): /menu, still shown while the screen's chunk loads and renders, has a
    // card of the same name (an h5), and `f` pressed there found no report criteria to focus.
    await page.getByRole('heading', { name: 'Doanh thu theo tuyến', level: 1, exact: true }).waitFor();
    // plain-letter shortcuts wait for the palette to be gone (no key is spent on waiting)
    await paletteSearch(page).waitFor({ state: 'detached' });

    // `f`: the first criterion, the month; typed as digits (MM/yyyy), it sets the period by itself.
    await keys.press('f');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('criteria-month');
    await keys.type(formatMonth(lastMonth).replace('/', ''));
    await page.waitForURL((url) => url.searchParams.get('date_from') === period.from);
    expect(new URL(page.url()).searchParams.get('date_to')).toBe(period.to);
    // The route: Tab past the two days, type, Enter picks.
    for (let i = 0; i < 3; i++) await keys.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('criteria-route_ids');
    await keys.type('khong theo');
    await keys.press('Enter');
    await page.waitForURL((url) => url.searchParams.getAll('route_ids').join() === '0');

    // The totals row is the API's totals.
    await expect
      .poll(() => totalsCell(page, 'revenue').textContent())
      .toBe(formatVnd(expected.totals.revenue));
    expect(await totalsCell(page, 'pass_revenue').textContent()).toBe(
      formatVnd(expected.totals.pass_revenue),
    );
    await screenshot(page, 'reports-revenue-route-1440');
    // Each total stands under its column's figures (its right edge on theirs).
    const edges = await page.evaluate(() =>
      ['pass_revenue', 'revenue'].map((col) => {
        const body = document.querySelector(`main .ag-row:not(.ag-row-pinned) [col-id="${col}"]`)!;
        const total = document.querySelector(`main .ag-grid-pinned-bottom-rows [col-id="${col}"]`)!;
        return Math.abs(body.getBoundingClientRect().right - total.getBoundingClientRect().right);
      }),
    );
    expect(Math.max(...edges)).toBeLessThan(1);

    // Escape: done with the criteria, the grid's first row; then Enter on the revenue total: its ledger rows.
    await keys.press('Escape');
    await keys.press('ArrowDown');
    await keys.press('End'); // the revenue, pinned to the right edge
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[col-id]')?.getAttribute('col-id')))
      .toBe('revenue');
    await keys.press('Enter');
    const drawer = page.locator('.busops-report-drill');
    await drawer.waitFor();
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const ledger = (
      await api.call('listFareTransactions', {
        params: {
          query: {
            date_from: period.from,
            date_to: period.to,
            route_ids: [0],
            fare_actions: ['fare_payment', 'pass_purchase', 'refund', 'void', 'adjust'],
            size: 1,
          },
        },
      })
    ).data;
    expect(ledger.totals.amount).toBe(expected.totals.revenue);
    await expect
      .poll(() => drawer.getByRole('status').textContent())
      .toBe(
        `${ledger.total.toLocaleString('vi-VN')} giao dịch · ${ledger.totals.riders.toLocaleString('vi-VN')} khách · ${formatVnd(ledger.totals.amount)}`,
      );
    await drawer.locator('.ag-row').first().waitFor();
    await screenshot(page, 'reports-drill-1440');
    await keys.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // `e`: the .xlsx, its totals row the same figure.
    const [download] = await Promise.all([page.waitForEvent('download'), keys.press('e')]);
    await waitForToast(page, 'Tải file thành công');
    expect(download.suggestedFilename()).toMatch(/^doanh-thu-theo-tuyen-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Tổng cộng');
    expect(last.getCell(8).value).toBe(expected.totals.revenue);
    console.info(`revenue by route, one month and one route, totals, drill-down, export: ${keys.count} keys`);
    expect(keys.count).toBeLessThanOrEqual(43);

    // The print: a document with the period, the totals and the signatures, as Chromium prints it.
    await page.emulateMedia({ media: 'print' });
    const doc = page.locator('.busops-report-print');
    await expect.poll(() => doc.isVisible()).toBe(true);
    const text = (await doc.textContent()) ?? '';
    for (const part of ['DOANH THU THEO TUYẾN', 'Tổng cộng', 'Người lập', 'Kế toán trưởng', 'Giám đốc'])
      expect(text).toContain(part);
    expect(text).toContain(formatVnd(expected.totals.revenue));
    await page.screenshot({ path: join(RESULTS_DIR, 'reports-print.png'), fullPage: true });
    const pdf = await page.pdf({ landscape: true, format: 'A4', printBackground: true });
    writeFileSync(join(RESULTS_DIR, 'reports-print.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => totalsCell(page, 'revenue').isVisible()).toBe(true);
    await screenshot(page, 'reports-revenue-route-1024');
  });

  test('(b) the palette opens a report with its criteria: "doanh thu tuyen 01 thang 10"', async () => {
    const { page } = e2e;
    await login(page, CONTROLLER);
    const today = saigonToday();
    const year = Number(today.slice(5, 7)) >= 10 ? today.slice(0, 4) : String(Number(today.slice(0, 4)) - 1);
    await openPalette(page);
    await page.keyboard.type('doanh thu tuyen 01 thang 10');
    const title = `Doanh thu theo tuyến: tuyến 01, tháng 10/${year}`;
    await expect
      .poll(() => page.locator('[cmdk-item]').filter({ hasText: title }).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe(title);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/report/revenue-route');
    const url = new URL(page.url());
    expect(url.searchParams.get('date_from')).toBe(`${year}-10-01`);
    expect(url.searchParams.get('date_to')).toBe(`${year}-10-31`);
    expect(url.searchParams.getAll('route_ids')).toHaveLength(1);
    await expect.poll(() => page.locator('#criteria-month').inputValue()).toBe(`10/${year}`);
    await expect
      .poll(() => page.locator('.busops-report-criteria .bp6-tag').first().textContent())
      .toMatch(/^01 · /);
  });

  test('(c) axe: the report screens, the chart and the drill-down', async () => {
    const { page } = e2e;
    await login(page, CONTROLLER);
    const query = `date_from=${period.from}&date_to=${period.to}`;
    const faults: Record<string, Fault[]> = {};
    for (const path of [
      'revenue-date',
      'revenue-route',
      'revenue-detail',
      'yield-and-revenue',
      'staff-statistics',
      'trip-statistics',
      'trips-no-revenue',
      'top-up-history',
    ]) {
      await page.goto(`/report/${path}?${query}`);
      await page.locator('main .ag-row, main .ag-overlay-no-rows-wrapper').first().waitFor();
      faults[path] = await axeFaults(page);
    }
    // Yield and revenue over the dispatched days (yesterday and today): the demo's timed trips have
    // revenue hours and, nine in ten, their km driven measured from a trace (demo-km-driven.ts).
    const today = saigonToday();
    await page.goto(`/report/yield-and-revenue?date_from=${addDays(today, -1)}&date_to=${today}`);
    await page.locator('main .ag-row').first().waitFor();
    await expect
      .poll(async () => Number(await totalsCell(page, 'measured_trips').textContent()))
      .toBeGreaterThan(0);
    // Hours and percent with one decimal at most ('1.234,5'), never empty.
    expect(await totalsCell(page, 'revenue_hours').textContent()).toMatch(/^[1-9][\d.]*(,\d)?$/);
    expect(await totalsCell(page, 'km_driven_percent').textContent()).toMatch(/^[1-9]\d*(,\d)?$/);
    faults['yield-and-revenue-service'] = await axeFaults(page);
    // The service columns are the last ones: scrolled into view for the screenshots.
    const scrollRight = () =>
      page.locator('main .ag-body-horizontal-scroll-viewport').evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
    await scrollRight();
    await screenshot(page, 'reports-yield-service-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.reload(); // laid out at this size from the start, as on a 1024 screen
    await totalsCell(page, 'measured_trips').waitFor();
    await scrollRight();
    await screenshot(page, 'reports-yield-service-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/report/revenue-date?${query}`);
    await page.locator('main .ag-row').first().waitFor();
    // The chart keeps to the console's CSP: no violation while it draws and shows its tooltip.
    await page.evaluate(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    await page.getByRole('button', { name: 'Biểu đồ' }).click();
    const canvas = page.locator('.busops-report-chart canvas');
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    faults.chart = await axeFaults(page);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await screenshot(page, 'reports-revenue-date-chart-1440');
    await page.getByRole('button', { name: 'Xem dạng bảng' }).click();
    await totalsCell(page, 'revenue').dblclick();
    await page.locator('.busops-report-drill .ag-row').first().waitFor();
    faults.drill = await axeFaults(page);
    writeFileSync(join(RESULTS_DIR, 'axe-reports.json'), JSON.stringify(faults, null, 2));
    expect(Object.entries(faults).filter(([, f]) => f.length > 0)).toEqual([]);
  });

  test('(d) the super company reads every member company, or one', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    await page.goto(`/report/revenue-route?date_from=${period.from}&date_to=${period.to}`);
    const company = page.locator('#criteria-company_id');
    await expect.poll(() => company.locator('option').count()).toBeGreaterThan(2);
    await page.locator('main .ag-row').first().waitFor();
    const all = await totalsCell(page, 'revenue').textContent();
    await screenshot(page, 'reports-revenue-route-super-1440');
    // One company: the URL says so and the total is that company's alone.
    const phuongNam = await company.locator('option', { hasText: 'Phương Nam' }).getAttribute('value');
    await company.selectOption(phuongNam!);
    await page.waitForURL((url) => url.searchParams.get('company_id') === phuongNam);
    const api = await signedInApi(SUPER_ADMIN);
    const one = (
      await api.call('getRevenueByRoute', {
        params: { query: { date_from: period.from, date_to: period.to, company_id: Number(phuongNam) } },
      })
    ).data;
    await expect.poll(() => totalsCell(page, 'revenue').textContent()).toBe(formatVnd(one.totals.revenue));
    expect(all).not.toBe(formatVnd(one.totals.revenue));
  });
});
