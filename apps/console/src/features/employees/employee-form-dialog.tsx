// 'Thêm nhân viên' / 'Sửa nhân viên' (FormDialog: Enter submits, Escape closes, server message kept in the
// dialog, nothing typed lost on failure; spec §4: after a save the list reloads and the dialog closes).
import { useCommandContext } from '../../commands/context';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../lib/modals';
import { employeeContract, employeeFields, employeeInitialValues } from './employee-form';
import { employees } from './employees';
import { EMPLOYEE_FORM } from './employees.modals';
import type { BusStaff } from './employees.store';

export interface EmployeeFormDialogProps {
  companies: { value: string; label: string }[];
  /** New employees go to the company the list is filtered on, by default. */
  defaultCompanyId?: string;
}

export function EmployeeFormDialog({ companies, defaultCompanyId = '' }: EmployeeFormDialogProps) {
  const [isOpen, staff] = useModal<BusStaff>(EMPLOYEE_FORM);
  const { principal } = useCommandContext();
  return (
    <FormDialog
      isOpen={isOpen}
      title={staff ? `Sửa nhân viên: ${staff.full_name}` : 'Thêm nhân viên'}
      icon={staff ? 'edit' : 'new-person'}
      submitText={staff ? 'Cập nhật' : 'Thêm'}
      fields={employeeFields({ staff, principal, companies })}
      contract={employeeContract(staff)}
      initialValues={employeeInitialValues(staff, defaultCompanyId)}
      onSubmit={async (values) => {
        await employees.save(values, staff);
      }}
      onClose={() => closeModal(EMPLOYEE_FORM)}
    />
  );
}
