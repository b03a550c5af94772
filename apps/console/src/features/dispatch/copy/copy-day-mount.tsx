// The dialog renders in its own root beside the app, mounted on first use, so the copy needs no line in
// the shell's layout (features register through features/index.ts only). It reads the same modal store.
import { BlueprintProvider } from '@blueprintjs/core';
import { createRoot } from 'react-dom/client';
import { useModal } from '../../../lib/modals';
import { COPY_DAY_MODAL } from './copy-day.commands';
import CopyDayDialog from './copy-day-dialog';

function CopyDayHost() {
  const [isOpen] = useModal(COPY_DAY_MODAL);
  return isOpen ? <CopyDayDialog /> : null;
}

let mounted = false;

export function mountCopyDay(): void {
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  element.id = 'busops-copy-day';
  document.body.appendChild(element);
  createRoot(element).render(
    <BlueprintProvider>
      <CopyDayHost />
    </BlueprintProvider>,
  );
}
