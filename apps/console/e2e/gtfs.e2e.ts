// GTFS from the palette as Phương Nam's Company Admin, by keyboard against the real API: 'Xuất GTFS'
// downloads the feed (a zip arrives), 'Nhập GTFS…' previews that same feed (nothing would change) and
// 'Áp dụng' (Enter) applies it. Screenshots of the preview at 1440x900 and 1024x768.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, RESULTS_DIR, runFromPalette, useBrowser, waitForToast } from './browser.ts';

const SHOTS = process.env.GTFS_SHOTS_DIR ?? RESULTS_DIR;

describe('GTFS', () => {
  const e2e = useBrowser();

  test('exports the feed from the palette, then previews and applies it in the import dialog', async () => {
    const { page } = e2e;
    await login(page, COMPANY_ADMIN);

    const download = page.waitForEvent('download');
    await runFromPalette(page, 'xuat gtfs', 'Xuất GTFS');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gtfs-.+\.zip$/);
    const path = join(RESULTS_DIR, file.suggestedFilename());
    mkdirSync(RESULTS_DIR, { recursive: true });
    await file.saveAs(path);
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
    await waitForToast(page, 'Đã xuất GTFS');

    await runFromPalette(page, 'nhap gtfs', 'Nhập GTFS…');
    const dialog = page.getByRole('dialog', { name: 'Nhập GTFS' });
    const input = dialog.getByLabel('Tệp GTFS');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.setInputFiles(path);
    const preview = dialog.getByRole('table', { name: 'Xem trước' });
    await preview.waitFor();
    // Its own export: every stop and route is already there.
    const stops = preview.getByRole('row', { name: /Điểm dừng/ });
    await expect.poll(() => stops.locator('td').first().textContent()).toBe('0');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'gtfs-import-1440x900.png') });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: join(SHOTS, 'gtfs-import-1024x768.png') });

    const apply = dialog.getByRole('button', { name: 'Áp dụng' });
    await expect.poll(() => apply.isEnabled()).toBe(true);
    await apply.focus();
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Đã nhập GTFS');
    await dialog.waitFor({ state: 'hidden' });
  });
});
