// /employee against the real API: keyboard-only CRUD from the palette, the export file equals the grid,
// screenshots of the screen and the palette (test-results/).

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, openPalette, paletteInput, screenshot, useBrowser } from './browser.ts';
import { expectFocused, firstGridRow, keywordBox, pager, readPager, settledRows, tabTo } from './grid.ts';

describe('employees', () => {
  const e2e = useBrowser();

  test('keyboard only: palette -> create -> find -> edit -> delete', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const name = 'Trịnh Kiểm Thử Bàn Phím';
    const renamed = 'Trịnh Kiểm Thử Đã Sửa';
    const phone = '0938765432';
    await login(page, COMPANY_ADMIN);

    // Ctrl+K, 'nhan vien' (no diacritics), Enter: the employees screen.
    await openPalette(page);
    await kb.type('nhan vien');
    await expect
      .poll(() => page.locator('[cmdk-item][aria-selected="true"] .busops-palette-title').textContent())
      .toBe('Quản lý nhân viên');
    await kb.press('Enter');
    await page.waitForURL('**/employee');
    const before = (await settledRows(page, ['full_name'], { minTotal: 1 })).pager.total;
    expect(before).toBeGreaterThan(0);

    // n: 'Thêm nhân viên', first field focused; Tab through the form, Enter submits.
    await kb.press('n');
    const dialog = page.getByRole('dialog', { name: 'Thêm nhân viên' });
    await dialog.waitFor();
    await expectFocused(dialog.getByRole('textbox', { name: 'Họ và tên' }));
    await kb.type(name);
    await kb.press('Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Số điện thoại' }));
    await kb.type(phone);
    await kb.press('Tab');
    await kb.type('kiemthu.banphim@example.vn');
    await kb.press('Tab');
    await kb.type('E2E-01');
    await kb.press('Tab');
    const role = dialog.getByRole('combobox', { name: 'Vai trò' });
    await expectFocused(role);
    await kb.press('ArrowDown'); // '— Chọn —' -> the first grantable role, Phụ xe (5)
    expect(await role.inputValue()).toBe('5');
    // Status, the licence date (the kit's date field: one stop), the company: up to 9.
    await tabTo(page, dialog.getByLabel('Mật khẩu ban đầu'), 10);
    await kb.type('Khoi@2026');
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Thêm thành công!').first().waitFor();
    await expect.poll(async () => (await readPager(page))?.total).toBe(before + 1);

    // Find it: 'f' (the list's criteria), type, the list narrows to the one row.
    await kb.press('f');
    await expectFocused(keywordBox(page));
    await kb.type(name);
    await expect
      .poll(async () => (await settledRows(page, ['full_name', 'phone_number'])).rows)
      .toEqual([[name, phone]]);

    // Edit it: Escape from the criterion to the first row, Enter opens 'Sửa nhân viên'.
    await kb.press('Escape');
    await expectFocused(firstGridRow(page));
    await kb.press('Enter');
    const edit = page.getByRole('dialog', { name: `Sửa nhân viên: ${name}` });
    await edit.waitFor();
    await expectFocused(edit.getByRole('textbox', { name: 'Họ và tên' }));
    await kb.press('Control+a');
    await kb.type(renamed);
    await kb.press('Enter');
    await edit.waitFor({ state: 'detached' });
    await page.getByText('Cập nhật thành công!').first().waitFor();

    // The criterion still says the old name: 'f' (its text selected), the new one.
    await kb.press('f');
    await expectFocused(keywordBox(page));
    await kb.type(renamed);
    await expect
      .poll(async () => (await settledRows(page, ['full_name', 'phone_number'])).rows)
      .toEqual([[renamed, phone]]);

    // Delete it: Escape to the row, Space selects it, Ctrl+K 'xoa', Enter, confirm with the keyboard.
    await kb.press('Escape');
    await expectFocused(firstGridRow(page));
    await kb.press('Space');
    await openPalette(page);
    await kb.type('xoa');
    await expect
      .poll(() => page.locator('[cmdk-item][aria-selected="true"] .busops-palette-title').textContent())
      .toBe('Xoá 1 nhân viên');
    await kb.press('Enter');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: renamed });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Xoá 1 nhân viên' }), 10);
    await kb.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(async () => (await settledRows(page, ['full_name'])).rows).toEqual([]);
  });

  test('export: the .xlsx rows equal the grid rows for the same criteria', async () => {
    const { page } = e2e;
    await login(page, COMPANY_ADMIN);
    await page.goto('/employee');
    const first = await settledRows(page, ['full_name'], { minTotal: 1 });
    // Every employee of the company on one page, so the grid shows what the export holds.
    const size = [20, 50, 100].find((n) => n >= first.pager.total);
    expect(size, `more than 100 employees (${first.pager.total})`).toBeDefined();
    await pager(page).getByRole('combobox', { name: 'Số dòng mỗi trang' }).selectOption(String(size));
    await expect.poll(async () => (await readPager(page))?.to).toBe(first.pager.total);
    const { pager: shown, rows } = await settledRows(page, ['full_name', 'phone_number']);
    expect(shown.total).toBeGreaterThanOrEqual(25);
    expect(rows).toHaveLength(shown.total);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Xuất file' }).click(),
    ]);
    // The name travels in Content-Disposition (content-disposition on both sides).
    expect(download.suggestedFilename()).toMatch(/^nhan-vien-\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as its own Buffer interface; a Node Buffer is what it reads at runtime.
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const text = (v: ExcelJS.CellValue) =>
      v == null ? '' : String(typeof v === 'object' && 'text' in v ? v.text : v).trim();
    let headerRow = 0;
    sheet.eachRow((row, n) => {
      if (
        !headerRow &&
        row.values &&
        (row.values as ExcelJS.CellValue[]).some((v) => text(v) === 'Họ và tên')
      )
        headerRow = n;
    });
    expect(headerRow).toBeGreaterThan(0);
    const headers = (sheet.getRow(headerRow).values as ExcelJS.CellValue[]).map(text);
    const nameCol = headers.indexOf('Họ và tên');
    const phoneCol = headers.indexOf('Số điện thoại');
    const fileRows: string[][] = [];
    for (let n = headerRow + 1; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      const values = [text(row.getCell(nameCol).value), text(row.getCell(phoneCol).value)];
      if (values.some(Boolean)) fileRows.push(values);
    }
    expect(fileRows).toEqual(rows);
  });

  test('a record opened from the grid is a recent record on /menu, and its link opens it again', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    await login(page, COMPANY_ADMIN);
    await page.goto('/employee');
    const [name] = (await settledRows(page, ['full_name'], { minTotal: 1 })).rows[0]!;
    // 'g l': the grid's first row
    await kb.press('g');
    await kb.press('l');
    await expectFocused(firstGridRow(page));
    await kb.press('Enter');
    const edit = page.getByRole('dialog', { name: `Sửa nhân viên: ${name}` });
    await edit.waitFor();
    await kb.press('Escape');
    await edit.waitFor({ state: 'detached' });

    await page.goto('/menu');
    const recent = page
      .getByRole('region', { name: 'Bản ghi gần đây' })
      .or(page.locator('.bp6-section').filter({ hasText: 'Bản ghi gần đây' }));
    const link = recent.getByRole('link', { name: name! });
    await link.click();
    // a record's link opens a read view: no editable field has the focus, 'Sửa' has it and `e` edits
    const view = page.getByRole('dialog', { name: `Nhân viên: ${name}` });
    await view.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Sửa (e)');
    expect(await view.locator('input:enabled, select:enabled, textarea:enabled').count()).toBe(0);
    await kb.press('e');
    await page.getByRole('dialog', { name: `Sửa nhân viên: ${name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/employee');
    expect(new URL(page.url()).search).toBe(''); // the ?id= link is consumed: a reload does not reopen it
  });

  test('screenshots: the employees screen and the open palette', async () => {
    const { page } = e2e;
    await login(page, COMPANY_ADMIN);
    await page.goto('/employee');
    await settledRows(page, ['full_name'], { minTotal: 1 });
    const employees = await screenshot(page, 'employees');
    await openPalette(page);
    await paletteInput(page).waitFor();
    await page.locator('[cmdk-item]').first().waitFor();
    const palette = await screenshot(page, 'palette');
    for (const file of [employees, palette])
      expect((await readFile(file)).byteLength).toBeGreaterThan(10_000);
  });
});
