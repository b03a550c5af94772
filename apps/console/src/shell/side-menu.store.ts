// Whether the side menu is collapsed (a narrow window, a wide grid): remembered per browser.
import { proxy } from 'valtio';
import { readStored, writeStored } from '../lib/storage';

const KEY = 'sideMenuCollapsed';

export const sideMenuState = proxy({ collapsed: readStored<boolean>(KEY, false) });

export function toggleSideMenu(): void {
  sideMenuState.collapsed = !sideMenuState.collapsed;
  writeStored(KEY, sideMenuState.collapsed);
}
