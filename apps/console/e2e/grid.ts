// Reading the list screens (ListScreen: criteria bar, AG Grid, pager) and moving through them by keyboard.
//
// Grids are located as `.busops-grid:visible`: the shell renders one warm-up grid off screen while it is idle
// (grid-warm-up.tsx, hidden, up to 3 s); under load it is still there when a test reaches a screen, and a bare
// `.busops-grid` matched both (a strict-mode failure in CI, service-keys.e2e.ts).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { runFromPalette } from './browser.ts';

export interface PagerText {
  from: number;
  to: number;
  total: number;
}

export const pager = (page: Page): Locator => page.getByRole('navigation', { name: 'Phân trang' });

/** '1–20 / tổng 31 bản ghi' */
export async function readPager(page: Page): Promise<PagerText | null> {
  const text = (await pager(page).textContent()) ?? '';
  const match = /(\d+)\s*–\s*(\d+)\s*\/\s*tổng\s*([\d.]+)\s*bản ghi/.exec(text);
  if (!match) return null;
  return { from: Number(match[1]), to: Number(match[2]), total: Number(match[3]!.replace(/\./g, '')) };
}

/**
 * Every data row of the grid's current page (AG Grid renders only the rows near the viewport: the body is
 * scrolled and rows are collected by their row-index), as the text of the given columns.
 */
