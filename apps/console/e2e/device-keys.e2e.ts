// /vehicle/device-keys as Phương Nam's admin, by keyboard, keys counted: the palette opens 'Khoá thiết
// bị', `n` names a new key, the key is shown once (only its prefix is listed after), `h` shows the key's
// history ('Tạo mới'), then the palette revokes it and the API refuses it. Screenshots at 1440x900.
import { describe, expect, test } from 'vitest';
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

const NAME = 'Cổng GPS kiểm thử';
const QUERY = 'khoa thiet bi';

describe('device keys', () => {
  const e2e = useBrowser();

  test('palette -> n (name) -> the key shown once -> its history -> revoked', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, COMPANY_ADMIN);
    await page.locator('.busops-launchpad .bp6-card').first().waitFor();
    const api = await signedInApi(COMPANY_ADMIN);
    const before = (await api.GET('/bus-management/device-keys')).data!.items.length;

    // Create: Ctrl+K, the screen's name without diacritics, Enter; n, the name, Enter.
    const keys = keyCounter(page);
    await keys.press('Control+k');
    await keys.type(QUERY);
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe('Khoá thiết bị');
    await keys.press('Enter');
    await page.waitForURL('**/vehicle/device-keys');
    await page.locator('.busops-grid:visible [role="grid"]').waitFor();
    await screenshot(page, 'device-keys-list-1440');
    await keys.press('n');
    const form = page.getByRole('dialog', { name: 'Thêm khoá thiết bị' });
    await form.waitFor();
    await expectFocused(form.getByRole('textbox', { name: 'Tên khoá' }));
    // The name (with diacritics, typed through the input method) is not counted: 'N keys + the name'.
    await page.keyboard.type(NAME);
    await keys.press('Enter');
    await form.waitFor({ state: 'detached' });

    // The key, once: the dialog holds it whole; the list and the API only its prefix.
    const shown = page.getByRole('dialog', { name: `Khoá thiết bị: ${NAME}` });
    await shown.waitFor();
    const secret = await shown.getByRole('textbox', { name: 'Khoá thiết bị' }).inputValue();
    expect(secret).toMatch(/^bsk_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'device-keys-secret-1440');
    const created = keys.count;
    expect(created).toBeLessThanOrEqual(4 + QUERY.length);
    console.info(`device key created from the palette: ${created} keys + the name`);
    await shown.getByRole('button', { name: 'Đã lưu khoá, đóng' }).focus();
    await page.keyboard.press('Enter');
    await shown.waitFor({ state: 'detached' });
    const row = gridRowWith(page, NAME);
    await row.waitFor();
    const listed = (await api.GET('/bus-management/device-keys')).data!.items;
    expect(listed).toHaveLength(before + 1);
    const made = listed.find((k) => k.name === NAME)!;
    expect(secret.startsWith(made.prefix)).toBe(true);
    expect(await row.textContent()).toContain(made.prefix);
    expect(await page.locator('.busops-grid:visible').textContent()).not.toContain(secret);

    // Its history: g l (the grid's first row: the newest key), select it (Space), h.
    const revokeKeys = keyCounter(page);
    await revokeKeys.press('g');
    await revokeKeys.press('l');
    await expectFocused(firstGridRow(page));
    expect(await firstGridRow(page).textContent()).toContain(NAME);
    await revokeKeys.press('Space');
    await revokeKeys.press('h');
    const drawer = page.locator('.busops-history-drawer');
    await drawer.getByText(`Lịch sử thay đổi: ${NAME}`).waitFor();
    await drawer.getByRole('listitem').first().getByText('Tạo mới', { exact: true }).waitFor();
    const changes = await drawer.getByRole('listitem').first().getByRole('row').allTextContents();
    expect(changes).toEqual(expect.arrayContaining(['Loại—Thiết bị', `Đầu khoá—${made.prefix}`]));
    expect(await drawer.textContent()).not.toContain(secret);
    await screenshot(page, 'device-keys-history-1440');
    await expect
      .poll(() =>
        drawer.evaluate((el) => el.closest('.bp6-overlay')?.contains(document.activeElement) ?? false),
      )
      .toBe(true);
    await revokeKeys.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Revoke: Ctrl+K 'thu hoi', Enter, and the alert's button ('Thu hồi', the command's word, not 'Xoá').
    await revokeKeys.press('Control+k');
    await revokeKeys.type('thu hoi');
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe('Thu hồi 1 khoá thiết bị');
    await revokeKeys.press('Enter');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: NAME });
    await confirm.waitFor();
    const button = confirm.getByRole('button', { name: 'Thu hồi 1 khoá thiết bị' });
    // The alert takes the focus as it opens (its button, measured); Tab to it otherwise, counted.
    await expect.poll(() => confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 4 && !(await button.evaluate((el) => el === document.activeElement)); i++)
      await revokeKeys.press('Tab');
    await expectFocused(button);
    await revokeKeys.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => gridRowWith(page, NAME).count()).toBe(0);
    // g l, Space, h, Escape; Ctrl+K, 'thu hoi', Enter; Enter on the alert's button.
    expect(revokeKeys.count).toBeLessThanOrEqual(15);
    console.info(`device key history and revocation: ${revokeKeys.count} keys`);
    const after = (await api.GET('/bus-management/device-keys')).data!.items;
    expect(after.map((k) => k.id)).not.toContain(made.id);
    expect(after).toHaveLength(before);

    // The revoked key is refused by the API; its history says so.
    const refused = await fetch(new URL('/bus-management/vehicle-positions', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': secret },
      body: JSON.stringify({ entity: [] }),
    });
    expect(refused.status).toBe(401);
    const history = await api.GET('/history', {
      params: { query: { entity: 'device_key', record_id: made.id } },
    });
    expect(history.data!.items.map((e) => e.action)).toEqual(['revoke', 'create']);
  });
});
