// /monthly-ticket/setting as Phương Nam's admin, by keyboard: the palette opens 'Thiết lập vé tháng', `n`
// adds a card type (code, name, the card fee in the money input), `p` adds its price on the first route
// (valid from today), `3` shows the price table where the new category sits beside the demo's Hanoi
// categories (70.000 / 140.000 ₫...). Screenshots at 1440x900 and 1024x768. The server's database is this
// run's own (server.ts), and no other test reads card types.
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, runFromPalette, screenshot, useBrowser, waitForToast } from './browser.ts';
import { expectFocused } from './grid.ts';

const CODE = 'E2EHS';
const NAME = 'Học sinh kiểm thử';

describe('pass settings', () => {
  const e2e = useBrowser();

  test('palette -> n (card type) -> p (route price) -> 3 (side-by-side table)', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, COMPANY_ADMIN);
    await page.locator('.busops-launchpad .bp6-card').first().waitFor();
    await runFromPalette(page, 'thiet lap ve thang', 'Thiết lập vé tháng');
    await page.waitForURL('**/monthly-ticket/setting**');
    await page.getByRole('tab', { name: /Loại thẻ/ }).waitFor();
    await expect.poll(() => page.locator('.busops-grid .ag-row').count()).toBeGreaterThanOrEqual(3);

    // n: a card type, typed field after field.
    await kb.press('n');
    const typeDialog = page.getByRole('dialog', { name: 'Thêm loại thẻ' });
    await typeDialog.waitFor();
    await expectFocused(typeDialog.getByRole('textbox', { name: 'Mã loại thẻ' }));
    await kb.type(CODE);
    await kb.press('Tab');
    await kb.type(NAME);
    await kb.press('Tab');
    await kb.type('25000');
    await expect
      .poll(() => typeDialog.getByRole('textbox', { name: 'Phí làm thẻ' }).inputValue())
      .toBe('25.000');
    await kb.press('Enter');
    await typeDialog.waitFor({ state: 'detached' });
    await waitForToast(page, 'Thêm thành công!');
    await expect.poll(() => page.locator('.busops-grid').textContent()).toContain(NAME);

    // p: its price on the first route, valid from today.
    await kb.press('p');
    const priceDialog = page.getByRole('dialog', { name: 'Thêm giá vé tháng' });
    await priceDialog.waitFor();
    const scope = priceDialog.getByRole('combobox', { name: 'Phạm vi' });
    await expectFocused(scope);
    await kb.press('Tab');
    const route = priceDialog.getByRole('combobox', { name: 'Tuyến' });
    await expectFocused(route);
    // The selects' options are chosen as values (arrow keys on a closed select differ by platform): the
    // first route, the new card type.
    await route.selectOption({ index: 1 });
    const cardType = priceDialog.getByRole('combobox', { name: 'Loại thẻ' });
    await cardType.selectOption({ label: `${CODE} · ${NAME}` });
    const price = priceDialog.getByRole('textbox', { name: 'Giá vé tháng' });
    await price.focus();
    await kb.type('85000');
    await expect.poll(() => price.inputValue()).toBe('85.000');
    await kb.press('Enter');
    await priceDialog.waitFor({ state: 'detached' });
    await waitForToast(page, 'Thêm thành công!');

    // 3: the table, the new category beside the demo's.
    await kb.press('3');
    const table = page.locator('.pass-price-grid');
    await table.waitFor();
    const row = table.locator('tr').filter({ hasText: NAME });
    await expect.poll(() => row.textContent()).toContain('85.000 ₫');
    const individual = table.locator('tr').filter({ hasText: 'Cá nhân' });
    await expect.poll(() => individual.textContent()).toMatch(/140\.000 ₫.*280\.000 ₫/);
    await screenshot(page, 'pass-settings-table-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => row.isVisible()).toBe(true);
    await screenshot(page, 'pass-settings-table-1024');
    await kb.press('2');
    await expect.poll(() => page.locator('.busops-grid').textContent()).toContain(CODE);
    await screenshot(page, 'pass-settings-prices-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await kb.press('1');
    await expect.poll(() => page.locator('.busops-grid').textContent()).toContain(NAME);
    await screenshot(page, 'pass-settings-types-1440');
  });
});
