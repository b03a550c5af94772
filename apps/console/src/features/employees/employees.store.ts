// The employees list and form stores (spec §3/§4) over an injected SDK client, so tests run without the
// network. Saves, deletes, deposits and role changes reload the list with its last criteria (spec §4).
import { canGrantRole, type Principal, ROLES, type RoleValue } from '@busops/domain';
import {
  type ApiClient,
  type ExportAnswer,
  type operations,
  type Schemas,
  toInternationalPhone,
} from '@busops/sdk';
import type { FormValues } from '../../components/form-dialog/form-fields';
import { initialCriteria, type ListCriteria, listQuery } from '../../components/list-screen/list-criteria';
import { LOOKUP, lookup } from '../../lib/lookups';
import {
  createFormStore,
  createListStore,
  formErrorMessage,
  type StoreOptions,
} from '../../lib/request-state';
import { batchFailureText, forEachRow, type RowBatchReport } from '../../lib/row-batch';
import { errorMessage, type MessageKey, toast } from '../../lib/toasts';

export type BusStaff = Schemas['BusStaff'];
export type BusStaffInput = Schemas['BusStaffInput'];
export type BusStaffUpdate = Schemas['BusStaffUpdate'];
export type Position = Schemas['Position'];
export type Deposit = Schemas['Deposit'];
type ListBusStaffQuery = NonNullable<operations['listBusStaff']['parameters']['query']>;

/** Criteria as the criteria bar holds them (strings; '' = any). */
export interface EmployeeCriteria extends ListCriteria {
  keyword: string;
  role: string;
  status: string;
  company_id: string;
}

export function employeeCriteria(): EmployeeCriteria {
  return initialCriteria({ keyword: '', role: '', status: '', company_id: '', sort: '-created_at' });
}

/** The listBusStaff query: page - 1, empty filters left out, numeric filters as numbers (spec §5). */
export function employeeQuery(criteria: EmployeeCriteria): ListBusStaffQuery {
  const query = listQuery<ListBusStaffQuery>(criteria);
  if (criteria.role) query.role = Number(criteria.role) as RoleValue;
  if (criteria.company_id) query.company_id = Number(criteria.company_id);
  return query;
}

/** Roles a caller may give: only Super Admin gives 1 or 2 (createBusStaff / updateBusStaff contracts). */
export function grantableRoles(principal: Principal | null) {
  return ROLES.filter((r) => canGrantRole(principal?.role, r.value));
}

const nullIfBlank = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The create body from the form: phone in +84 form (spec §3), blank optional fields left out. */
export function toCreateBody(values: FormValues): BusStaffInput {
  const body: BusStaffInput = {
    full_name: (values.full_name ?? '').trim(),
    phone_number: toInternationalPhone(values.phone_number ?? ''),
    role: Number(values.role) as RoleValue,
    status: values.status === 'inactive' ? 'inactive' : 'active',
  };
  const email = nullIfBlank(values.email);
  const code = nullIfBlank(values.staff_code);
  if (email) body.email = email;
  if (code) body.staff_code = code;
  if (values.password) body.password = values.password;
  if (values.company_id) body.company_id = Number(values.company_id);
  return body;
}

/** The partial update body: only what changed (the contract is a partial update). */
export function toUpdateBody(values: FormValues, staff: BusStaff): BusStaffUpdate {
  const body: BusStaffUpdate = {};
  const fullName = (values.full_name ?? '').trim();
  if (fullName !== staff.full_name) body.full_name = fullName;
  const phone = toInternationalPhone(values.phone_number ?? '');
  if (phone !== staff.phone_number) body.phone_number = phone;
  const email = nullIfBlank(values.email);
  if (email !== (staff.email ?? null)) body.email = email;
  const code = nullIfBlank(values.staff_code);
  if (code !== (staff.staff_code ?? null)) body.staff_code = code;
  const role = Number(values.role);
  if (values.role && role !== staff.role) body.role = role as RoleValue;
  if ((values.status === 'active' || values.status === 'inactive') && values.status !== staff.status) {
    body.status = values.status;
  }
  return body;
}

/** The depositBusStaff body; the dialog's contract checks this very body. */
export function toDepositBody(
  staff: Pick<BusStaff, 'id'>,
  amount: number,
  note: string,
): Schemas['DepositInput'] {
  return { staff_id: staff.id, amount, note: nullIfBlank(note) };
}

export interface Notifier {
  success(key: MessageKey): void;
  error(text: string): void;
}

export interface EmployeesStoreOptions extends StoreOptions {
  notify?: Notifier;
}

const staffName = (staff: BusStaff) => staff.full_name;

/** 'role:<n>' (a system role, updateBusStaff) or 'position:<id>' (a position, assignRole). */
export type RoleChoice = `role:${number}` | `position:${number}`;

