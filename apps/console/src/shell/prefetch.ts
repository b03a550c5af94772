// Once the signed-in shell is idle, download the AG Grid chunk (and the permitted screens' chunks), so the
// first grid screen does not wait for ~200 KiB gzip of JS and its evaluation. Not part of the first screen's
// budget: nothing here is requested before the shell is idle (/login never runs it).
import { useEffect } from 'react';
import { useCommandContext } from '../commands/context';
import { isPermitted, screenCommands } from '../commands/registry';
import type { CommandContext } from '../commands/types';
import { prefetchDataGrid } from '../components/data-grid/lazy-data-grid';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

let started = false;

/** Schedules the prefetch once per page; returns the cancel of a not yet started prefetch. */
export function prefetchWhenIdle(ctx: Pick<CommandContext, 'principal'>): () => void {
  if (started || typeof window === 'undefined') return () => {};
  const w = window as IdleWindow;
  const run = () => {
    if (started) return;
    started = true;
    const screens = screenCommands().filter((c) => c.screen && isPermitted(c, ctx));
    // failures are not the user's business here: the screen retries when it is opened
    for (const screen of screens) screen.screen!().catch(() => {});
    prefetchDataGrid().catch(() => {});
  };
  if (w.requestIdleCallback) {
    const handle = w.requestIdleCallback(run, { timeout: 2000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, 200);
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
