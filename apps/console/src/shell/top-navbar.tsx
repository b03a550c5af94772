import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link } from 'react-router';
import { NotificationBell } from '../features/notifications/notification-bell';
import { IS_MAC } from '../lib/hotkeys';
import { openPalette } from '../palette/palette.store';
import { CompanySwitcher } from './company-switcher';
import { UserMenu } from './user-menu';

export function TopNavbar() {
  return (
    <Navbar className="busops-navbar">
      <NavbarGroup align={Alignment.START}>
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
