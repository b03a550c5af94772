// Side menu: domain visibleMenu(principal) kept to the registered screens (menu-tree.ts). Its entries are
// real links (design §6b): a plain click navigates in the app, Ctrl/middle click opens a new tab.
import { Classes, Menu, MenuItem } from '@blueprintjs/core';
import type { MenuEntry } from '@busops/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../commands/context';
import { screenCommands } from '../commands/registry';
import { isNewTabClick } from '../lib/links';
import { menuForRoutes } from './menu-tree';
import { sideMenuState } from './side-menu.store';

export function SideMenu() {
  const { principal } = useCommandContext();
  const { collapsed } = useSnapshot(sideMenuState);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => {
    if (!principal) return [];
    const paths = new Set(screenCommands().map((c) => c.path!));
    return menuForRoutes(principal, paths);
  }, [principal]);

  if (collapsed) return null;

  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const link = (path: string) => ({
    href: path,
    onClick: (event: React.MouseEvent) => {
      if (isNewTabClick(event)) return; // the browser opens the address in a new tab or window
      event.preventDefault();
      void navigate(path);
    },
  });
  const leaf = (entry: MenuEntry) => (
    <MenuItem
      key={entry.path}
      text={entry.title}
      active={isActive(entry.path)}
      aria-current={isActive(entry.path) ? 'page' : undefined}
      icon={entry.external ? 'share' : undefined}
      roleStructure="listitem"
      {...link(entry.path)}
    />
  );
  // Groups are shown open (a titled header then their screens): no hover flyouts in a side menu. A list of
  // links, not an ARIA menu (menu/menuitem promise arrow-key behaviour a navigation does not have: axe's
  // aria-required-children/-parent and list faults on every screen, issue 19).
  const item = (entry: MenuEntry) =>
    entry.children ? (
      <li key={entry.path} className="busops-side-menu-group">
        <h2 className={`${Classes.MENU_HEADER} busops-side-menu-header`}>{entry.title}</h2>
        <ul className={Classes.LIST_UNSTYLED}>{entry.children.map(leaf)}</ul>
      </li>
    ) : (
      leaf(entry)
    );

  return (
    <nav className="busops-side-menu" aria-label="Menu chính">
      <Menu role="list">
        <MenuItem
          icon="home"
          text="Trang chủ"
          active={pathname === '/menu'}
          roleStructure="listitem"
          {...link('/menu')}
        />
        <li className={Classes.MENU_DIVIDER} aria-hidden="true" />
        {entries.length === 0 ? (
          <li className={`${Classes.TEXT_MUTED} busops-side-menu-empty`}>Chưa có màn hình nào</li>
        ) : (
          entries.map(item)
        )}
      </Menu>
    </nav>
  );
}
