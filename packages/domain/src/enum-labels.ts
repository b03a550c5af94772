// Vietnamese labels of the contract's string enums, each table keyed by the generated type: a value added
// to the contract is a type error here until it has its label. The API (exports) and the console (tags,
// selects, columns) read these tables and keep no copy. Roles: roles.ts; payment types: payment-types.ts.
import type { components } from '@busops/sdk/schema';

type Schemas = components['schemas'];

/** Status of an employee (BusStaff.status) and of a company (Company.status): the same two values. */
export type RecordStatus = Schemas['BusStaff']['status'] | Schemas['Company']['status'];

export const STATUS_LABELS: Readonly<Record<RecordStatus, string>> = {
  active: 'Hoạt động',
  inactive: 'Ngừng hoạt động',
};

/** Label of a record status; '' for a missing or unknown value. */
export function statusLabel(status: string | null | undefined): string {
  return Object.hasOwn(STATUS_LABELS, status ?? '') ? STATUS_LABELS[status as RecordStatus] : '';
}

/** The electronic-invoice provider of a company's bill settings (BillSetting.provider). */
export type BillProvider = Schemas['BillSetting']['provider'];

export const BILL_PROVIDER_LABELS: Readonly<Record<BillProvider, string>> = {
  none: 'Không sử dụng',
  viettel: 'Viettel (S-Invoice)',
  vnpt: 'VNPT (Invoice)',
  misa: 'MISA (meInvoice)',
};

/** Options of a select over a label table, in the table's order. */
export function labelOptions<V extends string>(
  labels: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
}
