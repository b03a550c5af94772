// The order dialogs of the lists: cancel with a reason (a controller's cancel of a paid order is a refund),
// a new registration (the member found by phone, or a new customer typed in), a new card (pick the pass,
// replacement or blank). Each toasts the spec's message and reloads the lists.
import { Callout, DialogBody, Intent } from '@blueprintjs/core';
import {
  formatVnd,
  monthOf,
  ORDER_STATUS,
  PASS_SCOPE_LABELS,
  registrationMonths,
  saigonToday,
} from '@busops/domain';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import type { FormField, FormValues } from '../../components/form-dialog/form-fields';
import { Dialog } from '../../components/overlay/overlays';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { closeModal, useModal } from '../../lib/modals';
import { toast } from '../../lib/toasts';
import { choices, type PassChoices, passChoices } from './choices';
import { cancelOrder, ORDER_MODALS, orderData } from './order-actions';
import type { Order } from './orders.resource';
import { reloadOrderLists } from './orders.store';
import { type Pass, PassPicker, passLine } from './pass-picker';
import { monthName } from './receipt-text';

const CANCEL_FIELDS: FormField[] = [
  { name: 'reason', label: 'Lý do hủy', type: 'textarea', required: true, maxLength: 500 },
];

export function CancelOrderDialog() {
  const [isOpen, order] = useModal<Order>(ORDER_MODALS.cancel);
  const refund = order?.status === ORDER_STATUS.paid;
  return (
    <FormDialog
      isOpen={isOpen}
      title={`Hủy đơn ${order?.code ?? ''}`}
      icon="disable"
      submitText={refund ? `Hủy và hoàn ${formatVnd(order?.amount)}` : 'Hủy đơn'}
      fields={CANCEL_FIELDS}
      onSubmit={async (values) => {
        if (!order) return;
        await cancelOrder(order, values.reason!.trim());
        reloadOrderLists();
        closeModal(ORDER_MODALS.cancel);
      }}
      onClose={() => closeModal(ORDER_MODALS.cancel)}
    >
      {refund && (
        <Callout intent={Intent.WARNING} compact>
          Đơn đã thanh toán: hủy đơn sẽ ghi một khoản hoàn tiền {formatVnd(order?.amount)}.
        </Callout>
      )}
    </FormDialog>
  );
}

function registrationFields(known: PassChoices, values: FormValues | null): FormField[] {
  const multi = values?.scope === 'multi';
  return [
    { name: 'phone_number', label: 'Số điện thoại', type: 'tel', required: true },
    {
      name: 'full_name',
      label: 'Họ tên (khách mới)',
      maxLength: 120,
      helperText: 'Khách đã có trong hồ sơ được tìm theo số điện thoại',
    },
    { name: 'card_type_id', label: 'Loại thẻ', type: 'select', required: true, options: known.cardTypes },
    {
      name: 'scope',
      label: 'Phạm vi',
      type: 'select',
      required: true,
      options: choices([
        ['single', PASS_SCOPE_LABELS.single],
        ['multi', PASS_SCOPE_LABELS.multi],
      ]),
    },
    multi
      ? {
          name: 'multiple_routes_name',
          label: 'Giá liên tuyến',
          type: 'select',
          required: true,
          options: known.multiNames,
        }
      : { name: 'route_id', label: 'Tuyến', type: 'select', required: true, options: known.routes },
    {
      // A registration buys this month or the next (the API refuses any other, issue 18).
      name: 'period_month',
      label: 'Tháng vé',
      type: 'select',
      required: true,
      options: choices(registrationMonths(saigonToday()).map((m) => [m, monthName(m)])),
    },
  ];
}

async function memberIdByPhone(phone: string): Promise<number | null> {
  const page = await data(
    api.call('searchMembers', { params: { query: { keyword: phone, page: 0, size: 5 } } }),
  );
  const digits = (s: string) => s.replace(/\D/g, '').replace(/^84/, '0');
  return page.items.find((m) => digits(m.phone_number) === digits(phone))?.id ?? null;
}

