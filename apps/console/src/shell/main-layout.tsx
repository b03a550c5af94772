// The signed-in frame: navbar, side menu, breadcrumbs, the screen, and the app-wide overlays.
import { Outlet } from 'react-router';
import { ChangePasswordDialog } from '../features/auth/change-password-dialog';
import { GtfsImportHost } from '../features/gtfs/gtfs-import-host';
import { usePageViews } from '../lib/analytics';
import { CommandPalette } from '../palette/command-palette';
import { AppHotkeys } from './app-hotkeys';
import { AppTour } from './app-tour';
import { CommandContextProvider } from './command-context-provider';
import { titleFor } from './menu-tree';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { IdlePrefetch } from './prefetch';
import { ShortcutSheet } from './shortcut-sheet';
import { SideMenu } from './side-menu';
import { TopNavbar } from './top-navbar';

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
      <ChangePasswordDialog />
      <GtfsImportHost />
      <AppTour />
    </CommandContextProvider>
  );
}
