// /setting-bill (Cấu hình hoá đơn) against the real API as the super admin: a form saved with Ctrl+S (the
// shortcut its button shows), kept after a reload, then put back; invalid values refused in Vietnamese with
// nothing sent.

import type { ApiClient, Schemas } from '@busops/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  login,
  recordRequests,
  runFromPalette,
  SUPER_ADMIN,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import { expectFocused, tabTo } from './grid.ts';

type Setting = Schemas['BillSetting'];

const form = (page: Page) => page.getByRole('region', { name: 'Cấu hình hoá đơn' });
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label });
const autoIssue = (page: Page) => form(page).getByLabel('Tự động xuất hoá đơn cho mỗi giao dịch bán');
const emailTags = (page: Page) =>
  form(page)
    .locator('.bp6-tag-input .bp6-tag')
    .evaluateAll((tags) => tags.map((t) => (t.textContent ?? '').trim()));

/** The screen loaded: its form shows (a spinner first). */
async function openBillSettings(page: Page): Promise<void> {
  await field(page, 'Tên đơn vị').waitFor();
  await expect.poll(() => field(page, 'Tên đơn vị').isEnabled()).toBe(true);
}

/**
 * Focus a text field by Tab and replace its text (empty: cleared). From the page's start the walk passes
 * the side menu, which grows with every screen (80, like the provider's walk below).
 */
async function retype(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, field(page, label), 80);
  await page.keyboard.press('Control+a');
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press('Delete');
}

