// 'Nộp ký quỹ': amount in VND (grouped input) and a note. One Idempotency-Key per opening of the dialog, so a
// double submit or a retry after a lost answer cannot deposit twice (depositBusStaff contract).
import { Callout } from '@blueprintjs/core';
import { formatVnd } from '@busops/domain';
import { useMemo } from 'react';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../lib/modals';
import { employees } from './employees';
import { EMPLOYEE_DEPOSIT } from './employees.commands';
import type { BusStaff } from './employees.resource';

/** A fresh key (the contract wants 8-100 characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `dep-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function DepositDialog() {
  const [isOpen, staff] = useModal<BusStaff>(EMPLOYEE_DEPOSIT);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the dialog opens
  const idempotencyKey = useMemo(() => newIdempotencyKey(), [isOpen, staff?.id]);
  return (
    <FormDialog
      isOpen={isOpen}
      title={staff ? `Nộp ký quỹ: ${staff.full_name}` : 'Nộp ký quỹ'}
      icon="bank-account"
      submitText="Nộp ký quỹ"
      fields={[
        {
          name: 'amount',
          label: 'Số tiền',
          type: 'money',
          required: true,
          min: 1000,
          max: 1_000_000_000,
          placeholder: '0',
        },
        { name: 'note', label: 'Ghi chú', type: 'textarea', maxLength: 500 },
      ]}
      onSubmit={async (values) => {
        if (!staff) return;
        await employees.deposit(staff, Number(values.amount), values.note ?? '', idempotencyKey);
      }}
      onClose={() => closeModal(EMPLOYEE_DEPOSIT)}
    >
      {staff && (
        <Callout compact icon="info-sign">
          Số dư ký quỹ hiện tại: <strong>{formatVnd(staff.deposit_balance)}</strong>
        </Callout>
      )}
    </FormDialog>
  );
}
