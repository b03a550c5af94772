// Side menu: domain visibleMenu(principal) kept to the registered screens (menu-tree.ts). Its entries are
// real links (design §6b): a plain click navigates in the app, Ctrl/middle click opens a new tab.
import { Classes, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
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
      icon={entry.external ? 'share' : undefined}
      {...link(entry.path)}
    />
  );
  // Groups are shown open (a titled divider then their screens): no hover flyouts in a side menu.
  const item = (entry: MenuEntry) =>
    entry.children ? (
      <li key={entry.path} className="busops-side-menu-group">
        <MenuDivider title={entry.title} />
        <ul className={Classes.LIST_UNSTYLED}>{entry.children.map(leaf)}</ul>
      </li>
    ) : (
      leaf(entry)
    );

  return (
    <nav className="busops-side-menu" aria-label="Menu chính">
      <Menu>
        <MenuItem icon="home" text="Trang chủ" active={pathname === '/menu'} {...link('/menu')} />
        <MenuDivider />
        {entries.length === 0 ? (
          <li className={`${Classes.TEXT_MUTED} busops-side-menu-empty`}>Chưa có màn hình nào</li>
        ) : (
          entries.map(item)
        )}
      </Menu>
    </nav>
  );
}
