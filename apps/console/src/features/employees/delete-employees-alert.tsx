// 'Xoá N nhân viên': a Blueprint Alert names who goes, then the rows are deleted one by one and reported.
import { Alert, Classes, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { forgetRecords } from '../../commands/recent';
import { closeModal, useModal } from '../../lib/modals';
import { employees } from './employees';
import { EMPLOYEE_DELETE } from './employees.modals';
import { EMPLOYEE_SEARCHER } from './employees.search';
import type { BusStaff } from './employees.store';

const SHOWN = 8;

export function DeleteEmployeesAlert() {
  const [isOpen, rows] = useModal<readonly BusStaff[]>(EMPLOYEE_DELETE);
  const [busy, setBusy] = useState(false);
  const list = rows ?? [];
  const close = () => {
    if (!busy) closeModal(EMPLOYEE_DELETE);
  };
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon="trash"
      confirmButtonText={`Xoá ${list.length} nhân viên`}
      cancelButtonText="Huỷ"
      canEscapeKeyCancel
      loading={busy}
      // Keyboard: Enter confirms, Tab reaches 'Huỷ', Escape cancels.
      onOpened={(node) =>
        node.querySelector<HTMLButtonElement>(`.${Classes.ALERT_FOOTER} .${Classes.INTENT_DANGER}`)?.focus()
      }
      onCancel={close}
      onConfirm={async () => {
        setBusy(true);
        try {
          const report = await employees.remove(list);
          forgetRecords(
            EMPLOYEE_SEARCHER,
            report.done.map((staff) => staff.id),
          );
        } finally {
          setBusy(false);
          closeModal(EMPLOYEE_DELETE);
        }
      }}
    >
      <p>Xoá {list.length} nhân viên sau? Thao tác này không thể hoàn tác.</p>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {list.slice(0, SHOWN).map((staff) => (
          <li key={staff.id}>{staff.full_name}</li>
        ))}
        {list.length > SHOWN && <li>… và {list.length - SHOWN} nhân viên khác</li>}
      </ul>
    </Alert>
  );
}
