// Ticket-book statistics, the monthly ticket report and the bus NFC report (issue 20) as Phương Nam's
// controller 0901000009 (role 9), keyboard first:
// (a) "ve quyen tuyen <n> thang <m>" in the palette opens ticket-book statistics on the route of a demo
//     ticket set (the demo hands sets for its dispatched trips' paper tickets) for this month; the totals
//     row shows the API's value and difference; Escape, ArrowDown, End, Enter on the first trip's
//     difference opens its cash ledger rows (the drawer's sum = the trip's ledger cash): counted keys;
//     the print is a document (title, totals, signature block) printed by Chromium as A4 landscape PDF.
// (b) each statement opens from the palette by its words and Enter (counted keys), and last month's
//     totals row equals the API's; the print variant is a document with the signature block (PDF).
// (c) axe: 0 critical/serious on the three screens and the drill-down.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMonths, formatVnd, monthOf, periodDays, saigonToday } from '@busops/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFaults, type Fault } from './axe.ts';
import {
  login,
  openPalette,
  paletteSearch,
  RESULTS_DIR,
  screenshot,
  selectedPaletteTitle,
  signedInApi,
  useBrowser,
} from './browser.ts';
import { keyCounter } from './dispatch-fixtures.ts';

const CONTROLLER = '0901000009';
const thisMonth = monthOf(saigonToday());
const now = periodDays(thisMonth);
const last = periodDays(addMonths(thisMonth, -1));

const totalsCell = (page: Page, colId: string) =>
  page.locator(`main .ag-grid-pinned-bottom-rows [col-id="${colId}"]`);