export function createEmployeesStore(client: ApiClient, options: EmployeesStoreOptions = {}) {
  const notify: Notifier = options.notify ?? { success: (key) => toast.success(key), error: toast.error };

  const list = createListStore<BusStaff, EmployeeCriteria>(
    async (criteria) => {
      const { data } = await client.GET('/bus/staff', { params: { query: employeeQuery(criteria) } });
      return data;
    },
    employeeCriteria(),
    options,
  );
  const form = createFormStore<BusStaff>(options);

  /** Runs a form mutation; a failure throws its Vietnamese message so FormDialog keeps what was typed. */
  async function mutate<T>(mutation: () => Promise<T>): Promise<T> {
    const answer = await form.run(mutation);
    if (answer === undefined) throw new Error(formErrorMessage(form.error) ?? errorMessage(form.error));
    return answer;
  }

  return {
    list,
    form,

    async get(id: number): Promise<BusStaff> {
      const { data } = await client.GET('/bus/staff/{id}', { params: { path: { id } } });
      return data;
    },

    exportList(criteria: EmployeeCriteria): Promise<ExportAnswer> {
      return client.GET('/bus/staff', {
        params: { query: { ...employeeQuery(criteria), export: true } },
        parseAs: 'blob',
      });
    },

    /** Create (no `staff`) or update; 'Thêm thành công!' / 'Cập nhật thành công!', then the list reloads. */
    async save(values: FormValues, staff: BusStaff | null): Promise<BusStaff | null> {
      if (staff) {
        const body = toUpdateBody(values, staff);
        if (Object.keys(body).length === 0) return staff; // nothing changed: no call
        const updated = await mutate(async () => {
          const { data } = await client.PUT('/bus/staff/{id}', { params: { path: { id: staff.id } }, body });
          return data;
        });
        notify.success('updated');
        await list.reload();
        return updated;
      }
      const created = await mutate(async () => {
        const { data } = await client.POST('/bus/staff', { body: toCreateBody(values) });
        return data;
      });
      notify.success('created');
      await list.reload();
      return created;
    },

    /** Deletes one by one; one report for the lot ('Xoá thành công!' when all went), then the list reloads. */
    /** Deletes each selected employee; one toast for the whole selection, naming the rows that failed. */
    async remove(rows: readonly BusStaff[]): Promise<RowBatchReport<BusStaff>> {
      const report = await forEachRow(rows, (staff) =>
        client.DELETE('/bus/staff/{id}', { params: { path: { id: staff.id } } }),
      );
      if (report.failed.length === 0) notify.success('deleted');
      else notify.error(batchFailureText(report, 'delete', 'nhân viên', staffName));
      await list.reload();
      return report;
    },

    /** Deposit with the dialog's Idempotency-Key: a repeated submit replays instead of paying twice. */
    async deposit(staff: BusStaff, amount: number, note: string, idempotencyKey: string): Promise<Deposit> {
      const deposit = await mutate(async () => {
        const { data } = await client.POST('/bus/deposit', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: toDepositBody(staff, amount, note),
        });
        return data;
      });
      notify.success('success');
      await list.reload();
      return deposit;
    },

    /** Positions a super caller may assign (shared ones and those of the employees' companies). */
    async positions(rows: readonly BusStaff[]): Promise<Position[]> {
      const { data } = await client.GET('/roles', { params: { query: { page: 0, size: 500 } } });
      const companies = new Set(rows.map((r) => r.company_id));
      return data.items.filter((p) => p.company_id === null || companies.has(p.company_id));
    },

    /** The company picker's list: fetched once per session (company mutations invalidate it). */
    companies(): Promise<Schemas['Company'][]> {
      return lookup(LOOKUP.companies, async () => {
        const { data } = await client.GET('/companies', { params: { query: { page: 0, size: 500 } } });
        return data.items;
      });
    },

    /** 'Phân quyền nhân viên': a position (assignRole) or a system role (updateBusStaff), row by row. */
    async assign(rows: readonly BusStaff[], choice: RoleChoice): Promise<RowBatchReport<BusStaff>> {
      const [kind, raw] = choice.split(':') as ['role' | 'position', string];
      const value = Number(raw);
      const report = await forEachRow(rows, async (staff) => {
        if (kind === 'position') {
          await client.PUT('/bus/roles/assign', { body: { staff_id: staff.id, role_id: value } });
        } else if (staff.role !== value) {
          await client.PUT('/bus/staff/{id}', {
            params: { path: { id: staff.id } },
            body: { role: value as RoleValue },
          });
        }
      });
      if (report.failed.length === 0) notify.success('updated');
      else notify.error(batchFailureText(report, 'assign', 'nhân viên', staffName));
      await list.reload();
      return report;
    },
  };
}

export type EmployeesStore = ReturnType<typeof createEmployeesStore>;
