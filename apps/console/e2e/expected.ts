// What the menu and the palette must show, from the domain MENU (spec §2 table) and the screens that exist
// in the console source. Independent of the rendered DOM: the tests compare the two.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenMenu, MENU, type MenuEntry, type Principal, scopeAllows, visibleMenu } from '@busops/domain';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../api/src/seed/demo-accounts.ts';
import type { MenuNode } from './browser.ts';

export { DEMO_ACCOUNTS, type DemoAccount };

const featuresDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/features');

/**
 * Screen paths declared with `defineScreen({ path: '...' })` in src/features/**\/*.commands.ts, or with
 * `defineResource({ path: '...' })` in src/features/**\/*.resource.ts (the kit makes every resource's screen):
 * the screens that exist. Read from the source, not from the running app, so a screen missing from the menu
 * of a user who may open it is caught rather than silently dropped from both sides of the comparison.
 */
export function declaredScreenPaths(dir = featuresDir): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    if (/\.resource\.tsx?$/.test(entry.name)) {
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const call of source.matchAll(/defineResource(?:<[^(]*>)?\(\s*\{([\s\S]*?)\n\}\)/g)) {
        // a literal, or a constant of the same file (`path: DEVICE_KEYS_PATH`)
        const constant = /\bpath:\s*([A-Z][A-Z0-9_]*)\b/.exec(call[1]!)?.[1];
        const path = constant
          ? new RegExp(`\\bconst ${constant}\\s*=\\s*['"\`]([^'"\`]+)['"\`]`).exec(source)?.[1]
          : /\bpath:\s*['"`]([^'"`]+)['"`]/.exec(call[1]!)?.[1];
        if (!path) throw new Error(`${entry.name}: cannot read the path of a defineResource call`);
        paths.add(path);
      }
      continue;
    }
    if (!/\.commands\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const call of source.matchAll(/defineScreen\(\s*\{([\s\S]*?)\}\s*\)/g)) {
      const literal = /\bpath:\s*['"`]([^'"`]+)['"`]/.exec(call[1]!)?.[1];
      // `path: EMPLOYEE_PATH`: the constant declared in the same file.
      const name = literal ? undefined : /\bpath:\s*([A-Za-z_$][\w$]*)/.exec(call[1]!)?.[1];
      const path =
        literal ??
        (name
          ? new RegExp(`const\\s+${name}\\s*(?::[^=]+)?=\\s*['"\`]([^'"\`]+)['"\`]`).exec(source)?.[1]
          : undefined);
      if (!path) throw new Error(`${entry.name}: cannot read the path of a defineScreen call`);
      paths.add(path);
    }
  }
  return paths;
}

export function principalOf(account: DemoAccount): Principal {
  return { role: account.role, isSuper: account.company === 'super' };
}

/** spec §2/§6: the side menu = visibleMenu(principal), kept to the screens that exist, in MENU order. */
export function expectedSideMenu(principal: Principal, screens: ReadonlySet<string>): MenuNode[] {
  return visibleMenu(principal).flatMap((entry): MenuNode[] => {
    if (!entry.children) return screens.has(entry.path) ? [{ title: entry.title }] : [];
    const children = entry.children.filter((c) => screens.has(c.path)).map((c) => ({ title: c.title }));
    if (children.length > 0) return [{ title: entry.title, children }];
    return screens.has(entry.path) ? [{ title: entry.title }] : [];
  });
}

const allows = (entry: MenuEntry, p: Principal) =>
  p.role !== null && entry.roles.includes(p.role) && scopeAllows(entry.scope, p.isSuper);

/**
 * The palette's navigation ids: 'Trang chủ' plus every existing screen the menu shows this principal (any
 * depth); a screen under a hidden entry (spec §2 /tracking, 'not shown in the menu') counts when its roles
 * and scope admit the principal, since it stays openable.
 */
export function expectedPaletteIds(principal: Principal, screens: ReadonlySet<string>): string[] {
  const shown = new Set(flattenMenu(visibleMenu(principal)).map((e) => e.path));
  const hiddenOpen = MENU.filter((e) => e.hidden && allows(e, principal)).flatMap((e) =>
    flattenMenu([e])
      .filter((c) => allows(c, principal))
      .map((c) => c.path),
  );
  for (const path of hiddenOpen) shown.add(path);
  return ['nav.home', ...[...screens].filter((p) => shown.has(p)).map((p) => `screen:${p}`)].sort();
}
