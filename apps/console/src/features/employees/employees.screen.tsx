// /employee: employee management (spec §2, roles and scope from the domain MENU). The list is ListScreen;
// actions are commands (employees.commands.ts); the dialogs they open live here, in the screen's chunk.
import { canCall, labelOptions, ROLES, STATUS_LABELS } from '@busops/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCommandContext } from '../../commands/context';
import { rememberOpened } from '../../commands/recent';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useRecordLink } from '../../components/list-screen/use-record-link';
import { openModal } from '../../lib/modals';
import { toastError } from '../../lib/toasts';
import { DeleteEmployeesAlert } from './delete-employees-alert';
import { DepositDialog } from './deposit-dialog';
import { EmployeeFormDialog } from './employee-form-dialog';
import { employees } from './employees';
import { EMPLOYEE_MONEY_FIELDS, employeeColumns } from './employees.columns';
import { EMPLOYEE_ENTITY, EMPLOYEE_NOUN } from './employees.commands';
import { EMPLOYEE_FORM } from './employees.modals';
import { EMPLOYEE_SEARCHER, employeeRecord } from './employees.search';
import type { BusStaff } from './employees.store';

type Option = { value: string; label: string };

const staffRowId = (row: BusStaff) => String(row.id);
const exportStaff = (criteria: typeof employees.list.criteria & { export: true }) =>
  employees.exportList(criteria);

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
      options: labelOptions(STATUS_LABELS),
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
  const canEdit = canCall(principal, 'updateBusStaff');
  const openRecord = useCallback((staff: BusStaff) => {
    rememberOpened(EMPLOYEE_SEARCHER, employeeRecord(staff));
    openModal(EMPLOYEE_FORM, staff);
  }, []);
  useRecordLink((id) => employees.get(id), openRecord);

  return (
    <>
      <ListScreen<BusStaff, typeof employees.list.criteria>
        title="Quản lý nhân viên"
        gridId="employees"
        entity={EMPLOYEE_ENTITY}
        history="bus_staff"
        noun={EMPLOYEE_NOUN}
        store={employees.list}
        columns={columns}
        getRowId={staffRowId}
        criteriaFields={criteriaFields}
        exportList={exportStaff}
        exportFilename="nhan-vien.xlsx"
        moneyFields={EMPLOYEE_MONEY_FIELDS}
        totalsLabelField="full_name"
        onOpen={canEdit ? openRecord : undefined}
      />
      <EmployeeFormDialog companies={companies} defaultCompanyId={employees.list.criteria.company_id} />
      <DeleteEmployeesAlert />
      <DepositDialog />
    </>
  );
}
