// scratch: screenshots of /company and /employee at 1440x900 and 1024x768 (not committed)
import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3917';
const out = process.env.OUT ?? '/tmp/luh-shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  ignoreDefaultArgs: ['--hide-scrollbars'],
});
const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
await context.addInitScript(() => localStorage.setItem('busops:showAppTour', 'false'));
const page = await context.newPage();
await page.goto('/login');
await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('0900000001');
await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Busops@2026');
await page.getByRole('button', { name: 'Đăng nhập' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
const report = {};
for (const vp of [{ width: 1440, height: 900 }, { width: 1024, height: 768 }]) {
  await page.setViewportSize(vp);
  for (const path of ['/company', '/employee']) {
    await page.goto(path);
    await page.locator('.busops-grid .ag-row').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${path.slice(1)}-${vp.width}x${vp.height}.png` });
    report[`${path}@${vp.width}`] = await page.evaluate(() => {
      const v = document.querySelector('.ag-body-horizontal-scroll-viewport');
      const cut = [...document.querySelectorAll('.ag-header-cell')].map((h) => {
        const t = h.querySelector('.ag-header-cell-text');
        return t && t.scrollWidth > t.clientWidth ? h.getAttribute('col-id') : null;
      }).filter(Boolean);
      const cells = [...document.querySelectorAll('.ag-row .ag-cell')].filter((c) => {
        const w = c.querySelector('.ag-cell-value') ?? c;
        return w.scrollWidth > w.clientWidth + 1;
      }).map((c) => c.getAttribute('col-id'));
      const toolbar = document.querySelector('.busops-list-toolbar');
      return {
        hscroll: v ? v.scrollWidth > v.clientWidth + 1 : null,
        cutHeaders: cut,
        cutCells: [...new Set(cells)],
        toolbarHeight: toolbar?.getBoundingClientRect().height,
        widths: Object.fromEntries([...document.querySelectorAll('.ag-header-cell')].map((h) => [h.getAttribute('col-id'), Math.round(h.getBoundingClientRect().width)])),
      };
    });
  }
}
if (process.env.DRAWER) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/employee');
  await page.locator('.busops-grid .ag-row').first().waitFor();
  await page.locator('.busops-grid .ag-row[row-index="0"] .ag-cell').nth(1).click();
  await page.keyboard.press('Space');
  await page.keyboard.press('h');
  await page.locator('.busops-history-drawer').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/history-drawer-1440x900.png` });
}
console.log(JSON.stringify(report, null, 1));
await browser.close();
