// The grid behind a dynamic import, so /login and /menu never download AG Grid.
//
// Not React.lazy: a suspending grid holds back the commit of the whole screen (React throttles the reveal
// of a retry that suspends again), so the screen's mount effects (its list request) would wait for AG Grid
// to download and evaluate. Here the screen commits at once with a spinner in the grid's place, and the
// grid appears when its chunk is in. `prefetchDataGrid()` (the shell, when idle) loads it ahead of time.
import { Spinner } from '@blueprintjs/core';
import { type ComponentType, useEffect, useState } from 'react';
import type { DataGridProps } from './data-grid';

type GridComponent = ComponentType<DataGridProps<unknown>>;

let loaded: GridComponent | null = null;
let loading: Promise<GridComponent> | null = null;

/** Starts (once) the download and evaluation of the AG Grid chunk; resolves to the grid component. */
export function prefetchDataGrid(): Promise<GridComponent> {
  loading ??= import('./data-grid').then(
    (module) => {
      loaded = module.default as unknown as GridComponent;
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a failed download may be retried by the next screen
      throw error;
    },
  );
  return loading;
}

export function LazyDataGrid<T>(props: DataGridProps<T>) {
  const [Grid, setGrid] = useState<GridComponent | null>(() => loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Grid) return;
    let live = true;
    prefetchDataGrid().then(
      (component) => live && setGrid(() => component),
      (error: unknown) => live && setFailure(error ?? new Error('AG Grid')),
    );
    return () => {
      live = false;
    };
  }, [Grid]);
  if (failure) throw failure; // the route's error page, as a failed lazy chunk would
  if (!Grid) return <Spinner className="busops-screen-spinner" />;
  const Typed = Grid as unknown as ComponentType<DataGridProps<T>>;
  return <Typed {...props} />;
}

export type { DataGridProps };
