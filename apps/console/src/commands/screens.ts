// Screens are commands: `defineScreen` gives the palette entry (group 'Điều hướng'), the route, and the
// `g <letter>` shortcut in one declaration. The shortcut comes from the product-wide plan in
// @busops/domain (SCREEN_SHORTCUTS), so ~55 screens never fight over a key.
import type { IconName } from '@blueprintjs/icons';
import { findMenuEntry, screenShortcut } from '@busops/domain';
import type { ComponentType } from 'react';
import type { Command, OperationId } from './types';

export interface ScreenDefinition {
  /** Absolute path as in spec §2 / domain MENU: '/employee', '/permission/role'. */
  path: string;
  /**
   * Only for a screen outside the MENU. A MENU screen is titled by its entry, so the menu, the palette
   * and the heading say one name (issue 19: 'Đơn mở thẻ' in the menu, 'Đơn đăng ký vé tháng' on screen).
   */
  title?: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The call that fills the screen (its list; a form screen's record): the contract test checks that its
   * x-roles / x-company-scope allow everyone the domain MENU lets open the screen. Every feature screen
   * declares it (src/features/contract.test.ts fails otherwise).
   */
  listOperationId?: OperationId;
  keywords?: string[];
  /** A go-to sequence, e.g. 'g e'; must be the planned one (SCREEN_SHORTCUTS), which is the default. */
  shortcut?: string;
  icon?: IconName;
  /**
   * Runs on route entry, in parallel with loading the screen: start the screen's list request with the
   * criteria of the entered URL (`enterList(list, url.searchParams)`).
   */
  enter?: (url: URL) => void;
}

/** A screen's one name: its MENU entry's title, else the title it declares (a screen outside the MENU). */
export function screenTitle(path: string, declared?: string): string {
  const title = findMenuEntry(path)?.title ?? declared;
  if (title === undefined) throw new Error(`${path}: not in the MENU, so it must declare its title`);
  return title;
}

export function defineScreen(screen: ScreenDefinition): Command {
  return {
    id: `screen:${screen.path}`,
    title: screenTitle(screen.path, screen.title),
    keywords: screen.keywords,
    group: 'navigation',
    icon: screen.icon,
    path: screen.path,
    listOperationId: screen.listOperationId,
    shortcut: screen.shortcut ?? screenShortcut(screen.path),
    screen: screen.load,
    enter: screen.enter,
    run: (ctx) => ctx.navigate(screen.path),
  };
}
