// Target 4: employees grid over 100,000 rows, first page visible within 300 ms of navigation (PGlite).
//
// Needs the dataset of seed-100k.mjs and the console build of js-size.mjs (built when missing).
// Part 1, API: GET /bus/staff?page=0&size=20 (default sort -created_at, with total) 30 times per user,
//   measured in Node (fetch over 127.0.0.1, keep-alive): p50 / p95.
// Part 2, browser: the API serves the build on the 100k data; Chromium signs in, and for each iteration loads
//   /menu (a full page load: fresh JS state, so no list store holds rows yet), waits 1 s, then navigates
//   client-side to /employee (history.pushState + popstate, what the router does for a side-menu click).
//   In the page: t0 = performance.now() just before pushState; a MutationObserver on document.body waits
//   until a body `.ag-row` (not in a pinned totals container) has text; then requestAnimationFrame +
//   setTimeout 0 = painted. Iteration 1 has an empty HTTP cache (downloads the screen and AG Grid chunks),
//   the others reuse the cache. Resource Timing gives the /bus/staff request and the chunks fetched.
//
// node bench/employees-grid.mjs [--db pglite|postgres] [--runs 6] [--port 3215] [--json out.json]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  arg,
  buildConsole,
  CONSOLE_DIST,
  DATA_ROOT,
  fmtStats,
  launchChromium,
  machine,
  ms,
  PG_BENCH_URL,
  signIn,
  startApi,
  stats,
  uiSignIn,
} from './lib/common.mjs';

const db = String(arg('db', 'pglite'));
const RUNS = Number(arg('runs', 6));
const port = Number(arg('port', 3215));
const DIST = CONSOLE_DIST;
const TARGET = 300;
const USERS = [
  ['0901000002', 'admin, Xe buýt Phương Nam (~90k rows in scope)'],
  ['0900000001', 'super admin, super company (all 100k rows)'],
];
const target =
  db === 'postgres' ? { databaseUrl: PG_BENCH_URL } : { dataDir: resolve(DATA_ROOT, 'pglite-100k') };
console.log(`# employees-grid on ${db}  (${machine()})`);
buildConsole({ force: Boolean(arg('build')) });
const result = { machine: machine(), db, api: {}, browser: {} };
const api = await startApi({ port, ...target, consoleDir: DIST });
const browser = await launchChromium();
try {
  // ---- part 1: the API --------------------------------------------------------------------------------
  for (const [phone, who] of USERS) {
    const headers = await signIn(api.url, phone);
    const get = async () => {
      const t = performance.now();
      const r = await fetch(`${api.url}/bus/staff?page=0&size=20`, { headers });
      const body = await r.json();
      if (!r.ok) throw new Error(`${r.status} ${JSON.stringify(body)}`);
      return { elapsed: performance.now() - t, total: body.total };
    };
    for (let i = 0; i < 3; i++) await get();
    const samples = [];
    for (let i = 0; i < 30; i++) samples.push(await get());
    const st = stats(samples.map((s) => s.elapsed));
    result.api[phone] = { who, total: samples[0].total, stats: st };
    console.log(`\n## GET /bus/staff?page=0&size=20 as ${phone} (${who}), total=${samples[0].total}`);
    console.log(`HTTP round trip: ${fmtStats(st)}`);
  }

  // ---- part 2: Chromium ----------------------------------------------------------------------------------
  for (const [phone, who] of USERS) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await uiSignIn(page, api.url, phone);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${api.url}/menu`);
      await page.waitForSelector('.busops-launchpad', { timeout: 30_000 });
      await page.waitForTimeout(1000);
      const r = await page.evaluate(
        () =>
          new Promise((done, fail) => {
            const rowVisible = () => dataRows().some((row) => (row.textContent ?? '').trim());
            // AG Grid 36: body rows are .ag-row outside the pinned (totals) containers, in the screen's grid
            // (not the console's hidden warm-up grid, components/data-grid/grid-warm-up.tsx)
            function dataRows() {
              return [...document.querySelectorAll('.busops-list-screen .ag-row')].filter(
                (row) =>
                  !row.classList.contains('ag-row-pinned') &&
                  !row.closest(
                    '.ag-grid-pinned-top-rows, .ag-grid-pinned-bottom-rows, .ag-floating-top, .ag-floating-bottom',
                  ),
              );
            }
            performance.clearResourceTimings();
            const t0 = performance.now();
            let tRow = null;
            const finish = () => {
              observer.disconnect();
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const t1 = performance.now();
                  const res = performance.getEntriesByType('resource');
                  const staff = res.filter((e) => /\/bus\/staff\?/.test(e.name));
                  done({
                    painted: t1 - t0,
                    rowInDom: tRow - t0,
                    rows: dataRows().length,
                    staffRequests: staff.map((e) => ({
                      url: e.name.replace(location.origin, ''),
                      start: e.startTime - t0,
                      duration: e.responseEnd - e.startTime,
                    })),
                    chunks: res
                      .filter((e) => e.initiatorType === 'script' || /\.js($|\?)/.test(e.name))
                      .map((e) => ({
                        path: new URL(e.name).pathname,
                        duration: e.responseEnd - e.startTime,
                        bytes: e.transferSize,
                      })),
                  });
                }, 0),
              );
            };
            const observer = new MutationObserver(() => {
              if (tRow === null && rowVisible()) {
                tRow = performance.now();
                finish();
              }
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            setTimeout(() => fail(new Error('no grid row within 30 s')), 30_000);
            history.pushState({}, '', '/employee');
            dispatchEvent(new PopStateEvent('popstate'));
          }),
      );
      runs.push(r);
      const staff = r.staffRequests
        .map((s) => `${s.url} @${s.start.toFixed(0)}+${s.duration.toFixed(0)} ms`)
        .join(', ');
      const downloaded = r.chunks
        .filter((c) => c.bytes > 0)
        .map((c) => c.path.replace('/assets/', ''))
        .join(' ');
      console.log(
        `  ${phone} nav ${i + 1}${i === 0 ? ' (empty cache)' : ''}: first row painted ${ms(r.painted)} (in DOM ${ms(r.rowInDom)}), ${r.rows} rows; API ${staff}${downloaded ? `; downloaded ${downloaded}` : ''}`,
      );
    }
    const cold = runs[0].painted;
    const warm = stats(runs.slice(1).map((r) => r.painted));
    const apiInPage = stats(runs.flatMap((r) => r.staffRequests.map((s) => s.duration)));
    result.browser[phone] = { who, cold, warm, apiInPage, runs };
    console.log(`\n## /menu -> /employee as ${phone} (${who})`);
    console.log(
      `first navigation (empty cache): ${ms(cold)}  ${cold <= TARGET ? 'PASS' : 'FAIL'} (target ${TARGET} ms)`,
    );
    console.log(
      `later navigations (cached chunks, fresh page): ${fmtStats(warm)}  median ${warm.p50 <= TARGET ? 'PASS' : 'FAIL'}`,
    );
    console.log(`GET /bus/staff as seen by the page (startTime -> responseEnd): ${fmtStats(apiInPage)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await api.stop();
}
const json = arg('json');
if (json) writeFileSync(json, JSON.stringify(result, null, 2));
