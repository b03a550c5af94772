// Account commands: available to every signed-in user (their operations have x-roles []).
import { HOME_PATH, screenShortcut } from '@busops/domain';
import type { Command } from '../../commands/types';
import { toast, toastError } from '../../lib/toasts';
import { authState, logout, switchCompany } from './auth.store';
import { CHANGE_PASSWORD_MODAL } from './auth-modals';

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
    // the navbar's company menu, from the keyboard: 'doi cong ty', then the company (issue 19)
    id: 'auth.switch-company',
    title: 'Đổi công ty…',
    keywords: ['doi cong ty', 'chuyen cong ty', 'chon cong ty', 'company'],
    group: 'actions',
    icon: 'office',
    operationId: 'switchCurrentCompany',
    when: () => (authState.user?.enabled_companies?.length ?? 0) > 1,
    steps: [
      {
        id: 'company',
        title: 'Chọn công ty...',
        items: () =>
          (authState.user?.enabled_companies ?? []).map((company) => ({
            value: String(company.id),
            label:
              company.id === authState.user?.current_company?.id
                ? `${company.name} (hiện tại)`
                : company.name,
          })),
      },
    ],
    run: (_ctx, answers) =>
      switchCompany(Number(answers.company!.value)).then(
        () => toast.success('changed'),
        (error: unknown) => toastError(error),
      ),
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
