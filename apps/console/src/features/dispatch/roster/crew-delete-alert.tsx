// Deleting the selected crews of the route: one request (deleteRouteDriverSettings), all or nothing.
import { Intent } from '@blueprintjs/core';
import { ConfirmAlert } from '../../../components/confirm-alert/confirm-alert';
import { closeModal, useModal } from '../../../lib/modals';
import { toast } from '../../../lib/toasts';
import { type Crew, deleteCrews, roster } from './roster.store';
import { CREW_DELETE_MODAL } from './roster-modals';

export function CrewDeleteAlert() {
  const [isOpen, crews] = useModal<Crew[]>(CREW_DELETE_MODAL);
  const rows = crews ?? [];
  return (
    <ConfirmAlert
      isOpen={isOpen}
      icon="trash"
      intent={Intent.DANGER}
      confirmText="Xoá"
      onConfirm={async () => {
        if (roster.routeId === null || rows.length === 0) return;
        await deleteCrews(
          roster.routeId,
          rows.map((c) => c.id),
        );
        toast.success('deleted');
      }}
      onClose={() => closeModal(CREW_DELETE_MODAL)}
    >
      Xoá {rows.length} tổ lái ({rows.map((c) => c.driver_name).join(', ')})? Các chuyến đã phân công giữ
      nguyên.
    </ConfirmAlert>
  );
}
