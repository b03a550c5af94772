// One lazily loaded component per screen command, shared by the route (ScreenRoute) and the idle prefetch
// (prefetch.ts), so a prefetched screen renders without a spinner.
import { Spinner } from '@blueprintjs/core';
import type { ScreenCommand } from '../commands/types';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component';

const screens = new Map<string, LazyComponent<object>>();

const spinner = () => <Spinner className="busops-screen-spinner" />;

export function screenComponent(command: ScreenCommand) {
  let screen = screens.get(command.id);
  if (!screen) {
    screen = lazyComponent<object>(command.screen, spinner);
    screens.set(command.id, screen);
  }
  return screen;
}
