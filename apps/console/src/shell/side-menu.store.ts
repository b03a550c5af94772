// Whether the side menu is collapsed (a narrow window, a wide grid): remembered per browser.
import { proxy } from 'valtio';
import { readStored, writeStored } from '../lib/storage';

const KEY = 'sideMenuCollapsed';

/** Below this width the menu starts collapsed (the list grids and criteria need the room at 1024 px). */
export const NARROW_WINDOW_PX = 1200;

const narrowWindow = () => typeof window !== 'undefined' && window.innerWidth < NARROW_WINDOW_PX;

/** The user's own choice (Ctrl+B, the navbar button) when they made one, else collapsed on a narrow window. */
export const sideMenuState = proxy({ collapsed: readStored<boolean>(KEY) ?? narrowWindow() });

export function toggleSideMenu(): void {
  sideMenuState.collapsed = !sideMenuState.collapsed;
  writeStored(KEY, sideMenuState.collapsed);
}
