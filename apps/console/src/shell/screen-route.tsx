// The element of a screen command's route: permission check, then the lazily loaded screen.
import { Spinner } from '@blueprintjs/core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
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
  if (!isPermitted(command, ctx)) return <ForbiddenPage />;
  const Screen = lazyScreen(command);
  return (
    <Suspense fallback={<Spinner className="busops-screen-spinner" />}>
      <Screen />
    </Suspense>
  );
}