async function printed(page: Page, name: string, title: string, total: number) {
  await page.emulateMedia({ media: 'print' });
  const doc = page.locator('.busops-report-print');
  await expect.poll(() => doc.isVisible()).toBe(true);
  const text = (await doc.textContent()) ?? '';
  for (const part of [title.toUpperCase(), 'Tổng cộng', 'Người lập', 'Kế toán trưởng', 'Giám đốc'])
    expect(text, part).toContain(part);
  expect(text).toContain(formatVnd(total));
  await page.screenshot({ path: join(RESULTS_DIR, `ticket-books-${name}-print.png`), fullPage: true });
  const pdf = await page.pdf({ landscape: true, format: 'A4', printBackground: true });
  writeFileSync(join(RESULTS_DIR, `ticket-books-${name}.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
}

describe('ticket books and card statements', () => {
  const e2e = useBrowser();

  test('(a) ticket-book statistics by keyboard: route and month from the palette, totals, drill-down, print', async () => {
    const { page } = e2e;
    const api = await signedInApi(CONTROLLER);
    const sets = (
      await api.call('listTicketSets', {
        params: { query: { date_from: now.from, date_to: now.to, size: 1 } },
      })
    ).data;
    expect(sets.total).toBeGreaterThan(0);
    const routeId = sets.items[0]!.route_id;
    const routes = (await api.call('listReportRoutes', { params: { query: {} } })).data;
    const number = routes.items.find((r) => r.id === routeId)!.number;
    const report = (
      await api.call('getTripSetTickets', {
        params: { path: { route_id: routeId }, query: { date_from: now.from, date_to: now.to } },
      })
    ).data;
    expect(report.totals.sets).toBeGreaterThan(0);

    await login(page, CONTROLLER);
    const keys = keyCounter(page);
    await openPalette(page);
    const words = `ve quyen tuyen ${number} thang ${Number(thisMonth.slice(5, 7))}`;
    await keys.type(words);
    await expect
      .poll(() => selectedPaletteTitle(page).catch(() => null))
      .toMatch(/^Thống kê vé quyển: tuyến /);
    await keys.press('Enter');
    await page.waitForURL((url) => url.pathname === '/report/trip-set-ticket');
    await paletteSearch(page).waitFor({ state: 'detached' });
    await page.locator('main .ag-row').first().waitFor();
    await expect.poll(() => totalsCell(page, 'value').textContent()).toBe(formatVnd(report.totals.value));
    await expect
      .poll(() => totalsCell(page, 'difference').textContent())
      .toBe(formatVnd(report.totals.difference));
    await screenshot(page, 'ticket-books-1440');

    // `f` to the criteria, Escape to the grid; the first trip's difference (pinned right): Enter opens
    // the trip's cash fares in the ledger.
    await keys.press('f');
    await keys.press('Escape');
    await keys.press('ArrowDown');
    await keys.press('End');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[col-id]')?.getAttribute('col-id')))
      .toBe('difference');
    await keys.press('Enter');
    const drawer = page.locator('.busops-report-drill');
    await drawer.waitFor();
    // The drawer names its trip; its sum is that trip's ledger cash in the report.
    const heading = (await drawer.getByRole('heading').first().textContent()) ?? '';
    const code = heading.split(' · ').at(-1)!.trim();
    const all = (
      await api.call('getTripSetTickets', {
        params: { path: { route_id: routeId }, query: { date_from: now.from, date_to: now.to, size: 500 } },
      })
    ).data;
    const trip = all.items.find((i) => i.trip_code === code);
    expect(trip, heading).toBeDefined();
    await expect
      .poll(() => drawer.getByRole('status').textContent())
      .toContain(formatVnd(trip!.ledger_amount));
    await drawer.locator('.ag-row').first().waitFor();
    await screenshot(page, 'ticket-books-drill-1440');
    await keys.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    console.info(`ticket-book statistics, route and month, totals, drill-down: ${keys.count} keys`);
    expect(keys.count).toBeLessThanOrEqual(words.length + 7);

    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'ticket-books-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await printed(page, 'trip-set-ticket', 'Thống kê vé quyển', report.totals.value);
  });

  test('(b) the monthly ticket and bus NFC reports: from the palette, totals, printed document', async () => {
    const { page } = e2e;
    const api = await signedInApi(CONTROLLER);
    const query = { date_from: last.from, date_to: last.to };
    const monthly = (await api.call('getMonthlyTicketReport', { params: { query } })).data;
    const nfc = (await api.call('getBusNfcReport', { params: { query } })).data;
    expect(monthly.totals.net).toBeGreaterThan(0);
    expect(nfc.totals.taps).toBeGreaterThan(0);

    await login(page, CONTROLLER);
    for (const [name, words, path, title, column, total] of [
      [
        'monthly-ticket',
        'bao cao ve thang',
        'monthly-ticket-report',
        'Báo cáo vé tháng',
        'net',
        monthly.totals.net,
      ],
      ['bus-nfc', 'bao cao the nfc', 'bus-nfc-report', 'Báo cáo thẻ NFC', 'revenue', nfc.totals.revenue],
    ] as const) {
      const keys = keyCounter(page);
      await openPalette(page);
      await keys.type(words);
      await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe(title);
      await keys.press('Enter');
      await page.waitForURL((url) => url.pathname === `/statement/${path}`);
      await page.getByRole('heading', { name: title }).waitFor();
      console.info(`${title} from the palette: ${keys.count} keys`);
      expect(keys.count).toBeLessThanOrEqual(words.length + 2);
      await page.goto(`/statement/${path}?date_from=${last.from}&date_to=${last.to}`);
      await page.locator('main .ag-row').first().waitFor();
      await expect.poll(() => totalsCell(page, column).textContent()).toBe(formatVnd(total));
      await screenshot(page, `ticket-books-${name}-1440`);
      await printed(page, name, title, total);
    }
  });

  test('(c) axe: the three screens and the drill-down', async () => {
    const { page } = e2e;
    await login(page, CONTROLLER);
    const faults: Record<string, Fault[]> = {};
    for (const path of ['/statement/monthly-ticket-report', '/statement/bus-nfc-report']) {
      await page.goto(`${path}?date_from=${last.from}&date_to=${last.to}`);
      await page.locator('main .ag-row').first().waitFor();
      faults[path] = await axeFaults(page);
    }
    await page.goto(`/report/trip-set-ticket?date_from=${now.from}&date_to=${now.to}`);
    await page.locator('main').waitFor();
    faults['/report/trip-set-ticket'] = await axeFaults(page);
    await page.goto(`/statement/bus-nfc-report?date_from=${last.from}&date_to=${last.to}`);
    await totalsCell(page, 'revenue').dblclick();
    await page.locator('.busops-report-drill .ag-row').first().waitFor();
    faults.drill = await axeFaults(page);
    writeFileSync(join(RESULTS_DIR, 'axe-ticket-books.json'), JSON.stringify(faults, null, 2));
    expect(Object.entries(faults).filter(([, f]) => f.length > 0)).toEqual([]);
  });
});
