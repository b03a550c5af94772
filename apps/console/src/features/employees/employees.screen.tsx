// /employee: employee management (spec §2, roles and scope from the domain MENU), on the resource kit;
// actions are commands (employees.commands.ts); the dialogs they open live here, in the screen's chunk.
import { canCall, ROLES } from '@busops/domain';
import { useEffect, useMemo, useState } from 'react';
import { useCommandContext } from '../../commands/context';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { ResourceListScreen } from '../../kit/resource-screen';
import { toastError } from '../../lib/toasts';
import { DepositDialog } from './deposit-dialog';
import { employeeFields, employeeInitialValues } from './employee-form';
import { employees } from './employees';
import { EMPLOYEE_MONEY_FIELDS, employeeColumns } from './employees.columns';
import { employeeRecord } from './employees.resource';
import { STATUS_LABELS } from './status-tag';

type Option = { value: string; label: string };

export function employeeCriteriaFields(companies: Option[]): CriteriaField[] {
  const fields: CriteriaField[] = [
    {
      name: 'keyword',
      label: 'Từ khoá',
      placeholder: 'Tên, SĐT, mã NV',
      searchDelayMs: 400,
    },
    {
      name: 'role',
      label: 'Vai trò',
      type: 'select',
      options: ROLES.map((r) => ({ value: String(r.value), label: r.labelVi })),
      searchDelayMs: 0,
    },
    {
      name: 'status',
      label: 'Trạng thái',
      type: 'select',
      options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
      searchDelayMs: 0,
    },
  ];
  if (companies.length > 0) {
    fields.push({
      name: 'company_id',
      label: 'Công ty',
      type: 'select',
      options: companies,
      searchDelayMs: 0,
    });
  }
  return fields;
}

export default function EmployeesScreen() {
  const { principal } = useCommandContext();
  const isSuper = principal?.isSuper ?? false;
  const canPickCompany = canCall(principal, 'listCompanies');
  const [companies, setCompanies] = useState<Option[]>([]);

  useEffect(() => {
    if (!canPickCompany) return;
    let live = true;
    // The picker's companies (cached for the session) after the first page: on PGlite's single connection
    // they would otherwise queue in front of the list request.
    void employees.list
      .loadFresh()
      .then(() => employees.companies())
      .then((list) => {
        if (live) setCompanies(list.map((c) => ({ value: String(c.id), label: c.name })));
      }, toastError);
    return () => {
      live = false;
    };
  }, [canPickCompany]);

  const columns = useMemo(() => employeeColumns({ showCompany: isSuper }), [isSuper]);
  const criteriaFields = useMemo(() => employeeCriteriaFields(companies), [companies]);

  return (
    <>
      <ResourceListScreen
        store={employees}
        columns={columns}
        criteriaFields={criteriaFields}
        record={employeeRecord}
        exportable
        exportFilename="nhan-vien.xlsx"
        moneyFields={EMPLOYEE_MONEY_FIELDS}
        totalsLabelField="full_name"
      />
      <ResourceFormDialog
        store={employees}
        icon={(staff) => (staff ? 'edit' : 'new-person')}
        submitText={(staff) => (staff ? 'Cập nhật' : 'Thêm')}
        fields={(staff) => employeeFields({ staff, principal, companies })}
        // New employees go to the company the list is filtered on, by default.
        initialValues={(staff) => employeeInitialValues(staff, employees.list.criteria.company_id)}
        create={(values) => employees.save(values, null)}
        update={(values, staff) => employees.save(values, staff)}
      />
      <ResourceDeleteAlert store={employees} warning="Thao tác này không thể hoàn tác." />
      <DepositDialog />
    </>
  );
}
