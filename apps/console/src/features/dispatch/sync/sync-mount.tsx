// The sync dialog in its own root beside the app (lib/mount-beside-app.tsx), reading the modal store.

import { useModal } from '../../../lib/modals';
import { mountBesideApp } from '../../../lib/mount-beside-app';
import { SYNC_MODAL, type SyncModalData } from './sync.commands';
import SyncDialog from './sync-dialog';

function SyncHost() {
  const [isOpen, data] = useModal<SyncModalData>(SYNC_MODAL);
  // Keyed by what it previews: reopening on another day or route starts a new preview.
  return isOpen && data ? (
    <SyncDialog key={`${data.routeId}-${data.date}`} routeId={data.routeId} date={data.date} />
  ) : null;
}

export function mountSync(): void {
  mountBesideApp('busops-dispatch-sync', <SyncHost />);
}
