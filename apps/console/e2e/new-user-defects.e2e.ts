// Issue 8, "Console defects": what a new user hit, each checked in the browser against the real API. The
// records a test changes are its own (a company, employees created through the API and removed after).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from '@busops/sdk';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  COMPANY_ADMIN,
  choosePaletteEntry,
  DEMO_PASSWORD,
  login,
  openPalette,
  RESULTS_DIR,
  readSideMenu,
  runFromPalette,
  SUPER_ADMIN,
  selectedPaletteTitle,
  sideMenu,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import {
  expectFocused,
  firstGridRow,
  gridRowWith,
  isFullyShown,
  keywordBox,
  readPager,
  settledRows,
} from './grid.ts';
import { addTwoCompanyPerson } from './two-company-person.ts';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const paletteItem = (page: Page, title: string) =>
  page.locator('[cmdk-item]').filter({ has: page.locator('.busops-palette-title', { hasText: title }) });
/** A few painted frames: what the page does right after an answer (a toast) has happened by then. */
const frames = (page: Page, count = 10) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
describe('issue 8: console defects of a new user', () => {
  const e2e = useBrowser();

  test('1. the palette is centred horizontally at 1440x900 and 1024x768', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await openPalette(page);
      const box = (await page.locator('.busops-palette').boundingBox())!;
      const centre = box.x + box.width / 2;
      expect(Math.abs(centre - viewport.width / 2), `${viewport.width}px: x=${box.x}`).toBeLessThanOrEqual(1);
      expect(box.y).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.locator('.busops-palette [cmdk-input]').waitFor({ state: 'detached' });
    }
  });

  test('2. a screen action is found anywhere: "them cong ty" on /menu opens /company and its form', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    expect(pathOf(page)).toBe('/menu');
    await runFromPalette(page, 'them cong ty', 'Thêm công ty');
    await page.waitForURL('**/company');
    const dialog = page.getByRole('dialog', { name: 'Thêm công ty' });
    await dialog.waitFor();
    // the form has the focus, over the company list
    await expectFocused(dialog);
    await page.locator('.busops-grid:visible .ag-row').first().waitFor();
  });

  test('2. ... but only for users who may open that screen, and selection actions stay on theirs', async () => {
    const { page } = e2e;
    await login(page, COMPANY_ADMIN); // role 2 of a member company: no /company
    await openPalette(page);
    await page.keyboard.type('them');
    await paletteItem(page, 'Thêm nhân viên').waitFor(); // /employee is theirs: offered from /menu
    expect(await paletteItem(page, 'Thêm công ty').count()).toBe(0);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('xoa');
    await page.locator('[cmdk-empty]').or(page.locator('[cmdk-item]').first()).first().waitFor();
    expect(await page.locator('[cmdk-item]').filter({ hasText: /^Xoá/ }).count()).toBe(0);
  });

  test('3. the best match is highlighted (Enter runs it), exact record hits first, titles not cut', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    await openPalette(page);
    // 'pham' also matches a screen weakly (P-h-â-n quyền nhân viên … employee-role)
    await page.keyboard.type('pham thu dung');
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe('Phạm Thu Dung');
    const first = page.locator('[cmdk-item]').first();
    expect(await first.getAttribute('data-value')).toMatch(/^record:employees:/);
    const title = page.locator('[cmdk-item][aria-selected="true"] .busops-palette-title');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The record link (/employee?id=<id>) is dropped from the address as soon as the screen opens the record,
    // so on a busy machine it may be gone before waitForURL looks: record every navigation instead.
    const visited: URL[] = [];
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
    };
    page.on('framenavigated', onNavigated);
    try {
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: /Phạm Thu Dung/ }).waitFor();
    } finally {
      page.off('framenavigated', onNavigated);
    }
    expect(visited.some((url) => url.pathname === '/employee' && url.searchParams.has('id'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/employee');
  });

  test('3. a highlight moved with the arrow keys stays where the user put it', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    // The record search answers after its delay; the user's choice must survive that answer. The test
    // holds the answer until the arrow was pressed: on a fast machine it came before (the choice was
    // never put to the test), on a loaded one it could come before waitForResponse listened (a 30 s
    // timeout in CI).
    const isSearch = (url: URL) => url.pathname.endsWith('/bus/staff') && url.searchParams.has('keyword');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isSearch, async (route) => {
      await held;
      await route.continue();
    });
    await openPalette(page);
    await page.keyboard.type('quan ly');
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toMatch(/^Quản lý/);
    await page.keyboard.press('ArrowDown');
    const moved = await selectedPaletteTitle(page);
    const answered = page.waitForResponse((r) => isSearch(new URL(r.url())));
    release();
    await answered;
    await frames(page);
    expect(await selectedPaletteTitle(page)).toBe(moved);
    await page.unroute(isSearch);
  });

  describe('4. the menu follows what the server says of the user', () => {
    let admin: ApiClient;
    let staffId: number;
    const phone = '+84938100401';
    beforeAll(async () => {
      admin = await signedInApi(COMPANY_ADMIN);
      const { data } = await admin.POST('/bus/staff', {
        body: { full_name: 'Kiểm Thử Đổi Vai Trò', phone_number: phone, role: 9, password: DEMO_PASSWORD },
      });
      staffId = data.id;
    });
    afterAll(async () => {
      if (staffId) await admin.DELETE('/bus/staff/{id}', { params: { path: { id: staffId } } });
    });
    const update = (body: { role?: 5 | 9; status?: 'active' | 'inactive' }) =>
      admin.PUT('/bus/staff/{id}', { params: { path: { id: staffId } }, body });
    const menuTitles = async (page: Page) => (await readSideMenu(page)).map((n) => n.title);

    // A deactivated staff record keeps its sessions (the person may work elsewhere) but has no role
    // here: the console must notice on start, on focus and after a 403.
    test('on start, on window focus, and after a 403 on a screen', async () => {
      const { page } = e2e;
      await login(page, '0938100401');
      expect(await menuTitles(page)).toContain('Quản lý nhân viên');

      // on start: the stored user is not trusted blindly
      await update({ status: 'inactive' });
      await page.reload();
      await expect.poll(() => menuTitles(page)).not.toContain('Quản lý nhân viên');

      // on window focus
      await update({ status: 'active' });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => menuTitles(page)).toContain('Quản lý nhân viên');

      // a 403 on a screen: the list reload is refused, the principal is read again, the screen closes
      await page.goto('/employee');
      await page.locator('.busops-grid:visible .ag-row').first().waitFor();
      await update({ status: 'inactive' });
      await page.keyboard.press('r'); // 'Tải lại danh sách'
      await page.getByText('Bạn không có quyền truy cập màn hình này').waitFor();
      expect(await menuTitles(page)).not.toContain('Quản lý nhân viên');
      await update({ status: 'active' });
    });

    // design §6b: a new role ends the person's sessions, so the next screen asks them to sign in
    // again, and the menu they then get is the new role's.
    test('a role change signs the person out; after signing in the menu is the new role’s', async () => {
      const { page } = e2e;
      await login(page, '0938100401');
      expect(await menuTitles(page)).toContain('Quản lý nhân viên');
      await update({ role: 5 });
      await page.reload();
      await page.waitForURL((url) => url.pathname.startsWith('/login'));
      await login(page, '0938100401');
      await expect.poll(() => menuTitles(page)).not.toContain('Quản lý nhân viên');
      await page.getByText('Vai trò của bạn chưa có màn hình quản trị nào').waitFor();
    });
  });

  describe('5. a person who is staff of two companies switches between them', () => {
    let remove: () => Promise<void> = async () => {};
    beforeAll(async () => {
      remove = await addTwoCompanyPerson(
        await signedInApi(SUPER_ADMIN),
        '+84938100501',
        'Kiểm Thử Hai Công Ty',
      );
    });
    afterAll(() => remove());

    test('the company switcher offers both companies after the first choice', async () => {
      const { page } = e2e;
      await login(page, '0938100501');
      await page.getByRole('heading', { name: 'Chọn công ty làm việc' }).waitFor();
      await page.getByRole('menuitem', { name: /Xe buýt Phương Nam/ }).click();
      await sideMenu(page).waitFor();

      await page.getByRole('button', { name: 'Đổi công ty' }).click();
      const choices = page.getByRole('menu', { name: 'Chọn công ty' }).getByRole('menuitem');
      await expect
        .poll(() => choices.allTextContents())
        .toEqual(['Công ty Cổ phần Xe buýt Phương Nam', 'Hợp tác xã Vận tải Quyết Thắng']);
      await choices.filter({ hasText: 'Quyết Thắng' }).click();
      await waitForToast(page, 'Thay đổi thành công');
      await expect
        .poll(() => page.getByRole('button', { name: 'Đổi công ty' }).textContent())
        .toContain('Hợp tác xã Vận tải Quyết Thắng');
      // role 2 there: the same menu as the other admins of a member company
      expect((await readSideMenu(page)).map((n) => n.title)).toContain('Quản lý nhân viên');
    });
  });

  describe('6. lists by keyboard: "/" and "f" search, "g l" reaches the grid, Enter confirms a delete', () => {
    let superAdmin: ApiClient;
    const code = 'E2E-PHIM-TAT';
    const name = 'Công ty Kiểm Thử Phím Tắt';
    beforeAll(async () => {
      superAdmin = await signedInApi(SUPER_ADMIN);
      await superAdmin.POST('/companies', { body: { name, code } });
    });
    afterAll(async () => {
      const { data } = await superAdmin.GET('/companies', {
        params: { query: { keyword: code, page: 0, size: 5 } },
      });
      for (const c of data.items.filter((x) => x.code === code))
        await superAdmin.DELETE('/companies/{id}', { params: { path: { id: c.id } } });
    });

    test('without a single Tab', async () => {
      const { page } = e2e;
      const kb = page.keyboard;
      await login(page, SUPER_ADMIN);
      await page.goto('/company');
      const before = (await settledRows(page, ['name'], { minTotal: 1 })).pager.total; // with the test's own

      await kb.press('/');
      await expectFocused(keywordBox(page));
      await kb.type(code);
      await kb.press('Enter');
      await expect.poll(async () => (await settledRows(page, ['name'])).rows).toEqual([[name]]);

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await kb.press('f');
      await expectFocused(keywordBox(page));
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      await kb.press('g');
      await kb.press('l');
      await expectFocused(firstGridRow(page));
      await kb.press('Space');
      await expect.poll(() => gridRowWith(page, name).getByRole('checkbox').isChecked()).toBe(true);
      await runFromPalette(page, 'xoa', 'Xoá 1 công ty');
      const alert = page.getByRole('alertdialog');
      await alert.waitFor();
      await kb.press('Enter'); // at once, as a user does: not waiting for the focus to settle
      await alert.waitFor({ state: 'detached' });
      await kb.press('/');
      await kb.press('Control+a');
      await kb.press('Delete');
      await kb.press('Enter');
      await expect.poll(async () => (await readPager(page))?.total).toBe(before - 1);
    });

    test('the "?" sheet lists the list keys', async () => {
      const { page } = e2e;
      await login(page, SUPER_ADMIN);
      await page.goto('/company');
      await page.locator('.busops-grid:visible .ag-row').first().waitFor();
      await page.keyboard.press('Shift+?');
      const sheet = page.getByRole('dialog', { name: 'Phím tắt' });
      await sheet.waitFor();
      for (const text of ['Tìm trong danh sách (ô tiêu chí đầu tiên)', 'Đến lưới dữ liệu (dòng đầu tiên)'])
        await sheet.getByText(text, { exact: true }).waitFor();
      expect(await sheet.getByRole('row', { name: /Đến lưới dữ liệu/ }).textContent()).toContain('GL');
    });
  });

  test('7. money, totals and names stay visible at 1440 and 1024; the side menu collapses, remembered', async () => {
    const { page } = e2e;
    await login(page, SUPER_ADMIN);
    await page.goto('/employee');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.locator('.busops-grid:visible .ag-row').first().waitFor();
      await expect
        .poll(() => isFullyShown(page, '.ag-header-cell[col-id="deposit_balance"] .ag-header-cell-text'), {
          message: `${viewport.width}px`,
        })
        .toBe(true);
      await expect.poll(() => isFullyShown(page, '.ag-row-pinned [col-id="deposit_balance"]')).toBe(true);
      await expect.poll(() => isFullyShown(page, '.ag-row-pinned [col-id="full_name"]')).toBe(true);
      expect(await page.locator('.ag-row-pinned [col-id="full_name"]').first().textContent()).toBe('Tổng');
      await expect.poll(() => isFullyShown(page, '.ag-row[row-index="0"] [col-id="full_name"]')).toBe(true);
    }
    // Ctrl+B (and the navbar button) hides the side menu; a reload keeps it hidden
    await page.keyboard.press('Control+b');
    await sideMenu(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.busops-grid:visible .ag-row').first().waitFor();
    expect(await sideMenu(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Hiện menu bên' }).click();
    await sideMenu(page).waitFor();
  });

  test('8. side menu, launchpad cards and palette screens are links: click stays in the app, Ctrl+click opens a tab', async () => {
    const { page, context } = e2e;
    await login(page, SUPER_ADMIN);
    const menuLink = sideMenu(page).getByRole('link', { name: 'Quản lý nhân viên' });
    expect(await menuLink.getAttribute('href')).toBe('/employee');
    const card = page.locator('.busops-launchpad a[href="/employee"]');
    await card.waitFor();
    await openPalette(page);
    expect(await paletteItem(page, 'Quản lý nhân viên').locator('a').getAttribute('href')).toBe('/employee');
    await page.keyboard.press('Escape');

    // Ctrl+click: a new tab on /employee, this one stays on /menu
    const [tab] = await Promise.all([context.waitForEvent('page'), card.click({ modifiers: ['Control'] })]);
    await tab.waitForURL('**/employee');
    expect(pathOf(page)).toBe('/menu');
    await tab.close();

    // a plain click navigates in the app (no page load: the marker survives)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await menuLink.click();
    await page.waitForURL('**/employee');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await openPalette(page);
    await choosePaletteEntry(page, 'trang chu', 'Trang chủ');
    await page.waitForURL('**/menu');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('9. a conductor on /menu is told what their role does here and whom to ask', async () => {
    const { page } = e2e;
    await login(page, '0901000005');
    await page.getByText('Vai trò của bạn chưa có màn hình quản trị nào').waitFor();
    const text = (await page.locator('.busops-launchpad').textContent()) ?? '';
    expect(text).toContain('Phụ xe');
    expect(text).toContain('Công ty Cổ phần Xe buýt Phương Nam');
    expect(text).toContain('quản trị viên');
  });

  test('9. a wrong password is said once, under the fields', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('0938100999');
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('sai-mat-khau');
    const answer = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await answer;
    const message = 'Số điện thoại hoặc mật khẩu không đúng';
    await page.locator('form [class*="callout"]').filter({ hasText: message }).waitFor();
    await frames(page);
    expect(await page.getByText(message).count()).toBe(1);
  });

  test('screenshots at 1440x900 and 1024x768: /login, /menu, /employee, /company, the palette', async () => {
    const { page } = e2e;
    const dir = join(RESULTS_DIR, 'screens');
    mkdirSync(dir, { recursive: true });
    const shot = (name: string, width: number) =>
      page.screenshot({ path: join(dir, `${name}-${width}.png`) });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Số điện thoại' }).waitFor();
      await shot('login', viewport.width);
    }
    await login(page, SUPER_ADMIN);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/menu');
      await page.locator('.busops-launchpad .bp6-card').first().waitFor();
      await shot('menu', viewport.width);
      for (const path of ['/employee', '/company']) {
        await page.goto(path);
        await settledRows(page, [path === '/employee' ? 'full_name' : 'name'], { minTotal: 1 });
        await shot(path.slice(1), viewport.width);
      }
      await openPalette(page);
      await page.keyboard.type('nguyen');
      await page
        .locator('[cmdk-group]')
        .filter({ hasText: 'Bản ghi' })
        .locator('[cmdk-item]')
        .first()
        .waitFor();
      await shot('palette', viewport.width);
      await page.keyboard.press('Escape');
    }
  });
});
