import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { NotificationBell } from '../features/notifications/notification-bell';
import { IS_MAC, shortcutLabel } from '../lib/hotkeys';
import { openPalette } from '../palette/palette.store';
import { CompanySwitcher } from './company-switcher';
import { SIDE_MENU_SHORTCUT } from './shell.commands';
import { sideMenuState, toggleSideMenu } from './side-menu.store';
import { UserMenu } from './user-menu';

export function TopNavbar() {
  const { collapsed } = useSnapshot(sideMenuState);
  const menuLabel = collapsed ? 'Hiện menu bên' : 'Thu gọn menu bên';
  return (
    <Navbar className="busops-navbar">
      <NavbarGroup align={Alignment.START}>
        <Button
          variant="minimal"
          icon="menu"
          aria-label={menuLabel}
          aria-expanded={!collapsed}
          title={`${menuLabel} (${shortcutLabel(SIDE_MENU_SHORTCUT)})`}
          onClick={toggleSideMenu}
        />
        <NavbarHeading>
          <Link to="/menu" className="busops-brand">
            busops
          </Link>
        </NavbarHeading>
        <NavbarDivider />
        <CompanySwitcher />
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <Button
          className="busops-palette-button"
          icon="search"
          variant="outlined"
          onClick={() => openPalette()}
          data-tour="palette"
          endIcon={<kbd>{IS_MAC ? '⌘K' : 'Ctrl+K'}</kbd>}
        >
          Tìm kiếm, lệnh...
        </Button>
        <NavbarDivider />
        <NotificationBell />
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