describe('bill settings', () => {
  const e2e = useBrowser();
  let api: ApiClient;
  let original: Setting;

  beforeAll(async () => {
    api = await signedInApi(SUPER_ADMIN);
    original = (await api.GET('/setting-bill')).data as Setting;
  });
  // A safety net only: the first test puts the original values back through the screen itself.
  afterAll(async () => {
    const now = (await api.GET('/setting-bill')).data;
    const fields = ['provider', 'company_name', 'address', 'tax_code', 'auto_issue'] as const;
    const changed =
      fields.some((f) => now[f] !== original[f]) ||
      JSON.stringify(now.email_cc) !== JSON.stringify(original.email_cc);
    if (!changed) return;
    await api.PUT('/setting-bill', {
      body: {
        provider: original.provider,
        tax_code: original.tax_code,
        company_name: original.company_name,
        address: original.address,
        template_code: original.template_code,
        invoice_series: original.invoice_series,
        username: original.username,
        auto_issue: original.auto_issue,
        email_cc: original.email_cc,
      },
    });
  });

  test('Ctrl+S saves the changed fields, a reload shows them, then the original values are put back', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const companyName = 'Tổng Công ty Vận tải Kiểm Thử Hoá Đơn';
    const address = 'Số 9 Đường Kiểm Thử, Phường Bến Thành, Quận 1';
    const email = 'ketoan.kiemthu@example.vn';
    await login(page, SUPER_ADMIN);
    await runFromPalette(page, 'cau hinh hoa don', 'Cấu hình hoá đơn');
    await page.waitForURL('**/setting-bill');
    await openBillSettings(page);
    expect(await field(page, 'Tên đơn vị').inputValue()).toBe(original.company_name ?? '');
    expect(await field(page, 'Địa chỉ').inputValue()).toBe(original.address ?? '');

    // The save button shows its shortcut.
    const save = form(page).getByRole('button', { name: /^Lưu/ });
    expect(await save.textContent()).toContain('Lưu (Ctrl+S)');
    expect(await save.getAttribute('title')).toBe('Phím tắt: Ctrl+S');

    const puts = recordRequests(page, 'PUT', '/setting-bill');
    await retype(page, 'Tên đơn vị', companyName);
    await retype(page, 'Địa chỉ', address);
    // The CC list: a tag input, Enter adds the typed address.
    await tabTo(page, form(page).locator('#bill-email-cc'), 30);
    await kb.type(email);
    await kb.press('Enter');
    await expect.poll(() => emailTags(page)).toEqual([...original.email_cc, email]);
    // The switch, by the keyboard too.
    await tabTo(page, autoIssue(page), 10);
    await kb.press('Space');
    expect(await autoIssue(page).isChecked()).toBe(!original.auto_issue);

    await kb.press('Control+s');
    await waitForToast(page, 'Lưu thành công');
    expect(puts).toHaveLength(1);
    await form(page)
      .getByText(/^Cập nhật lần cuối: /)
      .waitFor();

    await page.reload();
    await openBillSettings(page);
    expect(await field(page, 'Tên đơn vị').inputValue()).toBe(companyName);
    expect(await field(page, 'Địa chỉ').inputValue()).toBe(address);
    expect(await emailTags(page)).toEqual([...original.email_cc, email]);
    expect(await autoIssue(page).isChecked()).toBe(!original.auto_issue);

    // Put the original values back, the same way.
    await retype(page, 'Tên đơn vị', original.company_name ?? '');
    await retype(page, 'Địa chỉ', original.address ?? '');
    await form(page).locator('.bp6-tag').filter({ hasText: email }).getByRole('button').click();
    await expect.poll(() => emailTags(page)).toEqual(original.email_cc);
    await tabTo(page, autoIssue(page), 10);
    await kb.press('Space');
    await expectFocused(autoIssue(page));
    await kb.press('Control+s');
    await waitForToast(page, 'Lưu thành công');
    expect(puts).toHaveLength(2);

    await page.reload();
    await openBillSettings(page);
    expect(await field(page, 'Tên đơn vị').inputValue()).toBe(original.company_name ?? '');
    expect(await field(page, 'Địa chỉ').inputValue()).toBe(original.address ?? '');
    expect(await emailTags(page)).toEqual(original.email_cc);
    expect(await autoIssue(page).isChecked()).toBe(original.auto_issue);
  });

  test('invalid values: Vietnamese messages under the fields, nothing sent, nothing changed', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    await login(page, SUPER_ADMIN);
    await page.goto('/setting-bill');
    await openBillSettings(page);
    const lastSaved = await form(page)
      .getByText(/^(Cập nhật lần cuối: |Chưa lưu cấu hình)/)
      .textContent();
    const puts = recordRequests(page, 'PUT', '/setting-bill');

    // A tax code of 5 digits.
    await retype(page, 'Mã số thuế', '12345');
    await kb.press('Control+s');
    // The API's own message (BillSettingInput.tax_code pattern), worded with the field's label.
    await form(page).getByText('Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, "-" và 3 chữ số').waitFor();
    expect(puts).toEqual([]);

    // Correcting the field clears its message.
    await retype(page, 'Mã số thuế', '0300481239');
    await expect
      .poll(() => form(page).getByText('Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, "-" và 3 chữ số').count())
      .toBe(0);

    // A provider makes the provider's fields required: each says so, in Vietnamese.
    const provider = form(page).getByRole('combobox', { name: 'Nhà cung cấp hoá đơn điện tử' });
    // Tab wraps from the last field through the side menu, which the finance screens lengthened.
    await tabTo(page, provider, 80);
    expect(await provider.inputValue()).toBe(original.provider);
    await kb.press('ArrowDown');
    expect(await provider.inputValue()).toBe('viettel');
    // A CC address that is not one.
    await tabTo(page, form(page).locator('#bill-email-cc'), 30);
    await kb.type('khong-phai-email');
    await kb.press('Enter');
    await kb.press('Control+s');
    for (const message of [
      'Vui lòng nhập tên đơn vị',
      'Vui lòng nhập mẫu số hoá đơn',
      'Vui lòng nhập ký hiệu hoá đơn',
      'Vui lòng nhập tài khoản',
      'Vui lòng nhập mật khẩu',
      'Email không hợp lệ',
    ]) {
      await form(page).getByText(message).waitFor();
    }
    expect(puts).toEqual([]);

    // Nothing was saved: a reload shows the stored configuration.
    await page.reload();
    await openBillSettings(page);
    expect(await provider.inputValue()).toBe(original.provider);
    expect(await field(page, 'Mã số thuế').inputValue()).toBe(original.tax_code ?? '');
    expect(await emailTags(page)).toEqual(original.email_cc);
    expect(
      await form(page)
        .getByText(/^(Cập nhật lần cuối: |Chưa lưu cấu hình)/)
        .textContent(),
    ).toBe(lastSaved);
    expect(puts).toEqual([]);
  });
});
