// Accessibility of every screen (issue 19): axe-core on each screen a member company's admin (Phương Nam's
// role 1, the widest member-company menu), its controller (role 9) and its sales staff (role 8) open, as
// each of them sees it (their menus and actions differ): 0 critical and 0 serious violations. The counts per
// account and screen are written to test-results/axe-screens.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { axeFaults, type Fault } from './axe.ts';
import { login, openInApp, RESULTS_DIR, screenSettled, useBrowser } from './browser.ts';
import { DEMO_ACCOUNTS, declaredScreenPaths, expectedPaletteIds, principalOf } from './expected.ts';

const ACCOUNTS = ['0901000001', '0901000009', '0901000008'].map(
  (phone) => DEMO_ACCOUNTS.find((a) => a.phone === phone)!,
);

describe('axe on every screen', () => {
  const e2e = useBrowser();
  const counts: Record<string, Record<string, Fault[]>> = {};
  // A screen already checked for an earlier account is not checked again for a later one (the accounts
  // differ by which screens they have; on a shared screen a narrower role only has fewer actions), except
  // /menu, whose cards are the account's own. The three accounts' 63 visits were the longest browser
  // test of CI (160 s of its 30 minutes).
  const checked = new Set<string>();

  for (const account of ACCOUNTS)
    test(`0 critical and 0 serious violations on every screen of ${account.label}`, async () => {
      const { page } = e2e;
      await login(page, account.phone);
      const paths = expectedPaletteIds(principalOf(account), declaredScreenPaths())
        .filter((id) => id.startsWith('screen:'))
        .map((id) => id.slice('screen:'.length));
      const mine: Record<string, Fault[]> = {};
      counts[account.label] = mine;
      for (const path of ['/menu', ...paths.filter((p) => !checked.has(p))]) {
        checked.add(path);
        // inside the app, as its links go: no page load per screen (login lands on /menu)
        if (new URL(page.url()).pathname !== path) await openInApp(page, path);
        // a grid is checked with its rows (or its 'no rows' line) painted, not while its page loads
        await screenSettled(page);
        mine[path] = await axeFaults(page);
        mkdirSync(RESULTS_DIR, { recursive: true });
        writeFileSync(join(RESULTS_DIR, 'axe-screens.json'), JSON.stringify(counts, null, 2));
      }
      const faulty = Object.entries(mine)
        .filter(([, faults]) => faults.length > 0)
        .map(
          ([path, faults]) => `${path}: ${faults.map((f) => `${f.id} ${f.impact} x${f.nodes}`).join(', ')}`,
        );
      expect(paths.length, 'the account has screens to check').toBeGreaterThan(0);
      expect(faulty).toEqual([]);
    }, 600_000);
});
