// /customer/search and /customer/ticket-bus against the real API as Phương Nam's sales 0901000008, by
// keyboard: the palette finds a customer by phone and opens their dialog as a read view, `e` edits, a stock card is linked by its
// number typed in the dialog (Enter), the address is changed and saved (Enter: 'Cập nhật thành công!');
// on the card screen a card is found, selected (Space), blocked (b) and its history opened (l).
// The test's customer and cards are its own (made through the API; the server's data is fresh per run).
// Screenshots customers-1440/1024.png and nfc-cards-1440/1024.png in test-results.
import { describe, expect, test } from 'vitest';
import {
  login,
  openPalette,
  screenshot,
  selectedPaletteTitle,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import { focusFirstRow, gridRowWith, searchKeyword } from './grid.ts';

const SALE = '0901000008';
const PHONE = '0933111222';
const NAME = 'Đặng Thị Kiểm Thử';

async function fixtures() {
  const api = await signedInApi(SALE);
  const { data: member } = await api.POST('/members', {
    body: { phone_number: PHONE, full_name: NAME, address: '1 Đường Cũ' },
  });
  await api.POST('/nfc/cards', { body: { uid: '04E2E0000000A1', card_number: 'E2E-CUST-1' } });
  await api.POST('/nfc/cards', { body: { uid: '04E2E0000000B2', card_number: 'E2E-NFC-1' } });
  return { api, memberId: member.id };
}

describe('customers and NFC cards', () => {
  const e2e = useBrowser();

  test('palette: a customer by phone -> link a stock card -> edit the address; then block a card and see its history', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const { api, memberId } = await fixtures();
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, SALE);

    // The palette's record search finds the customer by phone; Enter opens their dialog.
    await openPalette(page);
    await kb.type(PHONE);
    await expect.poll(() => selectedPaletteTitle(page).catch(() => null), { timeout: 10_000 }).toBe(NAME);
    await kb.press('Enter');
    await page.waitForURL('**/customer/search**');
    const dialog = page.getByRole('dialog', { name: new RegExp(`Khách hàng: ${NAME}`) });
    await dialog.waitFor();
    // A record's link opens its read view: the fields disabled, 'Sửa' focused; `e` edits.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Sửa (e)');
    expect(await dialog.getByRole('textbox', { name: 'Địa chỉ' }).isDisabled()).toBe(true);
    await kb.press('e');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Địa chỉ' }).isDisabled()).toBe(false);
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Link the stock card by its number: Enter in the card field links, it does not save the form.
    const cardField = dialog.getByRole('textbox', { name: 'Số thẻ hoặc UID để gắn' });
    await cardField.focus();
    await kb.type('E2E-CUST-1');
    await kb.press('Enter');
    await waitForToast(page, 'Gắn thẻ thành công!');
    await dialog.getByRole('cell', { name: 'E2E-CUST-1' }).waitFor();

    await screenshot(page, 'customers-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'customers-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Edit the address and save with Enter.
    const address = dialog.getByRole('textbox', { name: 'Địa chỉ' });
    await address.focus();
    await kb.press('Control+a');
    await kb.type('25 Nguyễn Huệ, Quận 1');
    await kb.press('Enter');
    await waitForToast(page, 'Cập nhật thành công!');
    const { data: saved } = await api.GET('/members/{id}', { params: { path: { id: memberId } } });
    expect(saved.address).toBe('25 Nguyễn Huệ, Quận 1');
    const { data: cards } = await api.GET('/nfc/cards', { params: { query: { member_id: memberId } } });
    expect(cards.items.map((c) => c.card_number)).toEqual(['E2E-CUST-1']);
    await kb.press('Escape');

    // The card screen: g n, find the card, select it (Space), block it (b), its history (l).
    await dialog.waitFor({ state: 'detached' });
    await kb.press('g');
    await kb.press('n');
    await page.waitForURL('**/customer/ticket-bus**');
    await searchKeyword(page, 'E2E-NFC-1');
    await gridRowWith(page, 'E2E-NFC-1').waitFor();
    await focusFirstRow(page);
    await kb.press('Space');
    await kb.press('b');
    await waitForToast(page, 'Cập nhật trạng thái thẻ thành công!');
    await gridRowWith(page, 'Đã khóa').waitFor();
    await screenshot(page, 'nfc-cards-list-1440');
    await kb.press('l');
    const drawer = page.locator('.busops-history-drawer');
    await drawer.getByText('Đổi trạng thái').waitFor();
    await expect.poll(() => drawer.getByText('Đăng ký thẻ').count()).toBe(1);
    // The drawer slides in: the picture is taken once it rests against the right edge.
    await expect
      .poll(async () => {
        const box = await page.locator('.bp6-drawer').boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(1440);
    await expect
      .poll(async () => Math.round((await page.locator('.bp6-drawer').boundingBox())?.width ?? 0))
      .toBe(560);
    await screenshot(page, 'nfc-cards-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'nfc-cards-1024');
    await kb.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const { data: blocked } = await api.GET('/nfc/cards', { params: { query: { keyword: 'E2E-NFC-1' } } });
    expect(blocked.items[0]?.status).toBe('blocked');
  });
});