export async function readGridRows(page: Page, colIds: readonly string[]): Promise<string[][]> {
  const grid = page.locator('.busops-grid:visible [role="grid"]');
  await grid.waitFor();
  return grid.evaluate(async (root, cols) => {
    // Data rows carry a numeric row-index; the pinned totals row has 'b-0', header rows none.
    const dataRows = () =>
      Array.from(root.querySelectorAll('[role="row"][row-index]')).filter((r) =>
        /^\d+$/.test(r.getAttribute('row-index') ?? ''),
      );
    const scroller = (() => {
      for (
        let el: Element | null = dataRows()[0] ?? null;
        el && el !== root.parentElement;
        el = el.parentElement
      ) {
        const style = getComputedStyle(el);
        if (el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(style.overflowY))
          return el as HTMLElement;
      }
      return null;
    })();
    const rows = new Map<number, string[]>();
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const collect = () => {
      for (const row of dataRows()) {
        rows.set(
          Number(row.getAttribute('row-index')),
          cols.map((col) =>
            (row.querySelector(`[col-id="${col}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
          ),
        );
      }
    };
    collect();
    if (scroller) {
      const start = scroller.scrollTop;
      scroller.scrollTop = 0;
      await frame();
      collect();
      for (let guard = 0; guard < 200; guard++) {
        const before = scroller.scrollTop;
        scroller.scrollTop = before + Math.max(100, scroller.clientHeight - 80);
        await frame();
        collect();
        if (scroller.scrollTop === before) break;
      }
      scroller.scrollTop = start;
    }
    return [...rows.entries()].sort((x, y) => x[0] - y[0]).map(([, values]) => values);
  }, colIds);
}

/**
 * Waits until no request runs and the pager and the grid agree (`to - from + 1` rows rendered, or none), and
 * answers them.
 */
export async function settledRows(
  page: Page,
  colIds: readonly string[],
  options: { minTotal?: number } = {},
): Promise<{ pager: PagerText; rows: string[][] }> {
  let result: { pager: PagerText; rows: string[][] } | null = null;
  await expect
    .poll(
      async () => {
        // Before the first answer the pager reads '0–0 / tổng 0' like an empty list: callers that know
        // the list has rows say so (minTotal); while a request runs the pager says aria-busy.
        const text = await readPager(page);
        if (!text || text.total < (options.minTotal ?? 0)) return false;
        if ((await pager(page).getAttribute('aria-busy')) === 'true') return false;
        const rows = await readGridRows(page, colIds);
        const expected = text.total === 0 ? 0 : text.to - text.from + 1;
        result = { pager: text, rows };
        return rows.length === expected;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return result!;
}

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (keyboard only) until `target` (or something inside it) has the focus. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.first().waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press('Tab');
  }
  // what held the focus, and any open overlay: enough to tell a focus trap from a lost focus afterwards
  const where = await page.evaluate(() => {
    const el = document.activeElement;
    const name = el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
      : 'none';
    const overlays = [...document.querySelectorAll('.bp6-overlay-open, [role="dialog"]')].map(
      (o) =>
        `${o.getAttribute('role') ?? o.className.split(' ')[0]} "${(o.getAttribute('aria-label') ?? '').slice(0, 40)}"`,
    );
    return `the focus on ${name} at ${location.pathname}${overlays.length ? `; open: ${overlays.join(', ')}` : ''}`;
  });
  throw new Error(`Tab did not reach ${target} in ${max} presses (${where})`);
}

export async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { timeout: 5_000 }).toBe(true);
}

/** The keyword criterion of the list screens ('Từ khoá'). */
export const keywordBox = (scope: Page | Locator): Locator =>
  scope.getByRole('searchbox', { name: 'Từ khoá' });

/**
 * Keyboard only: '/' (the list's key for its first criterion, 'Từ khoá'), replace its text with `text` and
 * press Enter (the criteria form searches from page 1). Not a Tab walk: right after a dialog closed, the
 * focus may be given back into the grid, whose cells Tab walks one by one (a 16-row page ran out of the
 * 80 presses in CI). '/' is not pressed while the focus is in a field, where it would be typed. Returns once
 * the list has answered the search.
 */
export async function searchKeyword(page: Page, text: string): Promise<void> {
  // The box of the screen the URL names: right after a navigation the URL is the new screen's while the
  // old one is still shown; '/' and the text would go to the old screen's box (seen in CI: the text's
  // 'n' then reached the new screen as its 'new' key and opened a form, whose focus trap Tab never left).
  const path = new URL(page.url()).pathname;
  const box = keywordBox(page.locator(`.busops-list-screen[data-path="${path}"]`)).first();
  await box.waitFor();
  const inField = await page.evaluate(
    () => document.activeElement?.matches('input, textarea, select, [contenteditable]') ?? false,
  );
  if (!inField) await page.keyboard.press('/');
  // at once when '/' gave the box the focus; from a field, Tab on to it
  await tabTo(page, box);
  await page.keyboard.press('Control+a');
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  // Done when the list shows the answer: the URL holds the keyword (written once the search ran) and no
  // request is out. A row found before that may be the unfiltered list's, replaced under the focus next.
  await expect
    .poll(
      async () =>
        new URL(page.url()).searchParams.get('keyword') === (text || null) &&
        (await pager(page).getAttribute('aria-busy')) !== 'true',
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The first data row of the visible grid. */
export const firstGridRow = (page: Page): Locator =>
  page.locator('.busops-grid:visible [role="row"][row-index="0"]').first();

/**
 * Keyboard only, as a user goes to the rows: Escape from a list criterion (the focus is there after
 * `searchKeyword`), 'g l' from anywhere else; the first data row then has the focus. Not a Tab walk.
 */
export async function focusFirstRow(page: Page): Promise<void> {
  const firstRow = firstGridRow(page);
  // the rows first: a grid that gets its rows after the focus came in re-renders under it (seen under load)
  await firstRow.waitFor();
  const inCriteria = await page.evaluate(
    () => document.activeElement?.closest('form.busops-list-toolbar') != null,
  );
  if (inCriteria) await page.keyboard.press('Escape');
  else {
    await page.keyboard.press('g');
    await page.keyboard.press('l');
  }
  await expect.poll(() => isFocused(firstRow), { timeout: 15_000 }).toBe(true);
}

/** The grid's data row whose cells contain `text`. */
export const gridRowWith = (page: Page, text: string): Locator =>
  page.locator('.busops-grid:visible [role="row"][row-index]').filter({ hasText: text }).first();

/**
 * Opens a list screen the way a keyboard user does (Ctrl+K, a query without diacritics, the entry) and
 * waits for its first rows; returns the total the pager shows.
 */
export async function openListFromPalette(
  page: Page,
  entry: { query: string; title: string; path: string },
  columns: readonly string[],
): Promise<number> {
  await runFromPalette(page, entry.query, entry.title);
  await page.waitForURL(`**${entry.path}`);
  return (await settledRows(page, columns, { minTotal: 1 })).pager.total;
}

/**
 * Whether the text of the element is wholly on screen: inside the grid, and the element found at both ends
 * of the text (nothing covers or clips it: a column scrolled out of view, a cut header).
 */
export const isFullyShown = (page: Page, selector: string): Promise<boolean> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const root = element.closest('.ag-root-wrapper')!.getBoundingClientRect();
      if (text.width === 0 || text.left < root.left || text.right > root.right) return false;
      const y = text.top + text.height / 2;
      return [text.left + 1, text.right - 1].every((x) => element.contains(document.elementFromPoint(x, y)));
    });
