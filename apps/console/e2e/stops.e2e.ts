// /route/stop against the real API as Phương Nam's admin (0901000002): create a stop by keyboard only
// (palette 'diem dung', n, Tab through the fields, Enter), find it typing without diacritics, download
// the on-board stop file from the palette and read it back; screenshots of the list and the form.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, runFromPalette, signedInApi, useBrowser, waitForToast } from './browser.ts';
import { expectFocused, openListFromPalette, searchKeyword, settledRows } from './grid.ts';

const COLUMNS = ['code', 'name', 'address', 'coordinates', 'trigger_radius_m'] as const;
const SHOTS = process.env.STOPS_SHOTS_DIR;

/** For the screenshots: the dialog's opening transition over, the map in view, half a second of frames drawn. */
async function mapSettled(page: Page): Promise<void> {
  await page.locator('.bp6-dialog-container.bp6-overlay-enter-done').first().waitFor();
  await page.locator('.leaflet-container').first().scrollIntoViewIfNeeded();
  // The map paints its offline background and the picked point over a few frames once its chunk is in.
  await page.evaluate(
    () =>
      new Promise((done) => {
        let frames = 30;
        const next = () => (--frames > 0 ? requestAnimationFrame(next) : done(null));
        requestAnimationFrame(next);
      }),
  );
}

describe('stops', () => {
  const e2e = useBrowser();

  test('keyboard: create -> search without diacritics -> download the on-board stop file', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    const code = `E2E-BT${Date.now().toString(36).slice(-4)}`;
    const name = 'Chợ Bến Thành Kiểm Thử';
    await login(page, COMPANY_ADMIN);
    await openListFromPalette(
      page,
      { query: 'diem dung', title: 'Thiết lập điểm dừng', path: '/route/stop' },
      COLUMNS,
    );

    await kb.press('n');
    const dialog = page.getByRole('dialog', { name: 'Thêm điểm dừng' });
    await dialog.waitFor();
    await expectFocused(dialog.getByRole('textbox', { name: 'Mã điểm dừng' }));
    await kb.type(code);
    await kb.press('Tab');
    await kb.type(name);
    await kb.press('Tab');
    await kb.type('Đường Lê Lợi, Quận 1');
    await kb.press('Tab');
    await expectFocused(
      dialog.getByRole('spinbutton', { name: 'Vĩ độ' }).or(dialog.getByRole('textbox', { name: 'Vĩ độ' })),
    );
    await kb.type('10.7721');
    await kb.press('Tab');
    await kb.type('106.6983');
    if (SHOTS) {
      await mapSettled(page);
      await page.screenshot({ path: `${SHOTS}/stops-form-1440.png` });
    }
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForToast(page, 'Thêm thành công!');

    await searchKeyword(page, 'cho ben thanh kiem thu');
    await expect
      .poll(async () => (await settledRows(page, ['code', 'name', 'coordinates'])).rows)
      .toEqual([[code, name, '10,7721; 106,6983']]);

    const download = page.waitForEvent('download');
    await runFromPalette(page, 'tai file diem dung', 'Tải file điểm dừng');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^diem-dung-thiet-bi-\d{8}\.json$/);
    const content = JSON.parse(readFileSync((await file.path())!, 'utf8'));
    expect(content).toMatchObject({ format: 'busops-station-file', version: 1 });
    expect(Array.isArray(content.lines)).toBe(true);
    await waitForToast(page, 'Tải file thành công');

    if (SHOTS) {
      await searchKeyword(page, '');
      await settledRows(page, COLUMNS, { minTotal: 1 });
      await page.screenshot({ path: `${SHOTS}/stops-list-1440.png` });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.screenshot({ path: `${SHOTS}/stops-list-1024.png` });
      await runFromPalette(page, 'them diem dung', 'Thêm điểm dừng');
      await page.getByRole('dialog', { name: 'Thêm điểm dừng' }).waitFor();
      await kb.type('BT-1024');
      await kb.press('Tab');
      await kb.type('Nhà hát Thành phố');
      await kb.press('Tab');
      await kb.press('Tab');
      await kb.type('10.7766');
      await kb.press('Tab');
      await kb.type('106.7031');
      await mapSettled(page);
      await page.screenshot({ path: `${SHOTS}/stops-form-1024.png` });
      await kb.press('Escape');
    }

    const api = await signedInApi(COMPANY_ADMIN);
    const { data } = await api.GET('/bus-management/stops', { params: { query: { keyword: code } } });
    for (const stop of data.items)
      await api.DELETE('/bus-management/stops/{id}', { params: { path: { id: stop.id } } });
  });
});
