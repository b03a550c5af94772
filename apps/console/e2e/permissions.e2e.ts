// /permission/feature, /permission/role and /permission/employee-role against the real API as the super
// admin: features and positions created, edited and deleted by keyboard and palette; a position assigned
// through the palette's parameter steps, only to employees this file creates (the demo accounts keep their
// roles: other files sign in with them).

import type { ApiClient } from '@busops/sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  choosePaletteEntry,
  login,
  paletteSearch,
  recordRequests,
  runFromPalette,
  SUPER_ADMIN,
  selectedPaletteTitle,
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

describe('permissions', () => {
  const e2e = useBrowser();

  test('Chức năng: create (with a refused code first), edit (Enter on the row), delete (palette)', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const code = 'E2E_KIEM_THU_CHUC_NANG';
    const name = 'Kiểm thử đầu cuối chức năng';
    const renamed = 'Kiểm thử đầu cuối đã sửa';
    await login(page, SUPER_ADMIN);

    const before = await openListFromPalette(
      page,
      { query: 'chuc nang', title: 'Chức năng', path: '/permission/feature' },
      ['code', 'name'],
    );

    await kb.press('n');
    const dialog = page.getByRole('dialog', { name: 'Thêm chức năng' });
    await dialog.waitFor();
    await expectFocused(dialog.getByRole('textbox', { name: 'Mã chức năng' }));
    const posts = recordRequests(page, 'POST', '/features');
    // A code in lower case with diacritics: refused in Vietnamese, nothing sent, the typed values stay.
    await kb.type('kiểm_thử');
    await kb.press('Tab');
    await kb.type(name);
    await kb.press('Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Nhóm' }));
    await kb.type('Kiểm thử');
    await kb.press('Enter');
    await dialog.getByText('Mã chức năng chỉ gồm chữ in hoa không dấu, số và "_"').waitFor();
    expect(posts).toEqual([]);
    expect(await dialog.getByRole('textbox', { name: 'Tên chức năng' }).inputValue()).toBe(name);

    await kb.press('Shift+Tab');
    await kb.press('Shift+Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Mã chức năng' }));
    await kb.press('Control+a');
    await kb.type(code);
    await tabTo(page, dialog.getByRole('textbox', { name: 'Mô tả' }), 4);
    await kb.type('Chức năng tạo bởi kiểm thử đầu cuối');
    // Enter in a textarea is a new line: Tab to 'Lưu'.
    await tabTo(page, dialog.getByRole('button', { name: 'Lưu' }), 4);
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForToast(page, 'Thêm thành công!');
    expect(posts).toHaveLength(1);
    await expect.poll(async () => (await readPager(page))?.total).toBe(before + 1);

    await searchKeyword(page, code);
    await expect
      .poll(async () => (await settledRows(page, ['code', 'name', 'group', 'description'])).rows)
      .toEqual([[code, name, 'Kiểm thử', 'Chức năng tạo bởi kiểm thử đầu cuối']]);

    // Enter on the row opens 'Sửa chức năng: <name>'.
    await focusFirstRow(page);
    await kb.press('Enter');
    const edit = page.getByRole('dialog', { name: `Sửa chức năng: ${name}` });
    await edit.waitFor();
    await expectFocused(edit.getByRole('textbox', { name: 'Mã chức năng' }));
    expect(await edit.getByRole('textbox', { name: 'Mã chức năng' }).inputValue()).toBe(code);
    await kb.press('Tab');
    await kb.press('Control+a');
    await kb.type(renamed);
    await kb.press('Enter');
    await edit.waitFor({ state: 'detached' });
    await waitForToast(page, 'Cập nhật thành công!');
    await expect
      .poll(async () => (await settledRows(page, ['code', 'name'])).rows)
      .toEqual([[code, renamed]]);

    // Space selects the row, Ctrl+K 'xoa': 'Xoá 1 chức năng'; the alert warns about the positions.
    await focusFirstRow(page);
    await kb.press('Space');
    await runFromPalette(page, 'xoa', 'Xoá 1 chức năng');
    const confirm = page.getByRole('alertdialog').filter({ hasText: `Xoá chức năng ${renamed}?` });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Chức năng cũng bị gỡ khỏi mọi chức vụ đang có nó.');
    await tabTo(page, confirm.getByRole('button', { name: 'Xoá' }), 10);
    await kb.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await waitForToast(page, 'Xoá thành công!');
    await expect.poll(async () => (await settledRows(page, ['code'])).rows).toEqual([]);
    await searchKeyword(page, '');
    expect((await settledRows(page, ['code'], { minTotal: 1 })).pager.total).toBe(before);
  });

  test('Chức vụ: create with a system role and two features, edit (row menu), delete', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const code = 'E2E-CHUC-VU';
    const name = 'Tổ trưởng kiểm thử';
    const renamed = 'Tổ phó kiểm thử';
    await login(page, SUPER_ADMIN);

    const before = await openListFromPalette(
      page,
      { query: 'chuc vu', title: 'Chức vụ', path: '/permission/role' },
      ['code'],
    );

    await kb.press('n');
    const dialog = page.getByRole('dialog', { name: 'Thêm chức vụ' });
    await dialog.waitFor();
    await expectFocused(dialog.getByRole('textbox', { name: 'Mã chức vụ' }));
    await kb.type(code);
    await kb.press('Tab');
    await kb.type(name);
    await kb.press('Tab');
    const role = dialog.getByRole('combobox', { name: 'Vai trò hệ thống' });
    await expectFocused(role);
    // '— Chọn —', Super Admin, Admin, Phụ xe: three down.
    for (let i = 0; i < 3; i++) await kb.press('ArrowDown');
    expect(await role.inputValue()).toBe('5');
    await kb.press('Tab');
    await kb.type('Phụ trách một tổ phụ xe');
    // The features: a multi-select filtered without diacritics, Enter picks the highlighted one.
    await tabTo(page, dialog.getByPlaceholder('Chọn chức năng...'), 4);
    for (const [query, feature] of [
      ['xem bao cao', 'Xem báo cáo'],
      ['thu ngan', 'Thu ngân'],
    ] as const) {
      await kb.type(query);
      const options = page.locator('.bp6-popover [role="option"]');
      await options.filter({ hasText: feature }).waitFor();
      await expect.poll(() => options.count()).toBe(1);
      await kb.press('Enter');
      await dialog.getByText(`Đã chọn ${feature === 'Xem báo cáo' ? 1 : 2} chức năng`).waitFor();
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Lưu' }), 10);
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForToast(page, 'Thêm thành công!');
    await expect.poll(async () => (await readPager(page))?.total).toBe(before + 1);

    const columns = ['code', 'name', 'system_role', 'features', 'company_id', 'description'];
    await searchKeyword(page, code);
    await expect.poll(async () => (await settledRows(page, columns)).rows).toHaveLength(1);
    const [created] = (await settledRows(page, columns)).rows;
    expect(created!.slice(0, 3)).toEqual([code, name, 'Phụ xe']);
    expect(created![3]!.split(', ').sort()).toEqual(['Thu ngân', 'Xem báo cáo']);
    expect(created!.slice(4)).toEqual(['Dùng chung', 'Phụ trách một tổ phụ xe']);

    // The row's context menu: 'Sửa chức vụ <name>'; another name and system role, features kept.
    await gridRowWith(page, name).click({ button: 'right' });
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: `Sửa chức vụ ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Sửa chức vụ: ${name}` });
    await edit.waitFor();
    await edit.getByText('Đã chọn 2 chức năng').waitFor();
    await tabTo(page, edit.getByRole('textbox', { name: 'Tên chức vụ' }), 6);
    await kb.press('Control+a');
    await kb.type(renamed);
    await kb.press('Tab');
    await kb.press('ArrowDown'); // Phụ xe -> Lái xe
    expect(await edit.getByRole('combobox', { name: 'Vai trò hệ thống' }).inputValue()).toBe('6');
    await kb.press('Shift+Tab');
    await expectFocused(edit.getByRole('textbox', { name: 'Tên chức vụ' }));
    await kb.press('Enter');
    await edit.waitFor({ state: 'detached' });
    await waitForToast(page, 'Cập nhật thành công!');
    await expect
      .poll(async () => (await settledRows(page, ['code', 'name', 'system_role'])).rows)
      .toEqual([[code, renamed, 'Lái xe']]);
    expect((await settledRows(page, ['features'])).rows[0]![0]!.split(', ').sort()).toEqual([
      'Thu ngân',
      'Xem báo cáo',
    ]);

    // Delete: the row menu selected the row (and it stays selected), so Ctrl+K 'xoa chuc vu' offers it.
    expect(await gridRowWith(page, renamed).getByRole('checkbox').isChecked()).toBe(true);
    await runFromPalette(page, 'xoa chuc vu', 'Xoá 1 chức vụ');
    const confirm = page.getByRole('alertdialog').filter({ hasText: `Xoá chức vụ ${renamed}?` });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Xoá' }), 10);
    await kb.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await waitForToast(page, 'Xoá thành công!');
    await expect.poll(async () => (await settledRows(page, ['code'])).rows).toEqual([]);
    await searchKeyword(page, '');
    expect((await settledRows(page, ['code'], { minTotal: 1 })).pager.total).toBe(before);
  });

  describe('Phân quyền nhân viên', () => {
    // Two employees of the super company, created and deleted here: assigning a position changes the
    // holder's system role, so no demo account is touched.
    const people = [
      { full_name: 'Lưu Kiểm Thử Phân Quyền Một', phone_number: '+84938100201' },
      { full_name: 'Lưu Kiểm Thử Phân Quyền Hai', phone_number: '+84938100202' },
    ];
    const keyword = 'Lưu Kiểm Thử Phân Quyền';
    let api: ApiClient;
    const ids: number[] = [];

    beforeAll(async () => {
      api = await signedInApi(SUPER_ADMIN);
      for (const person of people) {
        const { data } = await api.POST('/bus/staff', { body: { ...person, role: 5, status: 'active' } });
        ids.push(data.id);
      }
    });
    afterAll(async () => {
      for (const id of ids) await api.DELETE('/bus/staff/{id}', { params: { path: { id } } });
    });

    test('Gán chức vụ through the palette steps: two checked employees, then a position', async () => {
      const { page } = e2e;
      const kb = page.keyboard;
      await login(page, SUPER_ADMIN);
      await openListFromPalette(
        page,
        { query: 'phan quyen nhan vien', title: 'Phân quyền nhân viên', path: '/permission/employee-role' },
        ['full_name'],
      );

      const columns = ['full_name', 'role', 'role_name'];
      await searchKeyword(page, keyword);
      await expect
        .poll(async () => (await settledRows(page, columns)).rows.map((r) => r.slice(0, 2)))
        .toEqual([
          [people[1]!.full_name, 'Phụ xe'],
          [people[0]!.full_name, 'Phụ xe'],
        ]);

      // Check both rows with the mouse, then Ctrl+K: the command names the selection.
      for (const person of people) await gridRowWith(page, person.full_name).getByRole('checkbox').click();
      await runFromPalette(page, 'gan chuc vu', 'Gán chức vụ cho 2 nhân viên');
      // Step 1, the employees: the checked ones come first as one choice.
      await expect.poll(() => paletteSearch(page).getAttribute('placeholder')).toBe('Chọn nhân viên...');
      await expect.poll(() => selectedPaletteTitle(page)).toBe('2 nhân viên đã chọn');
      await kb.press('Enter');
      // Step 2, the position: typed without diacritics.
      await expect.poll(() => paletteSearch(page).getAttribute('placeholder')).toBe('Chọn chức vụ...');
      await choosePaletteEntry(page, 'kiem soat', 'Kiểm soát viên (Kiểm soát viên)');
      await paletteSearch(page).waitFor({ state: 'detached' });
      await waitForToast(page, 'Cập nhật thành công!');
      await expect
        .poll(async () => (await settledRows(page, columns)).rows)
        .toEqual([
          [people[1]!.full_name, 'Kiểm soát viên', 'Kiểm soát viên'],
          [people[0]!.full_name, 'Kiểm soát viên', 'Kiểm soát viên'],
        ]);
    });

    test('Enter on a row asks only for the position (the palette opens on the steps)', async () => {
      const { page } = e2e;
      const kb = page.keyboard;
      await login(page, SUPER_ADMIN);
      await page.goto('/permission/employee-role');
      await settledRows(page, ['full_name'], { minTotal: 1 });
      await searchKeyword(page, people[0]!.full_name);
      await expect
        .poll(async () => (await settledRows(page, ['full_name'])).rows)
        .toEqual([[people[0]!.full_name]]);

      await focusFirstRow(page);
      await kb.press('Enter');
      await expect.poll(() => paletteSearch(page).getAttribute('placeholder')).toBe('Chọn nhân viên...');
      await expect.poll(() => selectedPaletteTitle(page)).toBe(`Nhân viên đã chọn: ${people[0]!.full_name}`);
      await kb.press('Enter');
      await choosePaletteEntry(page, 'lai xe', 'Lái xe (Lái xe)');
      await waitForToast(page, 'Cập nhật thành công!');
      await expect
        .poll(async () => (await settledRows(page, ['full_name', 'role', 'role_name'])).rows)
        .toEqual([[people[0]!.full_name, 'Lái xe', 'Lái xe']]);
    });
  });
});
