// The element of a screen command's route: permission check, then the lazily loaded screen. Entering the
// route runs the command's `enter` (its list request) without waiting for the screen's chunk.
import { Spinner } from '@blueprintjs/core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useCommandContext } from '../commands/context';
import { isPermitted } from '../commands/registry';
import type { Command } from '../commands/types';
import { ForbiddenPage } from './forbidden-page';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(command: Command): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(command.id);
  if (!screen) {
    screen = lazy(command.screen!);
    lazyScreens.set(command.id, screen);
  }
  return screen;
}

export function ScreenRoute({ command }: { command: Command }) {
  const ctx = useCommandContext();
  const permitted = isPermitted(command, ctx);
  useEffect(() => {
    if (permitted) command.enter?.();
  }, [command, permitted]);
  if (!permitted) return <ForbiddenPage />;
  const Screen = lazyScreen(command);
  return (
    <Suspense fallback={<Spinner className="busops-screen-spinner" />}>
      <Screen />
    </Suspense>
  );
}
