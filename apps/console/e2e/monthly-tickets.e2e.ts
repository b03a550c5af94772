// Monthly ticket orders as Phương Nam's sales staff 0901000008, against the real API, by keyboard:
// (a) the counter: ⌘K, a member's phone, 'Gia hạn vé tháng' -> the month and the price -> Enter creates
//     the extension, Enter confirms the cash, Enter opens the receipt, Enter prints it: counted keys <= 16
//     (README: 1 + 10 digits + 5 Enter); the same customer renewed again at once is warned, 'Huỷ' focused;
// (b) a registration (a new customer) from /monthly-ticket/registration-list, its payment from the palette,
//     and its receipt printed to PDF by Chromium with the print media (one page, the text in the DOM);
// (c) the renewal campaign from /monthly-ticket/extend-list: three passes selected by Space and
//     Shift+Down, one of them given an order meanwhile through the API: two created, one refused with why.
// Screenshots of each screen at 1440x900 and 1024x768. The database is the run's own (server.ts).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPhone, monthOf, saigonToday } from '@busops/domain';
import { type ApiClient, isApiError } from '@busops/sdk';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  login,
  openPalette,
  RESULTS_DIR,
  screenshot,
  selectedPaletteTitle,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import { keyCounter } from './dispatch-fixtures.ts';
import { focusFirstRow, gridRowWith, searchKeyword } from './grid.ts';

const SALES = '0901000008';
const MONTH = monthOf(saigonToday());

async function focusInside(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    document.activeElement?.tagName === 'BUTTON' ? (document.activeElement.textContent ?? '') : '',
  );
}

type Pass = Awaited<ReturnType<typeof expiringPasses>>[number];

async function expiringPasses(api: ApiClient) {
  const { data } = await api.call('listSubscriptions', {
    params: { query: { expiring_month: MONTH, page: 0, size: 500 } },
  });
  return data.items;
}

/** A member with exactly one pass, due this month, nothing ordered. */
async function memberWithOnePass(api: ApiClient, skip: Set<number>): Promise<Pass> {
  for (const pass of await expiringPasses(api)) {
    if (skip.has(pass.id) || pass.open_order || pass.next_price === null) continue;
    const { data } = await api.call('listSubscriptions', {
      params: { query: { member_id: pass.member.id, page: 0, size: 20 } },
    });
    if (data.items.length === 1) return pass;
  }
  throw new Error('no demo member with one pass due this month');
}

const sizes = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];

async function shots(page: Page, name: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await screenshot(page, `monthly-tickets-${name}-${size.width}`);
  }
  await page.setViewportSize(sizes[0]!);
}

/** The receipt's own 'Đóng' (the renewal dialog under it may still be closing, with a 'Đóng' of its own). */
const receiptClose = (page: Page, receipt: Locator) =>
  page.getByRole('dialog').filter({ has: receipt }).getByRole('button', { name: 'Đóng', exact: true });

