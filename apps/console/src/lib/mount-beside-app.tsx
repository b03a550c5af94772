// A dialog that renders in its own root beside the app, mounted on first use: a feature's dialog then
// needs no line in the shell's layout (features register through features/index.ts only).
import { BlueprintProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const mounted = new Set<string>();

/** Renders `content` once into a new element `id` at the end of the body (again: nothing). */
export function mountBesideApp(id: string, content: ReactNode): void {
  if (mounted.has(id)) return;
  mounted.add(id);
  const element = document.createElement('div');
  element.id = id;
  document.body.appendChild(element);
  createRoot(element).render(<BlueprintProvider>{content}</BlueprintProvider>);
}
