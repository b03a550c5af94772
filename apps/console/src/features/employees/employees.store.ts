// The employees store (spec §3/§4): the kit's resource store over an injected SDK client (tests pass a
// client on a fake fetch), plus what only employees do: the partial update, the deposit with its
// Idempotency-Key, role/position assignment, the company picker. Every change reloads the list with its
// last criteria (spec §4).
import type { RoleValue } from '@busops/domain';
import { type ApiClient, type Schemas, toInternationalPhone } from '@busops/sdk';
import type { FormValues } from '../../components/form-dialog/form-fields';
import { connect, type ResourceStoreOptions } from '../../kit/resource';
import { LOOKUP, lookup } from '../../lib/lookups';
import type { RowBatchReport } from '../../lib/row-batch';
import {
  type BusStaff,
  type BusStaffInput,
  type BusStaffUpdate,
  type Deposit,
  employeeResource,
  type Position,
  type RoleChoice,
} from './employees.resource';

export type { BusStaff, EmployeeCriteria, RoleChoice } from './employees.resource';
export { employeeCriteria, employeeQuery, grantableRoles } from './employees.resource';

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
  const licence = nullIfBlank(values.licence_expires_on);
  if (licence) body.licence_expires_on = licence;
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
  const licence = nullIfBlank(values.licence_expires_on);
  if (values.licence_expires_on !== undefined && licence !== (staff.licence_expires_on ?? null))
    body.licence_expires_on = licence;
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

const byId = (id: number) => ({ path: { id } });

export function createEmployeesStore(client: ApiClient, options: ResourceStoreOptions = {}) {
  const store = connect(employeeResource, client, options);
  return {
    ...store,

    /** Create (no `staff`) or update; 'Thêm thành công!' / 'Cập nhật thành công!', then the list reloads. */
    async save(values: FormValues, staff: BusStaff | null): Promise<BusStaff | null> {
      if (!staff) return store.mutate('createBusStaff', { body: toCreateBody(values) }, 'created');
      const body = toUpdateBody(values, staff);
      if (Object.keys(body).length === 0) return staff; // nothing changed: no call
      return store.mutate('updateBusStaff', { params: byId(staff.id), body }, 'updated');
    },

    /** Deletes each selected employee: every one tried, one toast for the whole selection, one reload. */
    remove(rows: readonly BusStaff[]): Promise<RowBatchReport<BusStaff>> {
      return store.removeRows(rows);
    },

    /** Deposit with the dialog's Idempotency-Key: a repeated submit replays instead of paying twice. */
    deposit(staff: BusStaff, amount: number, note: string, idempotencyKey: string): Promise<Deposit> {
      return store.mutate(
        'depositBusStaff',
        {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: toDepositBody(staff, amount, note),
        },
        'success',
      );
    },

    /** Positions a super caller may assign (shared ones and those of the employees' companies). */
    async positions(rows: readonly BusStaff[]): Promise<Position[]> {
      const { data } = await client.call('listRoles', { params: { query: { page: 0, size: 500 } } });
      const companies = new Set(rows.map((r) => r.company_id));
      return data.items.filter((p) => p.company_id === null || companies.has(p.company_id));
    },

    /** The company picker's list: fetched once per session (company mutations invalidate it). */
    companies(): Promise<Schemas['Company'][]> {
      return lookup(LOOKUP.companies, async () => {
        const { data } = await client.call('listCompanies', { params: { query: { page: 0, size: 500 } } });
        return data.items;
      });
    },

    /** 'Phân quyền nhân viên': a position (assignRole) or a system role (updateBusStaff), row by row. */
    assign(rows: readonly BusStaff[], choice: RoleChoice): Promise<RowBatchReport<BusStaff>> {
      const [kind, raw] = choice.split(':') as ['role' | 'position', string];
      const value = Number(raw);
      return store.batch(
        rows,
        async (staff) => {
          if (kind === 'position') {
            await client.call('assignRole', { body: { staff_id: staff.id, role_id: value } });
          } else if (staff.role !== value) {
            await client.call('updateBusStaff', {
              params: byId(staff.id),
              body: { role: value as RoleValue },
            });
          }
        },
        'assign',
        employeeResource.rowName,
      );
    },
  };
}

export type EmployeesStore = ReturnType<typeof createEmployeesStore>;
