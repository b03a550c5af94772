// Account commands: available to every signed-in user (their operations have x-roles []).
import { HOME_PATH, screenShortcut } from '@busops/domain';
import type { Command } from '../../commands/types';
import { logout } from './auth.store';
import { CHANGE_PASSWORD_MODAL } from './change-password-dialog';

export const authCommands: Command[] = [
  {
    id: 'auth.change-password',
    title: 'Đổi mật khẩu',
    keywords: ['password', 'mat khau'],
    group: 'actions',
    icon: 'key',
    operationId: 'changePassword',
    run: (ctx) => ctx.openModal(CHANGE_PASSWORD_MODAL),
  },
  {
    id: 'auth.logout',
    title: 'Đăng xuất',
    keywords: ['logout', 'sign out'],
    group: 'actions',
    icon: 'log-out',
    operationId: 'logoutSession',
    run: () => logout(),
  },
  {
    id: 'nav.home',
    title: 'Trang chủ',
    keywords: ['home', 'menu'],
    group: 'navigation',
    icon: 'home',
    path: HOME_PATH,
    shortcut: screenShortcut(HOME_PATH),
    run: (ctx) => ctx.navigate(HOME_PATH),
  },
];
