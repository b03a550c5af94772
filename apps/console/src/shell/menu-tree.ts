// Side menu and breadcrumbs from the domain MENU (spec §2): what this principal may see (visibleMenu),
// kept only where a screen is registered, so the menu never links to a route that does not exist.
import { flattenMenu, HOME_PATH, type MenuEntry, type Principal, visibleMenu } from '@busops/domain';

export function menuForRoutes(principal: Principal, routePaths: ReadonlySet<string>): MenuEntry[] {
  const keep = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.flatMap((entry) => {
      if (!entry.children) return routePaths.has(entry.path) ? [entry] : [];
      const children = keep(entry.children);
      if (children.length > 0) return [{ ...entry, children }];
      return routePaths.has(entry.path) ? [{ ...entry, children: undefined }] : [];
    });
  return keep(visibleMenu(principal));
}

export interface Crumb {
  path: string;
  title: string;
}

/** 'Trang chủ' then every MENU entry on the way to the path: '/report/revenue-date' -> Báo cáo > Doanh thu... */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ path: HOME_PATH, title: 'Trang chủ' }];
  if (pathname === HOME_PATH) return crumbs;
  const chain = flattenMenu()
    .filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))
    .sort((a, b) => a.path.length - b.path.length);
  return [...crumbs, ...chain.map((e) => ({ path: e.path, title: e.title }))];
}

/** Title of the deepest MENU entry for a path (page views, document title). */
export function titleFor(pathname: string): string {
  const crumbs = breadcrumbsFor(pathname);
  return crumbs[crumbs.length - 1]?.title ?? 'busops';
}
