// Mounted once in the signed-in frame: loads the import dialog's chunk only when it is opened.
import { lazy, Suspense } from 'react';
import { useModal } from '../../lib/modals';
import { GTFS_IMPORT_MODAL } from './gtfs.commands';

const GtfsImportDialog = lazy(() => import('./gtfs-import-dialog'));

export function GtfsImportHost() {
  const [isOpen] = useModal(GTFS_IMPORT_MODAL);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <GtfsImportDialog />
    </Suspense>
  );
}
