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
const accounts = DEMO_ACCOUNTS.filter(
  (a) => !a.mustChooseCompany && (a.company === 'phuongNam' || a.company === 'super'),
);

describe('menu matrix', () => {
  const e2e = useBrowser();

  test('covers roles 1, 2, 5, 6, 8, 9, 10 of Phương Nam and roles 1, 2 of the super company', () => {
    expect(accounts.map((a) => `${a.company}:${a.role}`).sort()).toEqual(
      ['phuongNam:1', 'phuongNam:10', 'phuongNam:2', 'phuongNam:5', 'phuongNam:6', 'phuongNam:8', 'phuongNam:9', 'super:1', 'super:2'].sort(),
    );
  });

  test.each(accounts.map((a) => [`${a.phone} role ${a.role} ${a.company}`, a] as const))(
    '%s: side menu and palette',
    async (_name, account) => {
      const { page } = e2e;
      const principal = principalOf(account);
      await login(page, account.phone);

      expect(await readSideMenu(page)).toEqual(expectedSideMenu(principal, screens));

      await openPalette(page);
      const palette = await readPaletteNavigation(page);
      expect(palette.map((e) => e.id).sort()).toEqual(expectedPaletteIds(principal, screens));
      expect(palette.every((e) => e.title.length > 0)).toBe(true);
    },
  );
});
