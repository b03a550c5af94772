// The copy dialog in its own root beside the app (lib/mount-beside-app.tsx), reading the modal store.

import { useModal } from '../../../lib/modals';
import { mountBesideApp } from '../../../lib/mount-beside-app';
import { COPY_DAY_MODAL } from './copy-day.commands';
import CopyDayDialog from './copy-day-dialog';

function CopyDayHost() {
  const [isOpen] = useModal(COPY_DAY_MODAL);
  return isOpen ? <CopyDayDialog /> : null;
}

export function mountCopyDay(): void {
  mountBesideApp('busops-copy-day', <CopyDayHost />);
}
