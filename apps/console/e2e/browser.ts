// One Chromium for the run (Debian's /usr/bin/chromium through playwright-core, design §7; one per
// browser language), a fresh context (empty local storage, new session) per test, and the helpers the
// tests share.
import { mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_APP_ID, STORAGE_PREFIX } from '@busops/domain';
import { type ApiClient, createClient, IdTokenSource } from '@busops/sdk';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const DEMO_PASSWORD = 'Busops@2026';
/** Demo accounts (apps/api/src/seed/demo-accounts.ts) that several files sign in with; none changes them. */
export const SUPER_ADMIN = '0900000001'; // role 1 of the super company: every screen of the super company
export const COMPANY_ADMIN = '0901000002'; // role 2 of Xe buýt Phương Nam: /employee
export const RESULTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results');

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserOptions {
  /** Pre-set 'showAppTour' to false so the welcome dialog does not cover the screens (default true). */
  skipAppTour?: boolean;
  /** Console errors a file provokes on purpose (matched against the message): the only ones allowed. */
  allowConsoleErrors?: RegExp[];
  /**
   * The browser's language (default 'vi-VN'): also Chromium's `--lang`, which native date fields follow.
   * 'en-US' shows that the console writes dates its own way whatever the browser's language.
   */
  locale?: string;
}

/**
 * The browser's own line for an HTTP error answer ('Failed to load resource: the server responded with a
 * status of 422'): tests send refused input on purpose and the console shows the API's message; an
 * error the console itself logs (console.error, an uncaught exception, AG Grid's #200) still fails.
 */
const HTTP_ERROR_LINE = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Console errors and uncaught exceptions of `page` from now on (the list fills as they come). */
export function collectConsoleErrors(page: Page, allowed: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!HTTP_ERROR_LINE.test(text) && !allowed.some((re) => re.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(`uncaught: ${error.message}`));
  return errors;
}

/**
 * The run's Chromium for a browser language, launched on first use. The files share their worker's
 * modules (vitest.e2e.config.ts, isolate false), so this outlives a file: every test still gets a new
 * context, which is what isolates tests (storage, cookies, session). Playwright ends the browsers when
 * the worker exits. A launch and the imports were about 2 s of each of the 36 files.
 */
const browsers = new Map<string, Promise<Browser>>();

function sharedBrowser(locale: string | undefined): Promise<Browser> {
  const key = locale ?? '';
  let launched = browsers.get(key);
  if (!launched) {
    launched = chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: locale ? [...CHROMIUM_FLAGS, `--lang=${locale}`] : CHROMIUM_FLAGS,
      // Playwright hides scrollbars in headless mode; users on Linux and Windows have them, and the grid
      // lays its pinned columns out around them: tests and screenshots see what those users see.
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    launched.catch(() => browsers.delete(key));
    browsers.set(key, launched);
  }
  return launched;
}

export interface E2E {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly baseURL: string;
}

/** Registers the hooks; read `e2e.page` inside tests. On a failed test the page is saved as a screenshot. */
export function useBrowser(options: BrowserOptions = {}): E2E {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await sharedBrowser(options.locale);
  });
  beforeEach(async () => {
    context = await newBrowserContext(browser!, baseURL, options);
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page, options.allowConsoleErrors);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && page) {
      const name = `failed-${ctx.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}`;
      await screenshot(page, name).catch(() => undefined);
    }
    await context?.close();
    context = undefined;
    page = undefined;
    // every test fails on a console error of its page (issue 19), after its own checks passed
    const errors = consoleErrors;
    consoleErrors = [];
    if (ctx.task.result?.state !== 'fail' && errors.length > 0)
      throw new Error(`console errors during the test:\n${errors.join('\n')}`);
  });

  return {
    get browser() {
      return browser!;
    },
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
    baseURL,
  };
}

/**
 * A fresh context (empty local storage, no session) as every test gets one; also for a second user in the
 * same test (close it at the end).
 */
