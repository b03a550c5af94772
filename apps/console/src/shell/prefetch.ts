// Once the signed-in shell is idle, download the AG Grid chunk (and the permitted screens' chunks), so the
// first grid screen does not wait for ~200 KiB gzip of JS and its evaluation; then render one hidden grid
// (grid-warm-up.tsx) so that the first real grid does not pay for AG Grid's first run either. Not part of the first screen's
// budget: nothing here is requested before the shell is idle (/login never runs it).
import { useEffect } from 'react';
import { useCommandContext } from '../commands/context';
import { isPermitted, screenCommands } from '../commands/registry';
import type { CommandContext } from '../commands/types';
import { LazyDataGrid } from '../components/data-grid/lazy-data-grid';
import { preloadPalette } from '../palette/command-palette';
import { screenComponent } from './screen-component';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

let started = false;

export const IDLE_PREFETCH_MARK = 'busops:idle-prefetch';

/** Schedules the prefetch once per page; returns the cancel of a not yet started prefetch. */
export function prefetchWhenIdle(ctx: Pick<CommandContext, 'principal'>): () => void {
  if (started || typeof window === 'undefined') return () => {};
  const run = () => {
    if (started) return;
    started = true;
    // benchmarks tell the JS needed to show a screen from what is fetched ahead from here on
    performance.mark?.(IDLE_PREFETCH_MARK);
    // the palette first: Ctrl+K is the console's first key
    preloadPalette().catch(() => {});
    const screens = screenCommands().filter((c) => isPermitted(c, ctx));
    // failures are not the user's business here: the screen retries when it is opened
    for (const screen of screens)
      screenComponent(screen)
        .preload()
        .catch(() => {});
    // then, idle again, one hidden grid: AG Grid's first render is paid here rather than on the first screen
    LazyDataGrid.preload()
      .then(() => import('../components/data-grid/grid-warm-up'))
      .then((warmUp) => whenIdle(() => void warmUp.warmUpGrid()))
      .catch(() => {});
  };
  return whenIdle(run);
}

/** Runs `task` when the main thread is idle (at the latest after 2 s); returns its cancel. */
function whenIdle(task: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const handle = w.requestIdleCallback(task, { timeout: 2000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** In the signed-in layout: schedules the prefetch for the signed-in principal. */
export function IdlePrefetch(): null {
  const { principal } = useCommandContext();
  const role = principal?.role;
  const isSuper = principal?.isSuper;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the principal is identified by role and scope
  useEffect(() => {
    if (!principal) return;
    return prefetchWhenIdle({ principal });
  }, [role, isSuper]);
  return null;
}
