// Target 1: JavaScript needed to show /login and /menu <= 250 KiB gzip; AG Grid and screens load lazily.
//
// 1. Builds the console into bench/.data/console/dist (vite build --manifest; apps/console/dist is left alone).
// 2. Static check: runs apps/console/scripts/js-budget.mjs unchanged against that build (entry + modulepreload
//    links of index.html, gzip default level), and lists each lazy chunk of the manifest with the JS it adds.
// 3. Browser: serves that build from the API (tsx src/server.ts, in-memory PGlite with demo data), loads
//    /login and /menu in Chromium and records every JS response (bodies gzipped here at level 9), then
//    navigates client-side (history.pushState + popstate) to every screen route and records what it adds.
//
// node bench/js-size.mjs [--no-build] [--port 3211] [--routes /employee,/company] [--json out.json]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  arg,
  BENCH_DIR,
  buildConsole,
  CONSOLE_DIR,
  CONSOLE_DIST,
  launchChromium,
  machine,
  startApi,
  uiSignIn,
} from './lib/common.mjs';

const BUDGET_KIB = 250;
const OUT = resolve(BENCH_DIR, '.data/console');
const DIST = CONSOLE_DIST;
const port = Number(arg('port', 3211));
const kib = (b) => `${(b / 1024).toFixed(1).padStart(7)} KiB`;
const gz9 = (buf) => gzipSync(buf, { level: 9 }).length;

console.log(`# js-size  (${machine()})`);
if (!arg('no-build')) buildConsole({ force: true });

// --- static: the console's own budget script, unchanged, pointed at this build ---------------------------
mkdirSync(join(OUT, 'scripts'), { recursive: true });
copyFileSync(join(CONSOLE_DIR, 'scripts/js-budget.mjs'), join(OUT, 'scripts/js-budget.mjs'));
console.log('\n## static: apps/console/scripts/js-budget.mjs on this build (gzip level 6)');
let staticOk = true;
try {
  execFileSync('node', [join(OUT, 'scripts/js-budget.mjs')], { stdio: 'inherit' });
} catch {
  staticOk = false;
}

// --- static: lazy chunks of the manifest and what each adds on top of the first screen ---------------------
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) closure(i, seen);
  return seen;
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const first = closure(entryKey);
const fileSize = (key) => gz9(readFileSync(join(DIST, manifest[key].file)));
console.log(
  '\n## static: lazy (dynamic-import) chunks, gzip level 9: the chunk + static imports not in the first screen',
);
const lazyRows = [];
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const adds = [...closure(key)].filter((k) => !first.has(k));
  const bytes = adds.reduce((s, k) => s + fileSize(k), 0);
  lazyRows.push({ source: key, files: adds.map((k) => manifest[k].file), gzip: bytes });
}
lazyRows.sort((a, b) => b.gzip - a.gzip);
const short = (k) => k.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
for (const r of lazyRows) console.log(`${kib(r.gzip)}  ${short(r.source)}  (${r.files.join(', ')})`);

// --- browser ----------------------------------------------------------------------------------------------
const routes = arg('routes')
  ? String(arg('routes')).split(',')
  : [...new Set(findScreenPaths(join(CONSOLE_DIR, 'src/features')))].sort();
console.log(`\nscreen routes found: ${routes.join(' ') || '(none yet)'}`);

