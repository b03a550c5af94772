// The palette finds the obvious first (issue 19): for ten common queries, typed as a user types them (no
// diacritics), the entry Enter would choose is the screen or command they came for; a screen whose title
// matches comes before actions and records. The rank of each expected entry is written to
// test-results/palette-ranking.json (the note compares it before and after).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
  login,
  openPalette,
  RESULTS_DIR,
  SUPER_ADMIN,
  sideMenu,
  signedInApi,
  useBrowser,
} from './browser.ts';
import { addTwoCompanyPerson } from './two-company-person.ts';

const PHUONG_NAM_SUPER_ADMIN = '0901000001';
/** A person of two companies of this file's own (two-company-person.ts), who has not chosen one yet. */
const SEVERAL_COMPANIES = '0938100502';

/** Query -> the title Enter should choose, from a list screen (/route/stop) of Phương Nam's role 1. */
const FIRST: [query: string, title: string][] = [
  ['xe', 'Danh sách xe'],
  ['tuyen', 'Thiết lập tuyến'],
  // on a list, 'xuat' is its export (e, many times a day); 'Đăng xuất' stays one word further: 'dang xuat'
  ['xuat', 'Xuất file Excel'],
  ['nhan vien', 'Quản lý nhân viên'],
  ['diem dung', 'Thiết lập điểm dừng'],
  // 'lich' alone is no longer one thing ('Lịch sử mua vé', a screen, came with the finance reports)
  ['lich chay', 'Lịch chạy của tuyến…'],
  ['ve thang', 'Đơn mở thẻ'],
  ['khach hang', 'Tra cứu khách hàng'],
  ['dang xuat', 'Đăng xuất'],
  ['ban do', 'Bản đồ xe'],
];

/** Every entry's title in the order the palette shows them, once the record search has answered. */
async function paletteTitles(page: Page, query: string): Promise<string[]> {
  const input = await openPalette(page);
  await input.fill(query);
  // the record search is debounced (250 ms) then shows a spinner until every searcher has answered
  await page.waitForTimeout(400);
  await expect.poll(() => page.locator('.busops-palette-input .bp6-spinner').count()).toBe(0);
  const titles = await page
    .locator('[cmdk-item] .busops-palette-title')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
  const selected = await page
    .locator('[cmdk-item][aria-selected="true"] .busops-palette-title')
    .textContent();
  await page.keyboard.press('Escape');
  await input.waitFor({ state: 'detached' });
  // the highlighted entry is the one Enter runs: it leads the list
  return selected ? [selected.trim(), ...titles.filter((t) => t !== selected.trim())] : titles;
}

const rankOf = (titles: string[], title: string) => titles.indexOf(title) + 1 || null;

function saveRanks(ranks: Record<string, number | null>) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'palette-ranking.json'), JSON.stringify(ranks, null, 2));
}

describe('palette ranking', () => {
  const e2e = useBrowser();
  const ranks: Record<string, number | null> = {};

  test('ten common queries choose the obvious first', async () => {
    const { page } = e2e;
    await login(page, PHUONG_NAM_SUPER_ADMIN);
    await page.goto('/route/stop');
    await page.locator('.busops-list-screen .ag-row').first().waitFor();
    const misses: string[] = [];
    for (const [query, title] of FIRST) {
      const titles = await paletteTitles(page, query);
      ranks[query] = rankOf(titles, title);
      if (titles[0] !== title) misses.push(`${query}: ${titles.slice(0, 6).join(' | ')}`);
    }
    // employees are found by name: 'nguyen van' lists people, not only stops
    const people = await paletteTitles(page, 'nguyen van');
    ranks['nguyen van (first employee)'] = people.findIndex((t) => /^Nguyễn Văn/.test(t)) + 1 || null;
    saveRanks(ranks);
    expect(misses).toEqual([]);
  });

  test('a user of several companies switches company from the palette', async () => {
    const { page } = e2e;
    const remove = await addTwoCompanyPerson(
      await signedInApi(SUPER_ADMIN),
      '+84938100502',
      'Kiểm Thử Đổi Công Ty',
    );
    onTestFinished(() => remove());
    await login(page, SEVERAL_COMPANIES);
    await page.getByRole('menuitem', { name: /Xe buýt Phương Nam/ }).click();
    await sideMenu(page).waitFor();
    const titles = await paletteTitles(page, 'doi cong ty');
    ranks['doi cong ty'] = rankOf(titles, 'Đổi công ty…');
    saveRanks(ranks);
    expect(titles[0]).toBe('Đổi công ty…');
  });
});
