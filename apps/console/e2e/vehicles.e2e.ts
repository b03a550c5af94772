// /vehicle/list against the real API as Phương Nam's admin, by keyboard: `g x` opens the screen with the
// demo fleet, `n` creates a bus (the plate typed loosely shows its printed form on Tab, a document due
// within 30 days), the palette's 'Xe có giấy tờ sắp hết hạn' filters the list from another screen, `e`
// exports what the list shows. The bus is removed through the API at the end, even on failure.
import { readFile } from 'node:fs/promises';
import { addDays, formatDay, saigonToday } from '@busops/domain';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, runFromPalette, signedInApi, useBrowser, waitForToast } from './browser.ts';
import { expectFocused, settledRows } from './grid.ts';

const COLUMNS = ['plate', 'fleet_number', 'gps_device_id'] as const;
const PLATE = '51B-990.01';

async function removeVehicle(): Promise<void> {
  const api = await signedInApi(COMPANY_ADMIN);
  const { data } = await api.GET('/bus-management/vehicles', { params: { query: { keyword: '51b99001' } } });
  for (const vehicle of data.items) {
    await api.DELETE('/bus-management/vehicles/{id}', { params: { path: { id: vehicle.id } } });
  }
}

describe('vehicles', () => {
  const e2e = useBrowser();

  test('g x -> n (plate normalised) -> palette: expiring documents -> e (export)', async () => {
    const { page } = e2e;
    const kb = page.keyboard;
    await login(page, COMPANY_ADMIN);
    try {
      await kb.press('g');
      await kb.press('x');
      await page.waitForURL('**/vehicle/list');
      const before = await settledRows(page, COLUMNS, { minTotal: 20 });
      expect(before.rows[0]![0]).toMatch(/^\d{2}[A-Z]-\d{3}\.\d{2}$/);

      await kb.press('n');
      const dialog = page.getByRole('dialog', { name: 'Thêm xe' });
      await dialog.waitFor();
      const plate = dialog.getByRole('textbox', { name: 'Biển số' });
      await expectFocused(plate);
      // The form shows the defaults it will save (the contract's), not '— Chọn —'.
      const selected = (name: string) =>
        dialog.getByRole('combobox', { name }).evaluate((el) => {
          const select = el as HTMLSelectElement;
          return select.options[select.selectedIndex]?.text;
        });
      expect(await selected('Nhiên liệu')).toBe('Dầu diesel');
      expect(await selected('Trạng thái')).toBe('Hoạt động');
      await kb.type('51b99001');
      await kb.press('Tab');
      await expect.poll(() => plate.inputValue()).toBe(PLATE);
      await expectFocused(dialog.getByRole('textbox', { name: 'Số tài' }));
      await kb.type('PN-901');
      await kb.press('Tab');
      await kb.type('VinFast');
      await kb.press('Tab');
      await kb.type('EB 8');
      // The kit's date field: dd/MM/yyyy typed as digits, the slashes come by themselves.
      await dialog.getByLabel('Hạn đăng kiểm').focus();
      await kb.type(formatDay(addDays(saigonToday(), 10)).replaceAll('/', ''));
      const gps = dialog.getByRole('textbox', { name: 'Mã thiết bị GPS' });
      await gps.focus();
      await kb.type('PN-0901');
      await kb.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await waitForToast(page, 'Thêm thành công!');

      // From another screen, the palette opens the list filtered on documents due within 30 days.
      await page.goto('/menu');
      // The palette's keys listen once the signed-in layout is up (Ctrl+K before that is lost).
      await page.locator('.busops-launchpad .bp6-card').filter({ hasText: 'Danh sách xe' }).waitFor();
      await runFromPalette(page, 'giay to sap het han', 'Xe có giấy tờ sắp hết hạn');
      await page.waitForURL('**/vehicle/list?document_expiry=within_30_days');
      const due = await settledRows(page, COLUMNS, { minTotal: 1 });
      expect(due.pager.total).toBeLessThan(before.pager.total);
      expect(due.rows).toContainEqual([PLATE, 'PN-901', 'PN-0901']);
      await expect
        .poll(() =>
          page.locator('.busops-grid:visible .bp6-tag.bp6-intent-warning').filter({ hasText: '/' }).count(),
        )
        .toBeGreaterThan(0);

      // e: the export holds the filtered rows, with Vietnamese headers.
      const [download] = await Promise.all([page.waitForEvent('download'), kb.press('e')]);
      expect(download.suggestedFilename()).toMatch(/^xe-\d{8}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe('Biển số');
      const plates: unknown[] = [];
      sheet.eachRow((row, n) => n > 1 && plates.push(row.getCell(1).value));
      expect(plates).toHaveLength(due.pager.total);
      expect(plates).toContain(PLATE);
    } finally {
      await removeVehicle();
    }
  });
});
