// The grid behind a dynamic import, so /login and /menu never download AG Grid.
import { Spinner } from '@blueprintjs/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type { DataGridProps } from './data-grid';

const DataGridImpl = lazy(() => import('./data-grid')) as unknown as ComponentType<DataGridProps<unknown>>;

export function LazyDataGrid<T>(props: DataGridProps<T>) {
  const Grid = DataGridImpl as unknown as ComponentType<DataGridProps<T>>;
  return (
    <Suspense fallback={<Spinner className="busops-screen-spinner" />}>
      <Grid {...props} />
    </Suspense>
  );
}

export type { DataGridProps };
