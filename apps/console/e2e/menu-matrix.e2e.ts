// spec §2/§6: for every demo account, the side menu and the palette's navigation entries are exactly what
// the domain MENU allows among the screens that exist: expected from @busops/domain + the source's
// defineScreen declarations (expected.ts), actual from the rendered DOM.
import { describe, expect, test } from 'vitest';
import { login, openPalette, readPaletteNavigation, readSideMenu, useBrowser } from './browser.ts';
import {
  DEMO_ACCOUNTS,
  declaredScreenPaths,
  expectedPaletteIds,
  expectedSideMenu,
  principalOf,
} from './expected.ts';

const screens = declaredScreenPaths();

/**
 * Rows of the spec §2 table for the screens being built, typed here from product-spec.md (not from the
 * domain): a second, independent oracle, so a wrong domain MENU cannot make both sides agree.
 */
const SPEC_ROWS = [
  { path: '/company', title: 'Quản lý công ty', roles: [1], scope: 'super' },
  { path: '/employee', title: 'Quản lý nhân viên', roles: [1, 2, 9], scope: 'any' },
  { path: '/setting-bill', title: 'Cấu hình hoá đơn', roles: [1], scope: 'super' },
  { path: '/permission', title: 'Phân quyền', roles: [1], scope: 'super' },
] as const;
const specAllows = (row: (typeof SPEC_ROWS)[number], role: number, isSuper: boolean) =>
  (row.roles as readonly number[]).includes(role) &&
  (row.scope === 'any' || (row.scope === 'super') === isSuper);
const exists = (path: string) => [...screens].some((p) => p === path || p.startsWith(`${path}/`));
const accounts = DEMO_ACCOUNTS.filter(
  (a) => !a.mustChooseCompany && (a.company === 'phuongNam' || a.company === 'super'),
);

describe('menu matrix', () => {
  const e2e = useBrowser();

  test('covers roles 1, 2, 5, 6, 8, 9, 10 of Phương Nam and roles 1, 2 of the super company', () => {
    expect(accounts.map((a) => `${a.company}:${a.role}`).sort()).toEqual(
      [
        'phuongNam:1',
        'phuongNam:10',
        'phuongNam:2',
        'phuongNam:5',
        'phuongNam:6',
        'phuongNam:8',
        'phuongNam:9',
        'super:1',
        'super:2',
      ].sort(),
    );
  });

  test.each(accounts.map((a) => [`${a.phone} role ${a.role} ${a.company}`, a] as const))(
    '%s: side menu and palette',
    async (_name, account) => {
      const { page } = e2e;
      const principal = principalOf(account);
      await login(page, account.phone);

      const menu = await readSideMenu(page);
      expect(menu).toEqual(expectedSideMenu(principal, screens));
      const titles = menu.map((node) => node.title);
      for (const row of SPEC_ROWS.filter((r) => exists(r.path))) {
        expect(titles.includes(row.title), `${row.path} for role ${account.role}`).toBe(
          specAllows(row, account.role, principal.isSuper),
        );
      }

      await openPalette(page);
      const palette = await readPaletteNavigation(page);
      expect(palette.map((e) => e.id).sort()).toEqual(expectedPaletteIds(principal, screens));
      expect(palette.every((e) => e.title.length > 0)).toBe(true);
    },
  );
});
