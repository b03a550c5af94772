// The shell's own commands (registered in main.tsx): they act on the frame, not on a feature.
import type { Command } from '../commands/types';
import { sideMenuState, toggleSideMenu } from './side-menu.store';

export const SIDE_MENU_SHORTCUT = '$mod+KeyB';

export const shellCommands: Command[] = [
  {
    id: 'shell.toggle-side-menu',
    title: () => (sideMenuState.collapsed ? 'Hiện menu bên' : 'Thu gọn menu bên'),
    keywords: ['menu', 'thu gon', 'an menu', 'hien menu', 'sidebar'],
    group: 'actions',
    icon: 'menu',
    shortcut: SIDE_MENU_SHORTCUT,
    run: () => toggleSideMenu(),
  },
];
