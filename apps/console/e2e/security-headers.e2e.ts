// The security headers as Chromium sees them, and a console that really runs under its CSP: /login, sign-in,
// /employee (AG Grid injects its theme as <style> elements, allowed by the page's nonce) and /docs must not
// trigger one CSP violation. The headers seen are written to test-results/security-headers.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, RESULTS_DIR, useBrowser } from './browser.ts';
import { settledRows } from './grid.ts';

const HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'access-control-allow-origin',
];

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

const pick = (response: Response) => {
  const all = response.headers();
  return Object.fromEntries(HEADERS.map((name) => [name, all[name] ?? null]));
};

function expectProtected(headers: Record<string, string | null>, label: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['access-control-allow-origin'], label).toBeNull();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toContain('unsafe-inline');
  expect(csp, label).not.toContain('unsafe-eval');
}

describe('security headers in Chromium', () => {
  const e2e = useBrowser();

  test('/login, sign-in, /employee and /docs run without a CSP violation', async () => {
    const { page } = e2e;
    const violations = await watchViolations(page);
    const seen: Record<string, Record<string, string | null>> = {};

    const loginPage = await page.goto('/login');
    seen['/login'] = pick(loginPage!);
    await login(page, COMPANY_ADMIN);

    const employeePage = await page.goto('/employee');
    seen['/employee'] = pick(employeePage!);
    const { pager } = await settledRows(page, ['full_name'], { minTotal: 1 });
    expect(pager.total).toBeGreaterThan(0);
    // The grid's theme is in place: its <style> elements carry the page's nonce and apply.
    expect(await page.locator('style[data-ag-css]').count()).toBeGreaterThan(0);
    const border = await page
      .locator('.ag-root-wrapper')
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(border).toBe('solid');

    const api = await page.evaluate(async () => {
      const res = await fetch('/health');
      return Object.fromEntries(res.headers.entries());
    });
    seen['/health (fetch from the console)'] = Object.fromEntries(HEADERS.map((h) => [h, api[h] ?? null]));

    const docsPage = await page.goto('/docs');
    seen['/docs'] = pick(docsPage!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The inline style applies (the nav is a sticky side bar), so its hash matched.
    expect(await page.locator('nav').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'security-headers.json'), `${JSON.stringify(seen, null, 2)}\n`);

    expect(violations).toEqual([]);
    for (const [label, headers] of Object.entries(seen)) expectProtected(headers, label);
    const nonceOf = (label: string) =>
      /'nonce-([^']+)'/.exec(seen[label]!['content-security-policy'] ?? '')?.[1];
    expect(nonceOf('/login')).toBeTruthy();
    expect(nonceOf('/employee')).toBeTruthy();
    expect(nonceOf('/login')).not.toBe(nonceOf('/employee'));
    expect(seen['/docs']!['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(seen['/docs']!['content-security-policy']).not.toContain('script-src');
  });

  test('a source map is not served', async () => {
    const { page } = e2e;
    const response = await page.goto('/login');
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(await response!.text())?.[1];
    expect(script).toBeTruthy();
    const bundle = await page.request.get(script!);
    expect(bundle.status()).toBe(200);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    expect((await page.request.get(`${script}.map`)).status()).toBe(404);
  });
});