export async function newBrowserContext(
  browser: Browser,
  baseURL: string,
  options: BrowserOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: options.locale ?? 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    acceptDownloads: true,
  });
  // 30 s, not 15: in CI the browser suite runs beside the API's suite on 2 cores (root package.json), and
  // a step that takes 5 s alone was seen to take over 15 s there. A wait that is met returns at once.
  context.setDefaultTimeout(30_000);
  if (options.skipAppTour !== false) {
    await context.addInitScript((key) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'false');
    }, `${STORAGE_PREFIX}showAppTour`);
  }
  return context;
}

/**
 * Opens `path` the way a link inside the console does: through the router's history, without loading the
 * page again, so the session, the notifications stream and what a test injected into the page (axe) stay.
 * Waits for the new screen: a heading, a grid or a map that was not on the screen before. For tests that
 * visit many screens (a page load is the bundle, the session and the stream again, about a second each).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const screen = 'main h1, main [role="grid"], main .leaflet-container';
  await page.evaluate(
    ({ to, screen }) => {
      for (const element of document.querySelectorAll(screen)) element.setAttribute('data-e2e-before', '');
      window.history.pushState(null, '', to);
      // react-router's browser history follows popstate (what Back does), reading the new location
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { to: path, screen },
  );
  await page.waitForURL((url) => url.pathname === new URL(path, 'http://x').pathname);
  await page
    .locator(
      screen
        .split(', ')
        .map((s) => `${s}:not([data-e2e-before])`)
        .join(', '),
    )
    .first()
    .waitFor();
}

/**
 * Waits until the screen shows its data: a grid's first row or its 'no rows' line, and no spinner or
 * loading overlay left in it.
 */
export async function screenSettled(page: Page): Promise<void> {
  if ((await page.locator('main [role="grid"]').count()) > 0)
    await page.locator('main .ag-row, main .ag-overlay-no-rows-wrapper').first().waitFor();
  // AG Grid keeps its loading overlay in the page, hidden, once the rows are there
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main .bp6-spinner, main .ag-overlay-loading-wrapper')].every(
      (element) => !element.checkVisibility(),
    ),
  );
}

/** The signed-in layout's side menu. */
export const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu chính' });

/** Signs in on /login with phone and password and waits for the signed-in layout (or the company choice). */
export async function login(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // the side menu, or its button when it starts collapsed (a window under 1200 px), or the company choice
  await sideMenu(page)
    .or(page.getByRole('button', { name: 'Hiện menu bên' }))
    .or(page.getByRole('heading', { name: 'Chọn công ty làm việc' }))
    .first()
    .waitFor();
}

/** Ctrl+K, then waits for the palette input to have the focus (keys typed before it would go elsewhere). */
export async function openPalette(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+k');
  const input = paletteInput(page);
  await input.waitFor();
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  return input;
}

export const paletteInput = (page: Page): Locator =>
  page.getByPlaceholder('Tìm màn hình, thao tác, bản ghi...');

/** The palette's input whatever its placeholder (a command's parameter step shows the step's title). */
export const paletteSearch = (page: Page): Locator => page.locator('[cmdk-input]');

/** The title of the palette entry Enter would choose now. */
export const selectedPaletteTitle = (page: Page): Promise<string | null> =>
  page.locator('[cmdk-item][aria-selected="true"] .busops-palette-title').textContent({ timeout: 1_000 });

/**
 * Types `query` into the open palette (a command's step page included), waits until the entry Enter
 * would choose is titled `title`, and presses Enter.
 */
export async function choosePaletteEntry(page: Page, query: string, title: string): Promise<void> {
  await page.keyboard.type(query);
  await expect.poll(() => selectedPaletteTitle(page).catch(() => null)).toBe(title);
  await page.keyboard.press('Enter');
}

/** Ctrl+K, then `choosePaletteEntry`. */
export async function runFromPalette(page: Page, query: string, title: string): Promise<void> {
  await openPalette(page);
  await choosePaletteEntry(page, query, title);
}

