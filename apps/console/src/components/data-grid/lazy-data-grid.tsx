// The grid behind a dynamic import, so /login and /menu never download AG Grid. It never suspends
// (lib/lazy-component.tsx): the screen commits at once with a spinner in the grid's place, so its list
// request is not held back, and the grid appears when its chunk is in. The shell preloads it when idle.
import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { DataGridProps } from './data-grid';

const LazyGrid = lazyComponent<DataGridProps<unknown>>(
  () => import('./data-grid'),
  () => <Spinner className="busops-screen-spinner" />,
);

/** DataGrid<T>, loaded on first use (or by `LazyDataGrid.preload()`). */
export const LazyDataGrid = LazyGrid as unknown as (<T>(props: DataGridProps<T>) => ReactNode) & {
  preload: typeof LazyGrid.preload;
};

export type { DataGridProps };
