// Screens are commands: `defineScreen` gives the palette entry (group 'Điều hướng'), the route, and the
// `g <letter>` shortcut in one declaration.
import type { IconName } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { Command, OperationId } from './types';

export interface ScreenDefinition {
  /** Absolute path as in spec §2 / domain MENU: '/employee', '/permission/role'. */
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The call that fills the screen (its list; a form screen's record): the contract test checks that its
   * x-roles / x-company-scope allow everyone the domain MENU lets open the screen. Every feature screen
   * declares it (src/features/contract.test.ts fails otherwise).
   */
  listOperationId?: OperationId;
  keywords?: string[];
  /** A go-to sequence, e.g. 'g e'. */
  shortcut?: string;
  icon?: IconName;
  /** Runs on route entry, in parallel with loading the screen: start the screen's list request. */
  enter?: () => void;
}

export function defineScreen(screen: ScreenDefinition): Command {
  return {
    id: `screen:${screen.path}`,
    title: screen.title,
    keywords: screen.keywords,
    group: 'navigation',
    icon: screen.icon,
    path: screen.path,
    listOperationId: screen.listOperationId,
    shortcut: screen.shortcut,
    screen: screen.load,
    enter: screen.enter,
    run: (ctx) => ctx.navigate(screen.path),
  };
}