const api = await startApi({ port, dataDir: 'memory://', consoleDir: DIST });
const browser = await launchChromium();
// Waits until no JS response arrived for `quietMs` (networkidle never comes: the SSE stream stays open).
let lastJs = Date.now();
async function quiet(quietMs = 1000, maxMs = 20_000) {
  const start = Date.now();
  lastJs = Math.max(lastJs, start); // a lazy import may start a while after the navigation
  await new Promise((r) => setTimeout(r, 100));
  while (Date.now() - lastJs < quietMs && Date.now() - start < maxMs)
    await new Promise((r) => setTimeout(r, 100));
}
const result = {
  machine: machine(),
  budgetKiB: BUDGET_KIB,
  staticBudgetOk: staticOk,
  lazy: lazyRows,
  routes: {},
};
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Map(); // url -> gzip bytes, for everything this page downloaded so far
  let current = null; // the Map collecting the JS of the step being measured
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const url = response.url();
    if (!(type.includes('javascript') || url.endsWith('.js')) || response.status() >= 300) return;
    lastJs = Date.now();
    const pending = response.body().then(
      (body) => {
        const size = gz9(body);
        seen.set(url, size);
        return [url, size];
      },
      () => [url, 0],
    );
    current?.push(pending);
  });
  const step = async (name, action) => {
    current = [];
    await action();
    await page.waitForSelector('#login-phone', { timeout: 30_000 });
    await quiet();
    const entries = await Promise.all(current);
    current = null;
    const files = entries.map(([url, size]) => ({ path: new URL(url).pathname, gzip: size }));
    const total = files.reduce((s, f) => s + f.gzip, 0);
    result.routes[name] = { files, total };
    return { files, total };
  };
  const show = (name, { files, total }, budget) => {
    const icons = files.filter((f) => f.path.startsWith('/icons/'));
    console.log(
      `\n## ${name}: ${kib(total)} gzip-9 JS in ${files.length} responses${budget ? ` (budget ${BUDGET_KIB} KiB: ${total <= BUDGET_KIB * 1024 ? 'PASS' : 'FAIL'})` : ''}`,
    );
    for (const f of files.filter((f) => !f.path.startsWith('/icons/')).sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${kib(f.gzip)}  ${f.path}`);
    }
    if (icons.length)
      console.log(`${kib(icons.reduce((s, f) => s + f.gzip, 0))}  ${icons.length} icon modules (/icons/...)`);
  };

  // /login, fresh browser (no session, empty cache)
  show('/login (cold load)', await step('/login', () => page.goto(`${api.url}/login`)), true);
  await uiSignIn(page, api.url, '0900000001');

  // /menu, cold load in a new page with the session (cache disabled by a new context that reuses storage)
  const storage = await context.storageState();
  const context2 = await browser.newContext({ storageState: storage });
  const page2 = await context2.newPage();
  page.removeAllListeners('response');
  const menuSeen = [];
  page2.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!(type.includes('javascript') || response.url().endsWith('.js')) || response.status() >= 300) return;
    lastJs = Date.now();
    const path = new URL(response.url()).pathname;
    menuSeen.push(
      response.body().then(
        (b) => ({ path, gzip: gz9(b) }),
        () => ({ path, gzip: 0 }),
      ),
    );
  });
  await page2.goto(`${api.url}/menu`, { waitUntil: 'domcontentloaded' });
  await page2.waitForSelector('.busops-launchpad', { timeout: 30_000 });
  await quiet();
  const menuFiles = await Promise.all(menuSeen);
  // What /menu needs is what it requested before the shell, idle, starts fetching ahead (the console marks
  // that moment 'busops:idle-prefetch'): AG Grid and the permitted screens then arrive for later screens.
  const { prefetchAt, starts } = await page2.evaluate(() => ({
    prefetchAt: performance.getEntriesByName('busops:idle-prefetch')[0]?.startTime ?? null,
    starts: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime]),
  }));
  const startOf = new Map(starts);
  const before = (f) => prefetchAt === null || (startOf.get(f.path) ?? 0) < prefetchAt;
  const sum = (files) => files.reduce((s, f) => s + f.gzip, 0);
  const shown = menuFiles.filter(before);
  const ahead = menuFiles.filter((f) => !before(f));
  const menu = { files: shown, total: sum(shown), prefetched: { files: ahead, total: sum(ahead) } };
  result.routes['/menu'] = menu;
  show('/menu (cold load, signed in as 0900000001), up to the idle prefetch', menu, true);
  show(
    '/menu, then fetched ahead when idle (AG Grid, permitted screens; not needed to show /menu)',
    menu.prefetched,
  );

  // lazy chunks per route: client-side navigation from /menu; only JS not downloaded before counts
  const sessions = [['0900000001', page2]];
  for (const phone of ['0901000001']) {
    const c = await browser.newContext();
    const p = await c.newPage();
    await uiSignIn(p, api.url, phone);
    sessions.push([phone, p]);
  }
  for (const [phone, p] of sessions) {
    const before = new Set();
    p.removeAllListeners('response');
    let bucket = null;
    p.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const path = new URL(response.url()).pathname;
      if (!(type.includes('javascript') || path.endsWith('.js')) || response.status() >= 300) return;
      if (before.has(path)) return;
      before.add(path);
      lastJs = Date.now();
      bucket?.push(
        response.body().then(
          (b) => ({ path, gzip: gz9(b) }),
          () => ({ path, gzip: 0 }),
        ),
      );
    });
    // anything the page already has does not count again
    for (const e of await p.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
    ))
      before.add(e);
    for (const route of routes) {
      bucket = [];
      await p.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await quiet(1500);
      const files = await Promise.all(bucket);
      bucket = null;
      const forbidden = await p.evaluate(() =>
        /không có quyền|403/i.test(document.querySelector('main, #root')?.textContent ?? ''),
      );
      const entry = { files, total: files.reduce((s, f) => s + f.gzip, 0), user: phone, forbidden };
      const key = `${route} (lazy, as ${phone})`;
      result.routes[key] = entry;
      show(`${key}${forbidden ? ' [forbidden page]' : ''}: chunks not loaded before`, entry, false);
      // back to /menu before the next route
      await p.evaluate(() => {
        history.pushState({}, '', '/menu');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await p.waitForTimeout(200);
    }
  }
} finally {
  await browser.close();
  await api.stop();
}
const json = arg('json');
if (json) writeFileSync(json, JSON.stringify(result, null, 2));

function findScreenPaths(dir) {
  // defineScreen({ path: '/x' }) or defineScreen({ path: X_PATH }) with `const X_PATH = '/x'` in the features
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => readFileSync(join(e.parentPath ?? e.path, e.name), 'utf8'));
  const constants = new Map();
  for (const text of files) {
    for (const m of text.matchAll(/const\s+([A-Z0-9_]+)\s*=\s*'(\/[^']*)'/g)) constants.set(m[1], m[2]);
  }
  const paths = [];
  for (const text of files) {
    for (const m of text.matchAll(/defineScreen\(\s*\{[^}]*?path:\s*(?:'([^']+)'|([A-Z0-9_]+))/gs)) {
      const path = m[1] ?? constants.get(m[2]);
      if (path) paths.push(path);
    }
  }
  return paths;
}