describe('monthly ticket orders', () => {
  const e2e = useBrowser();
  const used = new Set<number>();

  test('(a) the counter: find a member by phone, renew, take the cash and print the receipt in <= 16 keys', async () => {
    const { page } = e2e;
    const api = await signedInApi(SALES);
    const pass = await memberWithOnePass(api, used);
    used.add(pass.id);
    const phone = pass.member.phone_number.replace(/^\+84/, '0');
    await login(page, SALES);

    const keys = keyCounter(page);
    await keys.press('Control+k');
    const input = page.getByPlaceholder('Tìm màn hình, thao tác, bản ghi...');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await keys.type(phone);
    await expect
      .poll(() => selectedPaletteTitle(page).catch(() => null))
      .toBe(`Gia hạn vé tháng · ${pass.member.full_name} · ${formatPhone(pass.member.phone_number)}`);
    await screenshot(page, 'monthly-tickets-counter-palette-1440');
    await keys.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Gia hạn vé tháng' });
    await focusInside(dialog);
    await expect.poll(() => focusedText(page)).toContain('Tạo đơn gia hạn');
    const facts = await dialog.textContent();
    expect(facts).toContain(pass.member.full_name);
    expect(facts).toMatch(/Tháng \d{2}\/\d{4}/);
    expect(facts).toContain('₫');
    await shots(page, 'counter-confirm');
    await keys.press('Enter');
    await waitForToast(page, 'Tạo đơn gia hạn thành công!');
    await expect.poll(() => focusedText(page)).toContain('Xác nhận thanh toán');
    await keys.press('Enter');
    await waitForToast(page, 'Xác nhận thanh toán thành công!');
    await expect.poll(() => focusedText(page)).toContain('In biên lai');
    // Printing is counted, not sent to a printer: window.print is replaced by a counter.
    await page.evaluate(() => {
      const w = window as unknown as { print: () => void; printed: number };
      w.printed = 0;
      w.print = () => {
        w.printed += 1;
      };
    });
    await keys.press('Enter');
    const receipt = page.getByRole('article', { name: 'Biên lai' });
    await receipt.waitFor();
    await expect.poll(() => focusedText(page)).toContain('In (Ctrl+P)');
    await keys.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    expect(keys.count).toBeLessThanOrEqual(16);
    console.info(`counter renewal with cash and receipt: ${keys.count} keys (phone ${phone.length} digits)`);
    const { data } = await api.call('listSubscriptionOrders', {
      params: { query: { order_type: 2, keyword: phone, status: 2, page: 0, size: 10 } },
    });
    expect(data.items.some((o) => o.subscription_id === pass.id && o.period_month === pass.next_period)).toBe(
      true,
    );
    await receiptClose(page, receipt).focus();
    await page.keyboard.press('Enter');
    await receipt.waitFor({ state: 'detached' });

    // The same customer again at once: the dialog warns and 'Huỷ' has the focus (Enter renews nothing).
    await openPalette(page);
    await page.keyboard.type(phone);
    await expect
      .poll(() => selectedPaletteTitle(page).catch(() => null))
      .toBe(`Gia hạn vé tháng · ${pass.member.full_name} · ${formatPhone(pass.member.phone_number)}`);
    await page.keyboard.press('Enter');
    await focusInside(dialog);
    await expect.poll(() => focusedText(page)).toBe('Huỷ');
    // polled: the pass's recent orders may be read again as the dialog settles (the warning then shows
    // again once they arrive; the focus stays on 'Huỷ' meanwhile)
    await expect
      .poll(() => dialog.textContent())
      .toMatch(/Vé này vừa có đơn VT-\d+ \(Tháng \d{2}\/\d{4}\) tạo \d+ phút trước/);
    await shots(page, 'counter-warning');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const { data: after } = await api.call('listSubscriptionOrders', {
      params: { query: { order_type: 2, keyword: phone, page: 0, size: 10 } },
    });
    // Nothing ordered beyond the month just paid.
    expect(
      after.items.filter((o) => o.subscription_id === pass.id && (o.period_month ?? '') > pass.next_period),
    ).toEqual([]);
    await shots(page, 'extend-list');

    // `i` on the focused row, nothing selected: its receipt (row keys act on the focused row).
    await searchKeyword(page, phone);
    await gridRowWith(page, 'Đã thanh toán').waitFor();
    await focusFirstRow(page);
    await page.keyboard.press('i');
    await receipt.waitFor();
    await expect.poll(() => focusedText(page)).toContain('In (Ctrl+P)');
    await receiptClose(page, receipt).focus();
    await page.keyboard.press('Enter');
    await receipt.waitFor({ state: 'detached' });

    // The customer's profile lists their pass and its orders (the monthly-tickets section).
    await page.goto(`/customer/search?id=${pass.member.id}`);
    const profile = page.getByRole('dialog', { name: new RegExp(`Khách hàng: ${pass.member.full_name}`) });
    await profile.waitFor();
    const passes = profile.getByRole('table', { name: 'Vé tháng của khách', exact: true });
    await passes.waitFor();
    expect(await passes.textContent()).toContain(pass.card_type_name);
    const orders = profile.getByRole('table', { name: 'Đơn vé tháng của khách', exact: true });
    await orders.waitFor();
    expect(await orders.textContent()).toMatch(/VT-\d+.*Gia hạn/);
    await orders.scrollIntoViewIfNeeded();
    await shots(page, 'customer-profile');
  });

  test('(b) a registration, its payment, its receipt as a one-page PDF, then its card by number', async () => {
    const { page } = e2e;
    const phone = `0387${String(Date.now()).slice(-6)}`;
    await login(page, SALES);
    await page.goto('/monthly-ticket/registration-list');
    await page.getByRole('heading', { name: 'Đơn mở thẻ' }).waitFor();
    await page.getByRole('status', { name: 'Tổng tiền' }).waitFor();
    await shots(page, 'registration-list');

    await page.keyboard.press('n');
    const form = page.getByRole('dialog', { name: 'Tạo đơn đăng ký vé tháng' });
    await focusInside(form);
    await page.keyboard.type(phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Khách Kiểm Thử Biên Lai');
    await shots(page, 'registration-form');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Tạo đơn đăng ký thành công!');
    await form.waitFor({ state: 'detached' });

    // The payment from the palette: the member's open order.
    await openPalette(page);
    await page.keyboard.type(phone);
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toMatch(/^Xác nhận thanh toán VT-/);
    await page.keyboard.press('Enter');
    const pay = page.getByRole('dialog', { name: 'Xác nhận thanh toán' });
    await focusInside(pay);
    await expect.poll(() => focusedText(page)).toContain('Xác nhận thanh toán');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Xác nhận thanh toán thành công!');
    await expect.poll(() => focusedText(page)).toContain('In biên lai');
    await page.keyboard.press('Enter');

    const receipt = page.getByRole('article', { name: 'Biên lai' });
    await receipt.waitFor();
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain('BIÊN LAI THU TIỀN VÉ THÁNG');
    expect(text).toContain('Khách Kiểm Thử Biên Lai');
    expect(text).toMatch(/VT-\d+/);
    expect(text).toContain('Bằng chữ:');
    expect(text).toContain('đồng');
    expect(((await receipt.locator('.busops-receipt-company').textContent()) ?? '').length).toBeGreaterThan(
      0,
    );
    await shots(page, 'receipt');

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    writeFileSync(join(RESULTS_DIR, 'monthly-tickets-receipt.pdf'), pdf);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF')).toBe(true);
    expect(raw.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    expect(raw).toMatch(/\/MediaBox\s*\[\s*0 0 (419|420)(\.\d+)? 59[45]/); // A5: 148 x 210 mm (419.5 x 595.3 pt)

    // The same receipt on 80 mm thermal paper: one page, 80 mm wide.
    await receipt.page().getByRole('button', { name: 'Giấy in nhiệt 80 mm' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.busops-receipt--80mm').waitFor();
    await page.emulateMedia({ media: 'print' });
    const thermal = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    await page.emulateMedia({ media: 'screen' });
    expect(thermal.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    writeFileSync(join(RESULTS_DIR, 'monthly-tickets-receipt-80mm.pdf'), thermal, 'latin1');
    expect(thermal).toMatch(/\/MediaBox\s*\[\s*0 0 22[67](\.\d+)? /); // 80 mm (226.8 pt)

    // The card: the paid registration waits for it; k, the stock card's number typed (or scanned), Enter.
    const api = await signedInApi(SALES);
    const { data: stock } = await api.call('listNfcCards', {
      params: { query: { status: 'active', linked: false, page: 0, size: 1 } },
    });
    const card = stock.items[0]!;
    // Closed by its 'Đóng' button (a print emulation may leave the focus outside the dialog for Escape).
    await receiptClose(page, receipt).focus();
    await page.keyboard.press('Enter');
    await receipt.waitFor({ state: 'detached' });
    await searchKeyword(page, phone);
    await gridRowWith(page, 'Đã thanh toán').waitFor();
    await focusFirstRow(page);
    await page.keyboard.press('Space');
    await page.keyboard.press('k');
    const issue = page.getByRole('dialog', { name: /^Cấp thẻ cho đơn VT-/ });
    await focusInside(issue);
    await page.keyboard.type(card.card_number);
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Gắn thẻ thành công!');
    await gridRowWith(page, 'Đã cấp thẻ').waitFor();
    await expect
      .poll(async () => (await gridRowWith(page, 'Đã cấp thẻ').textContent()) ?? '')
      .toContain(card.card_number);
  });

  test('(c) the renewal campaign: three passes, one refused', async () => {
    const { page } = e2e;
    const api = await signedInApi(SALES);
    await login(page, SALES);
    await page.goto('/monthly-ticket/extend-list');
    await page.getByRole('heading', { name: 'Đơn gia hạn' }).waitFor();
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: /Vé sắp hết hạn tháng này/ });
    await focusInside(dialog);
    const grid = dialog.getByRole('grid', { name: 'Vé sắp hết hạn' });
    await expect.poll(() => grid.evaluate((el) => el === document.activeElement)).toBe(true);
    const listed = await expiringPasses(api);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    // Meanwhile another counter renews the second pass.
    // (its answer carries the order's `status` 1, which the SDK reads as a failing body status: see
    // orderData in order-actions.ts)
    await api.call('createExtensionOrder', { body: { subscription_id: listed[1]!.id } }).catch((error) => {
      if (!isApiError(error) || !error.response?.ok) throw error;
    });

    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => dialog.getByRole('button', { name: 'Tạo đơn gia hạn cho 3 vé' }).count()).toBe(1);
    await shots(page, 'campaign');
    await page.keyboard.press('Enter');
    const outcome = dialog.getByRole('status', { name: 'Kết quả' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe('Đã tạo 2 đơn gia hạn, 1 vé không tạo được');
    const rows = grid.locator('tbody tr');
    expect(await rows.nth(0).textContent()).toMatch(/✓ VT-\d+/);
    expect(await rows.nth(1).textContent()).toContain('chờ thanh toán');
    expect(await rows.nth(2).textContent()).toMatch(/✓ VT-\d+/);
    await waitForToast(page, 'Tạo đơn gia hạn thành công!');
    await shots(page, 'campaign-outcomes');

    // The change-card list of the demo: its orders (one done, one awaiting payment) and the same totals bar.
    await page.keyboard.press('Escape');
    await page.goto('/monthly-ticket/change-card-list');
    await page.getByRole('heading', { name: 'Đơn cấp thẻ trắng' }).waitFor();
    await page.getByRole('status', { name: 'Tổng tiền' }).waitFor();
    await gridRowWith(page, 'Chờ thanh toán').waitFor();
    await shots(page, 'change-card-list');
  });
});
