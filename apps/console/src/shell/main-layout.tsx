// The signed-in frame: navbar, side menu, breadcrumbs, the screen, and the app-wide overlays.

import { Outlet } from 'react-router';
import { CHANGE_PASSWORD_MODAL } from '../features/auth/auth-modals';
import { GtfsImportHost } from '../features/gtfs/gtfs-import-host';
import { usePageViews } from '../lib/analytics';
import { lazyComponent } from '../lib/lazy-component';
import { useModal } from '../lib/modals';
import { CommandPalette } from '../palette/command-palette';
import { AppHotkeys } from './app-hotkeys';
import { AppTourHost } from './app-tour-host';
import { CommandContextProvider } from './command-context-provider';
import { titleFor } from './menu-tree';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { IdlePrefetch } from './prefetch';
import { ShortcutSheet } from './shortcut-sheet';
import { SideMenu } from './side-menu';
import { TopNavbar } from './top-navbar';

// Overlays seldom shown load when they show, not with the first screens (scripts/js-budget.mjs).
const LazyChangePassword = lazyComponent(
  () => import('../features/auth/change-password-dialog'),
  () => null,
);
function ChangePasswordHost() {
  const [open] = useModal(CHANGE_PASSWORD_MODAL);
  return open ? <LazyChangePassword /> : null;
}

export function MainLayout() {
  usePageViews(titleFor);
  return (
    <CommandContextProvider>
      <div className="busops-layout">
        <TopNavbar />
        <div className="busops-body">
          <SideMenu />
          <main className="busops-main">
            <PageBreadcrumbs />
            <Outlet />
          </main>
        </div>
      </div>
      <IdlePrefetch />
      <AppHotkeys />
      <CommandPalette />
      <ShortcutSheet />
      <ChangePasswordHost />
      <GtfsImportHost />
      <AppTourHost />
    </CommandContextProvider>
  );
}