export function RegistrationDialog() {
  const [isOpen] = useModal(ORDER_MODALS.registration);
  const [known, setKnown] = useState<PassChoices | null>(null);
  const [scope, setScope] = useState('single');
  useEffect(() => {
    if (isOpen) void passChoices().then(setKnown);
  }, [isOpen]);
  const close = () => closeModal(ORDER_MODALS.registration);
  if (!known) return null;
  return (
    <FormDialog
      isOpen={isOpen}
      title="Tạo đơn đăng ký vé tháng"
      icon="new-person"
      submitText="Tạo đơn"
      columns={2}
      fields={registrationFields(known, { scope } as FormValues)}
      initialValues={{
        scope: 'single',
        card_type_id: known.cardTypes[0]?.value ?? '',
        route_id: known.routes[0]?.value ?? '',
        multiple_routes_name: known.multiNames[0]?.value ?? '',
        period_month: monthOf(saigonToday()),
      }}
      onSubmit={async (values) => {
        const memberId = await memberIdByPhone(values.phone_number!);
        const fullName = values.full_name?.trim() ?? '';
        if (!memberId && !fullName) throw new Error('Khách mới: nhập họ tên');
        await orderData(
          api.call('createRegistrationOrder', {
            body: {
              ...(memberId
                ? { member_id: memberId }
                : { member: { phone_number: values.phone_number!, full_name: fullName } }),
              card_type_id: Number(values.card_type_id),
              scope: values.scope as 'single' | 'multi',
              ...(values.scope === 'multi'
                ? { multiple_routes_name: values.multiple_routes_name! }
                : { route_id: Number(values.route_id) }),
              period_month: values.period_month!,
              source: 'web-admin',
            },
          }),
        );
        toast.success('registrationCreated');
        reloadOrderLists();
        close();
      }}
      onClose={close}
    >
      {(form) => {
        if (form.values.scope !== scope) queueMicrotask(() => setScope(form.values.scope ?? 'single'));
        return null;
      }}
    </FormDialog>
  );
}

const CARD_FIELDS: FormField[] = [
  {
    name: 'kind',
    label: 'Loại',
    type: 'select',
    options: choices([
      ['replacement', 'Thay thẻ (mất, hỏng): khoá thẻ cũ'],
      ['blank', 'Cấp thẻ trắng (vé chưa có thẻ)'],
    ]),
  },
  {
    name: 'old_card_status',
    label: 'Thẻ cũ',
    type: 'select',
    options: choices([
      ['blocked', 'Khoá thẻ'],
      ['lost', 'Báo mất'],
    ]),
  },
  { name: 'note', label: 'Ghi chú', maxLength: 500 },
];

export interface ChangeCardData {
  memberId?: number;
}

export function ChangeCardDialog() {
  const [isOpen, payload] = useModal<ChangeCardData>(ORDER_MODALS.changeCard);
  const [pass, setPass] = useState<Pass | null>(null);
  useEffect(() => {
    if (!isOpen) setPass(null);
  }, [isOpen]);
  const close = () => closeModal(ORDER_MODALS.changeCard);
  if (isOpen && !pass)
    return (
      <Dialog isOpen title="Đổi thẻ: chọn vé" icon="id-number" onClose={close} style={{ width: 620 }}>
        <DialogBody>
          <PassPicker memberId={payload?.memberId} onPick={setPass} />
        </DialogBody>
      </Dialog>
    );
  return (
    <FormDialog
      isOpen={isOpen && pass !== null}
      title={`Đổi thẻ: ${pass?.member.full_name ?? ''}`}
      icon="id-number"
      submitText="Tạo đơn cấp thẻ"
      fields={CARD_FIELDS}
      initialValues={{ kind: pass?.card ? 'replacement' : 'blank', old_card_status: 'blocked' }}
      onSubmit={async (values) => {
        if (!pass) return;
        await orderData(
          api.call('createChangeCardOrder', {
            body: {
              subscription_id: pass.id,
              kind: values.kind as 'replacement' | 'blank',
              ...(values.kind === 'replacement'
                ? { old_card_status: values.old_card_status as 'blocked' | 'lost' }
                : {}),
              ...(values.note?.trim() ? { note: values.note.trim() } : {}),
            },
          }),
        );
        toast.success('newCardCreated');
        reloadOrderLists();
        close();
      }}
      onClose={close}
    >
      {pass && (
        <Callout compact>
          {passLine(pass)}
          {pass.card ? ` · thẻ hiện tại ${pass.card.card_number}` : ' · chưa có thẻ'}
        </Callout>
      )}
    </FormDialog>
  );
}
