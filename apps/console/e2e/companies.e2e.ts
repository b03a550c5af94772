// /company (Quản lý công ty) against the real API as the super admin: keyboard CRUD from the palette with the
// toasts and the pager total, the form's Vietnamese validation (nothing sent), and 'Gán quản trị viên'.

import type { ApiClient } from '@busops/sdk';
import { describe, expect, test } from 'vitest';
import {
  login,
  newBrowserContext,
  recordRequests,
  runFromPalette,
  SUPER_ADMIN,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import {
  expectFocused,
  focusFirstRow,
  gridRowWith,
  openListFromPalette,
  readPager,
  searchKeyword,
  settledRows,
  tabTo,
} from './grid.ts';

const COLUMNS = ['name', 'code', 'tax_code', 'address', 'admin_name', 'staff_count', 'status'] as const;

/** Id of the company with this code, or undefined (the API's keyword search covers the code). */
async function companyByCode(api: ApiClient, code: string) {
  const { data } = await api.GET('/companies', { params: { query: { keyword: code, page: 0, size: 20 } } });
  return data.items.find((c) => c.code === code);
}

/** Clean-up of a test's own company: its admin link, its employees, then the company (one with staff cannot go). */
async function removeCompany(api: ApiClient, code: string): Promise<void> {
  const company = await companyByCode(api, code);
  if (!company) return;
  if (company.admin_id !== null) {
    await api.PUT('/companies/{id}', { params: { path: { id: company.id } }, body: { admin_id: null } });
  }
  const { data: staff } = await api.GET('/bus/staff', {
    params: { query: { company_id: company.id, page: 0, size: 100 } },
  });
  for (const member of staff.items) {
    await api.DELETE('/bus/staff/{id}', { params: { path: { id: member.id } } });
  }
  await api.DELETE('/companies/{id}', { params: { path: { id: company.id } } });
}

describe('companies', () => {
  const e2e = useBrowser();

  test('keyboard and palette: create (n) -> edit (Space + palette) -> delete (row menu)', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const name = 'Công ty TNHH Xe khách Kiểm Thử Bàn Phím';
    const renamed = 'Công ty TNHH Xe khách Kiểm Thử Đã Sửa';
    const code = 'E2E-CTBP';
    const address = '12 Đường Số 7, Phường An Lạc, Quận Bình Tân';
    const newAddress = '45 Hùng Vương, Phường 9, Quận 5';
    await login(page, SUPER_ADMIN);

    // Ctrl+K, 'cong ty' (no diacritics), Enter: the companies screen.
    const before = await openListFromPalette(
      page,
      { query: 'cong ty', title: 'Quản lý công ty', path: '/company' },
      COLUMNS,
    );

    // n: 'Thêm công ty', first field focused; Tab through the form, Enter (in a text field) submits.
    await kb.press('n');
    const dialog = page.getByRole('dialog', { name: 'Thêm công ty' });
    await dialog.waitFor();
    await expectFocused(dialog.getByRole('textbox', { name: 'Tên công ty' }));
    await kb.type(name);
    await kb.press('Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Tên viết tắt' }));
    await kb.type('Kiểm Thử BP');
    await kb.press('Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Mã công ty' }));
    await kb.type(code);
    await kb.press('Tab');
    await kb.type('0319999001');
    await kb.press('Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Địa chỉ' }));
    await kb.type(address);
    await kb.press('Tab');
    await kb.type('0283999001');
    await kb.press('Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Email' }));
    await kb.type('kiemthu.banphim@example.vn');
    expect(await dialog.getByRole('combobox', { name: 'Trạng thái' }).inputValue()).toBe('active');
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForToast(page, 'Thêm thành công!');
    await expect.poll(async () => (await readPager(page))?.total).toBe(before + 1);
    const created = await settledRows(page, COLUMNS, { minTotal: before + 1 });
    expect(created.rows).toContainEqual([name, code, '0319999001', address, '', '0', 'Hoạt động']);

    // Find it by its code, select the row with Space, Ctrl+K 'sua': 'Sửa công ty <name>'.
    await searchKeyword(page, code);
    await expect.poll(async () => (await settledRows(page, ['name', 'code'])).rows).toEqual([[name, code]]);
    await focusFirstRow(page);
    await kb.press('Space');
    await runFromPalette(page, 'sua', `Sửa công ty ${name}`);
    const edit = page.getByRole('dialog', { name: `Sửa công ty: ${name}` });
    await edit.waitFor();
    await expectFocused(edit.getByRole('textbox', { name: 'Tên công ty' }));
    expect(await edit.getByRole('textbox', { name: 'Mã công ty' }).inputValue()).toBe(code);
    await kb.press('Control+a');
    await kb.type(renamed);
    await tabTo(page, edit.getByRole('textbox', { name: 'Địa chỉ' }), 6);
    await kb.press('Control+a');
    await kb.type(newAddress);
    await kb.press('Enter');
    await edit.waitFor({ state: 'detached' });
    await waitForToast(page, 'Cập nhật thành công!');
    // The criterion (the code) still finds it: the reloaded row has the new values.
    await expect
      .poll(async () => (await settledRows(page, ['name', 'code', 'address'])).rows)
      .toEqual([[renamed, code, newAddress]]);

    // Delete it from the row's context menu (the mouse's way), confirm with the keyboard.
    await gridRowWith(page, renamed).click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: `Sửa công ty ${renamed}` }).waitFor();
    await menu.getByRole('menuitem', { name: 'Xoá 1 công ty' }).click();
    const confirm = page.getByRole('alertdialog').filter({ hasText: `Xoá công ty ${renamed}?` });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Xoá' }), 10);
    await kb.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await waitForToast(page, 'Xoá thành công!');
    await expect.poll(async () => (await settledRows(page, ['name'])).rows).toEqual([]);

    // Without the criterion the total is back.
    await searchKeyword(page, '');
    const after = await settledRows(page, ['name', 'code'], { minTotal: 1 });
    expect(after.pager.total).toBe(before);
    expect(after.rows.map((r) => r[1])).not.toContain(code);
  });

  test('create with the name empty: Vietnamese message, nothing sent, dialog open, values kept', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    await login(page, SUPER_ADMIN);
    await page.goto('/company');
    const before = (await settledRows(page, ['name'], { minTotal: 1 })).pager.total;
    const posts = recordRequests(page, 'POST', '/companies');

    // The toolbar button this time (shortcut n shown on it).
    const add = page.getByRole('button', { name: /Thêm công ty/ });
    expect(await add.getAttribute('title')).toBe('Phím tắt: N');
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Thêm công ty' });
    await dialog.waitFor();
    await expectFocused(dialog.getByRole('textbox', { name: 'Tên công ty' }));
    await kb.press('Tab');
    await kb.type('Trống Tên');
    await kb.press('Tab');
    await kb.type('E2E-TRONG');
    await kb.press('Enter');

    await dialog.getByText('Vui lòng nhập tên công ty').waitFor();
    expect(posts).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Tên viết tắt' }).inputValue()).toBe('Trống Tên');
    expect(await dialog.getByRole('textbox', { name: 'Mã công ty' }).inputValue()).toBe('E2E-TRONG');
    expect(await dialog.getByRole('textbox', { name: 'Tên công ty' }).inputValue()).toBe('');

    // A code with diacritics is refused the same way, with its own message.
    await tabTo(page, dialog.getByRole('textbox', { name: 'Mã công ty' }), 6);
    await kb.press('Control+a');
    await kb.type('MÃ-SAI');
    await kb.press('Enter');
    await dialog.getByText('Mã công ty chỉ gồm chữ không dấu, số, "-" và "_"').waitFor();
    expect(await dialog.getByText('Vui lòng nhập tên công ty').isVisible()).toBe(true);
    expect(posts).toEqual([]);

    // Escape cancels: nothing was created.
    await kb.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toEqual([]);
    expect((await settledRows(page, ['name'], { minTotal: 1 })).pager.total).toBe(before);
  });

  test('Gán quản trị viên: the admin shows in the grid and the dialog, can sign in; the company then stays until Bỏ quản trị viên', async () => {
    const { page, browser, baseURL } = e2e;
    const kb = page.keyboard;
    const name = 'Hợp tác xã Vận tải Kiểm Thử Quản Trị';
    const code = 'E2E-HTXQT';
    const admin = 'Đoàn Thị Quản Trị';
    const adminPhone = '0937000111';
    const adminPassword = 'QuanTri@2026';
    const api = await signedInApi(SUPER_ADMIN);
    try {
      await login(page, SUPER_ADMIN);
      // g c: the screen's go-to shortcut.
      await kb.press('g');
      await kb.press('c');
      await page.waitForURL('**/company');
      const before = (await settledRows(page, ['name'], { minTotal: 1 })).pager.total;

      await kb.press('n');
      const dialog = page.getByRole('dialog', { name: 'Thêm công ty' });
      await dialog.waitFor();
      await expectFocused(dialog.getByRole('textbox', { name: 'Tên công ty' }));
      await kb.type(name);
      await tabTo(page, dialog.getByRole('textbox', { name: 'Mã công ty' }), 4);
      await kb.type(code);
      await kb.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await waitForToast(page, 'Thêm thành công!');
      await expect.poll(async () => (await readPager(page))?.total).toBe(before + 1);

      // Select it with its checkbox (mouse), then Ctrl+K 'gan quan tri vien'.
      await searchKeyword(page, code);
      await expect
        .poll(async () => (await settledRows(page, ['name', 'admin_name', 'staff_count'])).rows)
        .toEqual([[name, '', '0']]);
      await gridRowWith(page, name).getByRole('checkbox').click();
      // With one company selected the toolbar offers it too.
      await page.getByRole('button', { name: 'Gán quản trị viên' }).waitFor();
      await runFromPalette(page, 'gan quan tri vien', 'Gán quản trị viên');
      const assign = page.getByRole('dialog', { name: `Gán quản trị viên: ${name}` });
      await assign.waitFor();
      expect(await assign.getByText('Quản trị viên hiện tại').count()).toBe(0);
      await expectFocused(assign.getByRole('textbox', { name: 'Họ và tên' }));
      await kb.type(admin);
      await kb.press('Tab');
      await kb.type(adminPhone);
      await kb.press('Tab');
      await kb.type('quantri.kiemthu@example.vn');
      await kb.press('Tab');
      await expectFocused(assign.getByLabel('Mật khẩu'));
      await kb.type(adminPassword);
      await kb.press('Enter');
      await assign.waitFor({ state: 'detached' });
      await waitForToast(page, 'Cập nhật thành công!');

      // The grid: the admin's name and one employee.
      await expect
        .poll(async () => (await settledRows(page, ['name', 'admin_name', 'staff_count'])).rows)
        .toEqual([[name, admin, '1']]);

      // The row menu opens the dialog again: it names the current admin.
      await gridRowWith(page, name).click({ button: 'right' });
      await page.getByRole('menu').getByRole('menuitem', { name: 'Gán quản trị viên' }).click();
      await assign.waitFor();
      await assign.getByText(`Quản trị viên hiện tại: ${admin} (vẫn là nhân viên của công ty).`).waitFor();
      await kb.press('Escape');
      await assign.waitFor({ state: 'detached' });

      // A company with staff cannot be deleted: the alert stays open with the server's message.
      await runFromPalette(page, 'xoa', 'Xoá 1 công ty');
      const confirm = page.getByRole('alertdialog').filter({ hasText: `Xoá công ty ${name}?` });
      await confirm.waitFor();
      await tabTo(page, confirm.getByRole('button', { name: 'Xoá' }), 10);
      await kb.press('Enter');
      await confirm.getByText(/Không thể xoá công ty còn nhân viên/).waitFor();
      // The focus is back on 'Huỷ' after the failure: Escape closes the alert at once.
      await expectFocused(confirm.getByRole('button', { name: 'Huỷ' }));
      await kb.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      await searchKeyword(page, '');
      expect((await settledRows(page, ['name'], { minTotal: 1 })).pager.total).toBe(before + 1);

      // The new admin signs in with the given password and lands in their company (role 2 menu).
      const other = await newBrowserContext(browser, baseURL);
      try {
        const adminPage = await other.newPage();
        await login(adminPage, adminPhone, adminPassword);
        await adminPage.getByRole('button', { name: 'Tài khoản' }).waitFor();
        expect(await adminPage.getByRole('button', { name: 'Tài khoản' }).textContent()).toContain(admin);
      } finally {
        await other.close();
      }

      // 'Bỏ quản trị viên' (the company keeps the person as an employee): the way to delete such a company.
      await searchKeyword(page, code);
      await gridRowWith(page, name).getByRole('checkbox').waitFor();
      await runFromPalette(page, 'bo quan tri vien', `Bỏ quản trị viên ${admin}`);
      const remove = page.getByRole('alertdialog').filter({ hasText: 'Bỏ quản trị viên' });
      await remove.waitFor();
      await tabTo(page, remove.getByRole('button', { name: 'Bỏ quản trị viên' }), 10);
      await kb.press('Enter');
      await remove.waitFor({ state: 'detached' });
      await waitForToast(page, 'Cập nhật thành công!');
      await expect
        .poll(async () => (await settledRows(page, ['name', 'admin_name', 'staff_count'])).rows)
        .toEqual([[name, '', '1']]);
      expect((await companyByCode(api, code))?.admin_id).toBeNull();
    } finally {
      // The employee and the company go through the API (deleting employees is the employees screen's test).
      await removeCompany(api, code);
    }
    expect(await companyByCode(api, code)).toBeUndefined();
  });
});
