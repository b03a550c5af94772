// The statements (issue 20) as Phương Nam's controller 0901000009 (role 9): each of the three opens by
// its URL with last month's period (the demo's ledger: synthetic fares, monthly-ticket payments), its
// totals row shows the API's total (the staff payment's `rep_payment_from_staff.total`), and its print
// variant is a document: company, title, period, totals and the signature block (Người lập, Kế toán
// trưởng, Giám đốc), printed by Chromium as A4 landscape PDF pages (test-results/statements-*.pdf,
// with a screenshot of the print layout to look at).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMonths, formatVnd, monthOf, periodDays, saigonToday } from '@busops/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { login, RESULTS_DIR, signedInApi, useBrowser } from './browser.ts';

const CONTROLLER = '0901000009';
const period = periodDays(addMonths(monthOf(saigonToday()), -1));
const criteria = `date_from=${period.from}&date_to=${period.to}`;

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
  await page.screenshot({ path: join(RESULTS_DIR, `statements-${name}-print.png`), fullPage: true });
  const pdf = await page.pdf({ landscape: true, format: 'A4', printBackground: true });
  writeFileSync(join(RESULTS_DIR, `statements-${name}.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
}

describe('statements', () => {
  const e2e = useBrowser();

  test('staff payment, aggregate payment and subscription card: totals and the printed document', async () => {
    const { page } = e2e;
    const api = await signedInApi(CONTROLLER);
    const query = { date_from: period.from, date_to: period.to };
    const staff = (
      await api.call('getStaffPaymentStatement', { params: { query: { ...query, is_print: true } } })
    ).data;
    expect(staff.is_print).toBe(true);
    expect(staff.rep_payment_from_staff.total).toBeGreaterThan(0);
    // The demo's counter sales name their cashier (its sales staff).
    expect(staff.items.some((i) => i.place === 'counter' && i.collector_id !== null)).toBe(true);
    const aggregate = (await api.call('getAggregatePaymentStatement', { params: { query } })).data;
    expect(aggregate.rep_payment_from_employee.total).toBe(staff.rep_payment_from_staff.total);
    const cards = (await api.call('getSubscriptionCardStatement', { params: { query } })).data;

    await login(page, CONTROLLER);
    for (const [name, path, title, column, total] of [
      [
        'staff-payment',
        'staff-payment-statistics',
        'Bảng kê thanh toán nhân viên',
        'total',
        staff.rep_payment_from_staff.total,
      ],
      [
        'aggregate-payment',
        'aggregate-payment-statistics',
        'Bảng kê thanh toán tổng hợp',
        'total',
        aggregate.totals.total,
      ],
      ['subscription-card', 'subscription-card-statistics', 'Bảng kê thẻ vé tháng', 'net', cards.totals.net],
    ] as const) {
      await page.goto(`/statement/${path}?${criteria}`);
      await page.locator('main .ag-row').first().waitFor();
      await expect.poll(() => totalsCell(page, column).textContent()).toBe(formatVnd(total));
      await printed(page, name, title, total);
    }
  });
});
