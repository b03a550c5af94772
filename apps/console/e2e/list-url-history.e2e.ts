// Issue 8, the resource kit's list and history behaviour against the real API, keyboard first:
// a list's criteria, sort and page live in the URL (reload, a copied link, Back/Forward, `?id=`), and
// 'Lịch sử thay đổi' opens the selected row's history from the palette, with the edit just made.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  choosePaletteEntry,
  login,
  openPalette,
  runFromPalette,
  SUPER_ADMIN,
  signedInApi,
  useBrowser,
} from './browser.ts';
import {
  expectFocused,
  firstGridRow,
  focusFirstRow,
  isFullyShown,
  keywordBox,
  settledRows,
  tabTo,
} from './grid.ts';

const COLUMNS = ['full_name', 'phone_number'] as const;
const search = (page: Page) => new URL(page.url()).searchParams;
const header = (page: Page, colId: string): Locator =>
  page.locator(`.busops-grid:visible .ag-header-cell[col-id="${colId}"]`);

/** 'g l' (the list's grid key): the focus on the first row, from anywhere but a form field. */
async function toFirstRow(page: Page): Promise<void> {
  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expectFocused(firstGridRow(page));
}

/** Keyboard only: from the grid's first row up to the headers, across to `colId`, Enter sorts it. */
async function sortByKeyboard(page: Page, colId: string): Promise<void> {
  await focusFirstRow(page);
  await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 20; i++) {
    if (await header(page, colId).evaluate((el) => el.contains(document.activeElement))) break;
    await page.keyboard.press('ArrowRight');
  }
  await expectFocused(header(page, colId));
  await page.keyboard.press('Enter');
}

describe('lists in the URL, record history', () => {
  const e2e = useBrowser();

  test('criteria, sort and page survive a reload, open from the copied address, follow Back and Forward', async () => {
    const { page, context } = e2e;
    const kb = page.keyboard;
    await login(page, SUPER_ADMIN);
    await runFromPalette(page, 'quan ly nhan vien', 'Quản lý nhân viên');
    await page.waitForURL('**/employee');
    await settledRows(page, COLUMNS, { minTotal: 1 });
    expect(page.url()).toMatch(/\/employee$/); // the defaults are not written

    // 'f': the keyword criterion; then the status (ArrowDown: 'Đang hoạt động'), each searches by itself.
    await kb.press('f');
    await expectFocused(keywordBox(page));
    await kb.type('n');
    await expect.poll(() => search(page).get('keyword')).toBe('n');
    await tabTo(page, page.getByRole('combobox', { name: 'Trạng thái' }));
    await kb.press('ArrowDown'); // 'Tất cả' -> 'Đang hoạt động'
    await expect.poll(() => search(page).get('status')).toBe('active');
    // Sort by name (Enter on its header: ascending), then the next page.
    await settledRows(page, COLUMNS, { minTotal: 1 });
    await sortByKeyboard(page, 'full_name');
    await expect.poll(() => search(page).get('sort')).toBe('full_name');
    const first = await settledRows(page, COLUMNS, { minTotal: 21 });
    expect(first.pager.from).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Trang sau' }));
    await kb.press('Enter');
    await expect.poll(() => search(page).get('page')).toBe('2');
    const second = await settledRows(page, COLUMNS, { minTotal: 21 });
    expect(second.pager.from).toBe(21);
    expect(second.rows).not.toEqual(first.rows);
    const address = page.url();
    expect(Object.fromEntries(search(page))).toEqual({
      keyword: 'n',
      status: 'active',
      sort: 'full_name',
      page: '2',
    });

    // Reload: the same rows, the criteria shown in their fields, the sort on its header.
    await page.reload();
    expect((await settledRows(page, COLUMNS, { minTotal: 21 })).rows).toEqual(second.rows);
    expect(await keywordBox(page).inputValue()).toBe('n');
    expect(await page.getByRole('combobox', { name: 'Trạng thái' }).inputValue()).toBe('active');
    expect(await header(page, 'full_name').getAttribute('aria-sort')).toBe('ascending');

    // The copied address in another tab: the same rows.
    const other = await context.newPage();
    await other.goto(address);
    expect((await settledRows(other, COLUMNS, { minTotal: 21 })).rows).toEqual(second.rows);
    await other.close();

    // Back: page 1 of the same search; Forward: page 2 again.
    await page.goBack();
    await expect.poll(() => search(page).get('page')).toBeNull();
    expect((await settledRows(page, COLUMNS, { minTotal: 21 })).rows).toEqual(first.rows);
    await page.goForward();
    await expect.poll(() => search(page).get('page')).toBe('2');
    expect((await settledRows(page, COLUMNS, { minTotal: 21 })).rows).toEqual(second.rows);

    // A record link on top of the criteria opens the record and leaves the criteria in place.
    const record = second.rows[0]!;
    const api = await signedInApi(SUPER_ADMIN);
    const { data } = await api.GET('/bus/staff', {
      params: { query: { keyword: record[1]!, page: 0, size: 1 } },
    });
    await page.goto(`${address}&id=${data.items[0]!.id}`);
    // a record's link opens its read view ('Sửa' focused); `e` edits
    await page.getByRole('dialog', { name: `Nhân viên: ${record[0]}` }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Sửa (e)');
    await page.keyboard.press('e');
    await page.getByRole('dialog', { name: `Sửa nhân viên: ${record[0]}` }).waitFor();
    await expect.poll(() => search(page).has('id')).toBe(false);
    expect(page.url()).toBe(address);
  });

  test('select a row, "Lịch sử thay đổi" from the palette shows the edit just made; Escape closes it', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const api = await signedInApi(SUPER_ADMIN);
    const before = 'Hồ Lịch Sử Trước';
    const after = 'Hồ Lịch Sử Đã Sửa';
    const { data: created } = await api.POST('/bus/staff', {
      body: { phone_number: '0938200417', full_name: before, role: 6 },
    });
    try {
      await login(page, SUPER_ADMIN);
      // by phone: the row stays in the list through the rename
      await page.goto('/employee?keyword=0938200417');
      await expect
        .poll(async () => (await settledRows(page, COLUMNS)).rows)
        .toEqual([[before, '0938200417']]);

      // The edit: Enter on the row, a new name, Enter saves.
      await focusFirstRow(page);
      await kb.press('Enter');
      const edit = page.getByRole('dialog', { name: `Sửa nhân viên: ${before}` });
      await edit.waitFor();
      await expectFocused(edit.getByRole('textbox', { name: 'Họ và tên' }));
      await kb.press('Control+a');
      await kb.type(after);
      await kb.press('Enter');
      await edit.waitFor({ state: 'detached' });
      await page.getByText('Cập nhật thành công!').first().waitFor();
      await expect.poll(async () => (await settledRows(page, COLUMNS)).rows).toEqual([[after, '0938200417']]);

      // Select the row (Space), Ctrl+K 'lich su': the history drawer of that employee.
      await toFirstRow(page);
      await kb.press('Space');
      await openPalette(page);
      await choosePaletteEntry(page, 'lich su', 'Lịch sử thay đổi');
      const drawer = page.locator('.busops-history-drawer');
      await drawer.getByText(`Lịch sử thay đổi: ${after}`).waitFor();
      const latest = drawer.getByRole('listitem').first();
      await latest.getByText('Cập nhật', { exact: true }).waitFor();
      expect(await latest.textContent()).toContain('(0900000001)');
      // the field changed, before and after
      const row = latest.getByRole('row').filter({ hasText: 'Họ và tên' });
      expect(await row.textContent()).toBe(`Họ và tên${before}${after}`);
      await drawer.getByRole('listitem').nth(1).getByText('Tạo mới', { exact: true }).waitFor();

      // Escape closes it; 'h' (its shortcut) opens it again for the selected row.
      await expect
        .poll(() =>
          drawer.evaluate((el) => el.closest('.bp6-overlay')?.contains(document.activeElement) ?? false),
        )
        .toBe(true);
      await kb.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await toFirstRow(page);
      await kb.press('h');
      await drawer.getByText(`Lịch sử thay đổi: ${after}`).waitFor();
      // Escape reaches the drawer once the focus is in it (during its opening the page still has it).
      await expect
        .poll(() =>
          drawer.evaluate((el) => el.closest('.bp6-overlay')?.contains(document.activeElement) ?? false),
        )
        .toBe(true);
      await kb.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    } finally {
      await api.DELETE('/bus/staff/{id}', { params: { path: { id: created.id } } });
    }
  });
});

