// /monthly-ticket/setting as Phương Nam's admin, by keyboard: the palette opens 'Thiết lập vé tháng', `n`
// adds a card type (code, name, the card fee in the money input), `p` adds its price on route 01
// (valid from today), `3` shows the price table where the new category sits beside the demo's Hanoi
// categories (70.000 / 140.000 ₫...). Screenshots at 1440x900 and 1024x768. The server's database is this
// run's own (server.ts), and no other test reads card types. A multi-route price chooses its routes in
// the form's route multi-select by keyboard (typed without diacritics, Enter picks, Backspace twice removes the last).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  COMPANY_ADMIN,
  login,
  runFromPalette,
  screenshot,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import { expectFocused } from './grid.ts';

/** The screen's first tab, the demo's card types listed. */
async function cardTypesShown(page: Page) {
  await page.getByRole('tab', { name: /Loại thẻ/ }).waitFor();
  await expect.poll(() => page.locator('.busops-grid:visible .ag-row').count()).toBeGreaterThanOrEqual(3);
}

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
    await cardTypesShown(page);

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
    await expect.poll(() => page.locator('.busops-grid:visible').textContent()).toContain(NAME);

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
    // demo's route 01 (other test files add routes of their own, without prices, that may sort first),
    // the new card type.
    const route01 = await route
      .locator('option')
      .evaluateAll((els) => els.find((el) => el.textContent?.startsWith('01 · '))?.getAttribute('value'));
    expect(route01).toBeTruthy();
    await route.selectOption(route01!);
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
    await page.locator('.pass-price-bar select').selectOption(route01!);
    const row = table.locator('tr').filter({ hasText: NAME });
    await expect.poll(() => row.textContent()).toContain('85.000 ₫');
    const individual = table.locator('tr').filter({ hasText: 'Cá nhân' });
    await expect.poll(() => individual.textContent()).toMatch(/140\.000 ₫.*280\.000 ₫/);
    await screenshot(page, 'pass-settings-table-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => row.isVisible()).toBe(true);
    await screenshot(page, 'pass-settings-table-1024');
    await kb.press('2');
    await expect.poll(() => page.locator('.busops-grid:visible').textContent()).toContain(CODE);
    await screenshot(page, 'pass-settings-prices-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await kb.press('1');
    await expect.poll(() => page.locator('.busops-grid:visible').textContent()).toContain(NAME);
    await screenshot(page, 'pass-settings-types-1440');
  });

  test('p -> a multi-route price whose routes are chosen in the multi-select by keyboard', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const api = await signedInApi(COMPANY_ADMIN);
    // Its own card type, so the price applies to no pass another test renews.
    const { data: cardType } = await api.call('createCardType', {
      body: { code: 'E2ELT', name: 'Liên tuyến kiểm thử' },
    });
    const { data: routes } = await api.call('listRoutes', {
      params: { query: { page: 0, size: 50, sort: 'number' } },
    });
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'd')
        .toLowerCase();
    const label = (r: { number: string; name: string }) => `${r.number} · ${r.name}`;
    // Three routes whose name, typed without diacritics, matches no other route's option.
    const all = routes!.items;
    const [first, second, third] = all.filter(
      (r) => all.filter((o) => plain(label(o)).includes(plain(r.name))).length === 1,
    );
    expect(third, 'three demo routes with names of their own').toBeTruthy();
    await login(page, COMPANY_ADMIN);
    await page.goto('/monthly-ticket/setting');
    await cardTypesShown(page);

    await kb.press('p');
    const dialog = page.getByRole('dialog', { name: 'Thêm giá vé tháng' });
    await dialog.waitFor();
    const scope = dialog.getByRole('combobox', { name: 'Phạm vi' });
    await expectFocused(scope);
    await scope.selectOption('multi');
    await kb.press('Tab'); // the single route (not needed for a multi-route price)
    await kb.press('Tab');
    await expectFocused(dialog.getByRole('textbox', { name: 'Tên liên tuyến' }));
    await kb.type('Liên tuyến kiểm thử ba tuyến');
    await kb.press('Tab');
    const picker = dialog.getByPlaceholder('Gõ số hoặc tên tuyến, Enter để chọn');
    await expectFocused(picker);
    const options = page.locator('.bp6-popover [role="option"]');
    // Each route by its name typed without diacritics: the one match is highlighted, Enter picks it.
    for (const route of [first!, second!, third!]) {
      await kb.type(plain(route.name));
      await expect.poll(() => options.filter({ hasText: label(route) }).count()).toBe(1);
      await kb.press('Enter');
      await dialog
        .locator('.bp6-tag')
        .filter({ hasText: label(route) })
        .waitFor();
    }
    // Backspace in the empty input marks the last one, a second removes it; the dialog is still open
    // (Enter picked, it did not submit).
    await kb.press('Backspace');
    await kb.press('Backspace');
    await expect
      .poll(() =>
        dialog
          .locator('.bp6-tag')
          .filter({ hasText: label(third!) })
          .count(),
      )
      .toBe(0);
    expect(await dialog.locator('.bp6-tag').allTextContents()).toEqual([label(first!), label(second!)]);
    await dialog.getByRole('combobox', { name: 'Loại thẻ' }).selectOption(String(cardType!.id));
    const price = dialog.getByRole('textbox', { name: 'Giá vé tháng' });
    await price.focus();
    await kb.type('300000');
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForToast(page, 'Thêm thành công!');

    const { data: prices } = await api.call('listSubscriptionPrices', {
      params: { query: { scope: 'multi', card_type_id: cardType!.id } },
    });
    expect(prices!.items).toHaveLength(1);
    expect(prices!.items[0]).toMatchObject({
      multiple_routes_name: 'Liên tuyến kiểm thử ba tuyến',
      price: 300000,
    });
    expect([...prices!.items[0]!.route_ids].sort((a, b) => a - b)).toEqual(
      [first!.id, second!.id].sort((a, b) => a - b),
    );
  });
});
