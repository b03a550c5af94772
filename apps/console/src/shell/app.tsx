// Root providers: Blueprint 6 needs OverlaysProvider (inside BlueprintProvider) at the root.
import { BlueprintProvider } from '@blueprintjs/core';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <BlueprintProvider>
      <RouterProvider router={router} />
    </BlueprintProvider>
  );
}