describe('columns sized to their content (issue 8: cut at 1440 for super users, at 1024 for everyone)', () => {
  const e2e = useBrowser();

  const notEllipsed = (page: Page, selector: string) =>
    page
      .locator(selector)
      .evaluateAll((cells) => cells.every((cell) => cell.scrollWidth <= cell.clientWidth + 1));

  test('1440x900, /company: the names whole, "Số nhân viên" in view (pinned right)', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    await page.goto('/company');
    await settledRows(page, ['name'], { minTotal: 3 });
    await expect.poll(() => notEllipsed(page, '.ag-row [col-id="name"] .ag-cell-value')).toBe(true);
    await expect.poll(() => notEllipsed(page, '.ag-row [col-id="short_name"] .ag-cell-value')).toBe(true);
    await expect
      .poll(() => isFullyShown(page, '.ag-header-cell[col-id="staff_count"] .ag-header-cell-text'))
      .toBe(true);
    await expect.poll(() => isFullyShown(page, '.ag-row[row-index="0"] [col-id="staff_count"]')).toBe(true);
  });

  test('1024x768, /employee: the menu starts collapsed, the criteria on one row, "Vai trò" whole', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    // a page opened in a 1024 px window (the menu's default is read as the page loads)
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/employee');
    await settledRows(page, COLUMNS, { minTotal: 1 });
    expect(await page.getByRole('navigation', { name: 'Menu chính' }).count()).toBe(0);
    const tops = await page
      .locator('.busops-list-toolbar > *')
      .evaluateAll((items) => [...new Set(items.map((el) => Math.round(el.getBoundingClientRect().bottom)))]);
    expect(tops).toHaveLength(1);
    await expect
      .poll(() => isFullyShown(page, '.ag-header-cell[col-id="role"] .ag-header-cell-text'))
      .toBe(true);
    await expect.poll(() => notEllipsed(page, '.ag-row [col-id="role"] .ag-cell-value')).toBe(true);
    await expect.poll(() => isFullyShown(page, '.ag-row-pinned [col-id="deposit_balance"]')).toBe(true);
  });
});
