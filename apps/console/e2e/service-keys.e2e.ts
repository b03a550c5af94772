// /vehicle/service-keys as Phương Nam's admin, by keyboard, keys counted: the palette opens 'Khoá dịch
// vụ', `n` names a new key and picks its role (sales staff) in the multi-select, the key is shown once
// and copied with Enter (the dialog opens on 'Sao chép'); the program calling with it registers a customer, whose history names the
// key; the palette rotates it (the old secret refused at once) and revokes it (the new one refused at
// once). axe on the list and on the shown-once dialog; screenshots at 1440x900 and 1024x768.
import { describe, expect, test } from 'vitest';
import { axeFaults } from './axe.ts';
import {
  COMPANY_ADMIN,
  login,
  screenshot,
  selectedPaletteTitle,
  signedInApi,
  useBrowser,
} from './browser.ts';
import { keyCounter } from './dispatch-fixtures.ts';
import { expectFocused, firstGridRow, gridRowWith } from './grid.ts';

const NAME = 'Hệ thống ERP kiểm thử';
const QUERY = 'khoa dich vu';
const KEYS = '/bus-management/service-keys';

describe('service keys', () => {
  const e2e = useBrowser();

  test('palette -> n (name, role) -> shown once, copied -> used -> rotated -> revoked', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, COMPANY_ADMIN);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    await page.locator('.busops-launchpad .bp6-card').first().waitFor();
    const api = await signedInApi(COMPANY_ADMIN);
    const before = (await api.GET(KEYS)).data!.items.length;
    const withKey = (key: string, path: string, init: RequestInit = {}) =>
      fetch(new URL(path, page.url()), {
        ...init,
        headers: { 'content-type': 'application/json', 'x-api-key': key },
      });

    // Create: Ctrl+K, the screen's name without diacritics, Enter; n, the name, Tab, a role, Enter
    // (picks it), Shift+Tab back to the name, Enter (submits).
    const keys = keyCounter(page);
    await keys.press('Control+k');
    await keys.type(QUERY);
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe('Khoá dịch vụ');
    await keys.press('Enter');
    await page.waitForURL('**/vehicle/service-keys');
    await page.locator('.busops-grid:visible [role="grid"]').waitFor();
    expect(await axeFaults(page)).toEqual([]);
    await keys.press('n');
    const form = page.getByRole('dialog', { name: 'Thêm khoá dịch vụ' });
    await form.waitFor();
    await expectFocused(form.getByRole('textbox', { name: 'Tên khoá' }));
    await page.keyboard.type(NAME); // through the input method: not counted
    await keys.press('Tab');
    await keys.type('ban hang');
    const options = page.locator('.bp6-popover [role="option"]');
    await options.filter({ hasText: 'Nhân viên bán hàng' }).waitFor();
    await expect.poll(() => options.count()).toBe(1);
    // An Admin is never offered Admin or Super Admin.
    await keys.press('Enter');
    await form.getByText('Nhân viên bán hàng').waitFor();
    await screenshot(page, 'service-keys-form-1440');
    // The multi-select keeps Enter for itself: Tab (counted) to 'Tạo khoá', Enter.
    const submit = form.getByRole('button', { name: 'Tạo khoá' });
    for (let i = 0; i < 4 && !(await submit.evaluate((el) => el === document.activeElement)); i++)
      await keys.press('Tab');
    await expectFocused(submit);
    await keys.press('Enter');
    await form.waitFor({ state: 'detached' });

    // The key, once: the dialog holds it whole; Tab to 'Sao chép', Enter: on the clipboard.
    const shown = page.getByRole('dialog', { name: `Khoá dịch vụ: ${NAME}` });
    await shown.waitFor();
    const secret = await shown.getByRole('textbox', { name: 'Khoá dịch vụ' }).inputValue();
    expect(secret).toMatch(/^bsk_[A-Za-z0-9_-]{43}$/);
    // 'Sao chép' has the focus as the dialog opens: Enter copies.
    await expectFocused(shown.getByRole('button', { name: 'Sao chép' }));
    await keys.press('Enter');
    await shown.getByRole('button', { name: 'Đã sao chép' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await axeFaults(page)).toEqual([]);
    await screenshot(page, 'service-keys-secret-1440');
    const created = keys.count;
    // Ctrl+K, the query, Enter, n, Tab, 'ban hang', Enter, Tab (x <= 4), Enter, Enter (copies).
    expect(created).toBeLessThanOrEqual(11 + QUERY.length + 'ban hang'.length);
    console.info(`service key created and copied from the palette: ${created} keys + the name`);
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'detached' });
    const row = gridRowWith(page, NAME);
    await row.waitFor();
    const listed = (await api.GET(KEYS)).data!.items;
    expect(listed).toHaveLength(before + 1);
    const made = listed.find((k) => k.name === NAME)!;
    expect(made.roles).toEqual([8]);
    expect(await row.textContent()).toContain('Nhân viên bán hàng');
    expect(await page.locator('.busops-grid:visible').textContent()).not.toContain(secret);

    // The program calls with it: a customer registered as sales staff, in the history as the key.
    const member = await withKey(secret, '/members', {
      method: 'POST',
      body: JSON.stringify({ phone_number: '0977888001', full_name: 'Khách của ERP' }),
    });
    expect(member.status).toBe(201);
    const memberId = ((await member.json()) as { id: number }).id;
    const history = await api.GET('/history', {
      params: { query: { entity: 'member', record_id: memberId } },
    });
    expect(history.data!.items[0]!.api_key).toMatchObject({ id: made.id, name: NAME });
    expect((await withKey(secret, '/bus/staff')).status).toBe(403); // not a role of the key

    // Rotate: g l (the newest key), Space, Ctrl+K 'doi khoa dich vu', Enter, Enter on the alert.
    const rotateKeys = keyCounter(page);
    await rotateKeys.press('g');
    await rotateKeys.press('l');
    await expectFocused(firstGridRow(page));
    await rotateKeys.press('Space');
    await rotateKeys.press('Control+k');
    await rotateKeys.type('doi khoa dich vu');
    await expect
      .poll(() => selectedPaletteTitle(page).catch(() => null))
      .toBe('Đổi khoá dịch vụ (khoá cũ hết hiệu lực)');
    await rotateKeys.press('Enter');
    const alert = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Đổi khoá' });
    await alert.waitFor();
    await expect.poll(() => alert.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await rotateKeys.press('Enter');
    const again = page.getByRole('dialog', { name: `Khoá dịch vụ: ${NAME}` });
    await again.waitFor();
    const rotated = await again.getByRole('textbox', { name: 'Khoá dịch vụ' }).inputValue();
    expect(rotated).not.toBe(secret);
    console.info(`service key rotated: ${rotateKeys.count} keys`);
    expect((await withKey(secret, '/members')).status).toBe(401);
    expect((await withKey(rotated, '/members')).status).toBe(200);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });

    // Revoke: Ctrl+K 'thu hoi', Enter, and the alert's button.
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'service-keys-list-1024');
    const revokeKeys = keyCounter(page);
    await revokeKeys.press('Control+k');
    await revokeKeys.type('thu hoi');
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe('Thu hồi 1 khoá dịch vụ');
    await revokeKeys.press('Enter');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: NAME });
    await confirm.waitFor();
    const button = confirm.getByRole('button', { name: 'Thu hồi 1 khoá dịch vụ' });
    await expect.poll(() => confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 4 && !(await button.evaluate((el) => el === document.activeElement)); i++)
      await revokeKeys.press('Tab');
    await expectFocused(button);
    await revokeKeys.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => gridRowWith(page, NAME).count()).toBe(0);
    expect(revokeKeys.count).toBeLessThanOrEqual(14);
    console.info(`service key revoked: ${revokeKeys.count} keys`);
    expect((await withKey(rotated, '/members')).status).toBe(401);
    const after = (await api.GET(KEYS)).data!.items;
    expect(after.map((k) => k.id)).not.toContain(made.id);
    const own = await api.GET('/history', {
      params: { query: { entity: 'service_key', record_id: made.id } },
    });
    expect(own.data!.items.map((e) => e.action)).toEqual(['revoke', 'rotate', 'create']);
  });
});
