// Copy from a grid into Excel by keyboard (issue 20, grid ergonomics; data-grid/grid-copy.ts), on revenue
// by date for last month as Phương Nam's controller: Ctrl+C on a cell copies its number as a plain number
// (Excel sums it), Ctrl+A then Ctrl+C the whole page as TSV: the header line, one line per day, and the
// totals row, equal to the API's figures. Counted keys, from the report screen.
import { addMonths, monthOf, periodDays, saigonToday } from '@busops/domain';
import { describe, expect, test } from 'vitest';
import { login, signedInApi, useBrowser, waitForToast } from './browser.ts';
import { keyCounter } from './dispatch-fixtures.ts';

const CONTROLLER = '0901000009';
const period = periodDays(addMonths(monthOf(saigonToday()), -1));

describe('copy from a grid', () => {
  const e2e = useBrowser();

  test('a cell, then the whole page with its totals, as TSV', async () => {
    const { page, context, baseURL } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const api = await signedInApi(CONTROLLER);
    const expected = (
      await api.call('getRevenueByDate', {
        params: { query: { date_from: period.from, date_to: period.to } },
      })
    ).data;
    expect(expected.items.length).toBeGreaterThan(1);

    await login(page, CONTROLLER);
    await page.goto(`/report/revenue-date?date_from=${period.from}&date_to=${period.to}`);
    await page.locator('main .ag-row[row-index="0"]').first().waitFor();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    const keys = keyCounter(page);
    // `f` the first criterion, Escape to the grid's first row, End to the revenue (the last column)
    await keys.press('f');
    await keys.press('Escape');
    await keys.press('ArrowDown');
    await keys.press('End');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[col-id]')?.getAttribute('col-id')))
      .toBe('revenue');
    const focusedDay = await page.evaluate(() =>
      document.activeElement?.closest('[row-index]')?.getAttribute('row-index'),
    );
    await keys.press('Control+c');
    await waitForToast(page, 'Sao chép thành công!');
    expect(await clipboard()).toBe(String(expected.items[Number(focusedDay)]!.revenue));

    await keys.press('Control+a');
    await keys.press('Control+c');
    await waitForToast(page, `Đã sao chép ${expected.items.length} dòng`);
    const lines = (await clipboard()).split('\n').map((line) => line.split('\t'));
    expect(lines).toHaveLength(1 + expected.items.length + 1);
    const header = lines[0]!;
    expect(header[0]).toBe('Ngày');
    const revenueAt = header.length - 1;
    expect(lines.slice(1, -1).map((cells) => Number(cells[revenueAt]))).toEqual(
      expected.items.map((row) => row.revenue),
    );
    expect(lines.at(-1)![revenueAt]).toBe(String(expected.totals.revenue));
    console.info(`copy a cell, then the whole page: ${keys.count} keys`);
    expect(keys.count).toBeLessThanOrEqual(7);
  });
});