/** Waits for a toast (Blueprint OverlayToaster) saying `text`. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.bp6-toast').filter({ hasText: text }).first().waitFor();
}

/**
 * Records, from now on, the requests the page sends with `method` to a path matching `path` (the API's
 * own path, e.g. '/companies' or /^\/companies\/\d+$/): `[]` proves a form sent nothing.
 */
export function recordRequests(page: Page, method: string, path: string | RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    if (request.method() === method.toUpperCase() && matches)
      seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/**
 * The typed API client (`@busops/sdk`) signed in as `phone` the way the console signs in (password login,
 * then the identity token from its custom token): for a test's own fixtures and their clean-up.
 */
export async function signedInApi(phone: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const baseUrl = inject('baseURL');
  const tokens = new IdTokenSource({ baseUrl, appKey: ADMIN_APP_ID });
  const api = createClient({ baseUrl, appKey: ADMIN_APP_ID, getIdToken: () => tokens.getIdToken() });
  const { data } = await api.POST('/auth/login', {
    body: { grant_type: 'password', username: phone, password },
  });
  await tokens.signInWithCustomToken(data.customToken);
  return api;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

export interface MenuNode {
  title: string;
  children?: MenuNode[];
}

/**
 * The side menu as rendered: top-level leaves and titled groups with their leaves, in order, without the
 * fixed 'Trang chủ' entry. Waits until the menu has rendered its entries (or its empty text).
 */
export async function readSideMenu(page: Page): Promise<MenuNode[]> {
  const nav = sideMenu(page);
  await nav.getByRole('link', { name: 'Trang chủ' }).waitFor();
  return nav.evaluate((root) => {
    const list = root.querySelector('ul');
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const out: { title: string; children?: { title: string }[] }[] = [];
    for (const li of Array.from(list?.children ?? [])) {
      const nested = li.querySelector('ul');
      if (nested) {
        out.push({
          title: text(li.querySelector('h2, h6, [class*="menu-header"]')),
          children: Array.from(nested.querySelectorAll('a')).map((a) => ({ title: text(a) })),
        });
        continue;
      }
      const item = li.querySelector('a');
      if (item) out.push({ title: text(item) });
    }
    return out.filter((n) => n.title !== 'Trang chủ');
  });
}

export interface PaletteEntry {
  /** The command id cmdk carries in data-value ('screen:/employee', 'nav.home'). */
  id: string;
  title: string;
}

/** The entries of the palette's 'Điều hướng' group, read from the open palette with an empty query. */
export async function readPaletteNavigation(page: Page): Promise<PaletteEntry[]> {
  const group = page
    .locator('[cmdk-group]')
    .filter({ has: page.locator('[cmdk-group-heading]', { hasText: /^Điều hướng$/ }) });
  await group.locator('[cmdk-item]').first().waitFor();
  return group.locator('[cmdk-item]').evaluateAll((items) =>
    items.map((item) => {
      const value = item.getAttribute('data-value') ?? '';
      const title = (item.querySelector('.busops-palette-title')?.textContent ?? '').trim();
      return { id: value.slice(value.lastIndexOf(' ') + 1), title };
    }),
  );
}

/** Byte length of the API log now: pass it to `waitForSmsCode` to only read what comes after. */
export async function apiLogSize(): Promise<number> {
  return (await stat(inject('apiLog'))).size;
}

/**
 * Waits for the SMS adapter's log line (`[sms] +84901000002: Mã xác thực busops của bạn là 123456 ...`)
 * written after `fromByte`, and answers the 6-digit code.
 */
export async function waitForSmsCode(phone: string, fromByte: number, timeoutMs = 15_000): Promise<string> {
  const international = phone.startsWith('0') ? `+84${phone.slice(1)}` : phone;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = (await readFile(inject('apiLog'))).subarray(fromByte).toString('utf8');
    for (const line of text.split('\n')) {
      if (!line.includes(`[sms] ${international}:`)) continue;
      const code = /\[sms\] \+\d+: \D*(\d{6})/.exec(line)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${international} in the API log within ${timeoutMs} ms`);
}
