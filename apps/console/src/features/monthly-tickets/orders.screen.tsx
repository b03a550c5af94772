// The three order lists (/monthly-ticket/registration-list, /extend-list, /change-card-list): criteria a
// counter needs (today, awaiting payment, month, route, keyword: phone, name, card number, order code) in
// the URL, the kit's totals bar of the money of every matching order, status Tags, export, and the dialogs of the
// row actions. The counter's palette records open a dialog here by `?counter=extend|change-card&member=`,
// `?counter=pay&order=`; a receipt by `?receipt=<id>`.
import { formatNumber, formatVnd, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderType } from '@busops/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { TotalsBar } from '../../components/list-screen/totals-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { openModal } from '../../lib/modals';
import { CampaignDialog } from './campaign-dialog';
import { choices, passChoices } from './choices';
import { ExtensionDialog } from './extension-dialog';
import { IssueCardDialog } from './issue-card-dialog';
import { ORDER_MODALS } from './order-actions';
import { CancelOrderDialog, ChangeCardDialog, RegistrationDialog } from './order-dialogs';
import { orderColumns } from './orders.columns';
import { orderStores, orderTotals } from './orders.store';
import { ReceiptDialog } from './receipt-dialog';
import './monthly-tickets.css';

function criteriaFields(routes: { value: string; label: string }[]): CriteriaField[] {
  return [
    { name: 'keyword', label: 'Từ khoá', placeholder: 'SĐT, tên, số thẻ, mã đơn' },
    {
      name: 'day',
      label: 'Ngày tạo',
      type: 'select',
      options: choices([
        ['', 'Tất cả'],
        ['today', 'Hôm nay'],
      ]),
      searchDelayMs: 0,
    },
    {
      name: 'status',
      label: 'Trạng thái',
      type: 'select',
      options: [
        { value: '', label: 'Tất cả' },
        ...ORDER_STATUSES.map((s) => ({ value: String(s), label: ORDER_STATUS_LABELS[s] })),
      ],
      searchDelayMs: 0,
    },
    { name: 'period_month', label: 'Tháng vé', type: 'month', searchDelayMs: 0 },
    {
      name: 'route_id',
      label: 'Tuyến',
      type: 'select',
      options: [{ value: '', label: 'Tất cả' }, ...routes],
      searchDelayMs: 0,
    },
  ];
}

function OrderTotals({ orderType }: { orderType: OrderType }) {
  const totals = useSnapshot(orderTotals)[orderType];
  if (!totals) return null;
  return (
    <TotalsBar
      items={[
        { label: 'Số đơn', value: formatNumber(totals.count) },
        { label: 'Thành tiền', value: formatVnd(totals.amount) },
        { label: 'Đã thu', value: formatVnd(totals.paid_amount) },
        { label: 'Chưa thu', value: formatVnd(totals.unpaid_amount) },
        ...(totals.cancelled_count > 0
          ? [{ label: 'Đã hủy', value: formatNumber(totals.cancelled_count) }]
          : []),
      ]}
    />
  );
}

/** The counter's links: open the dialog they name, then leave the URL as a plain list. */
function useCounterLink() {
  const [params, setParams] = useSearchParams();
  const counter = params.get('counter');
  const member = Number(params.get('member')) || undefined;
  const receipt = Number(params.get('receipt')) || undefined;
  useEffect(() => {
    if (!counter && !receipt) return;
    if (counter === 'extend' || counter === 'pay')
      openModal(ORDER_MODALS.extension, { memberId: member, pay: counter === 'pay' });
    else if (counter === 'change-card') openModal(ORDER_MODALS.changeCard, { memberId: member });
    else if (receipt) openModal(ORDER_MODALS.receipt, receipt);
    const next = new URLSearchParams(params);
    for (const key of ['counter', 'member', 'receipt']) next.delete(key);
    setParams(next, { replace: true });
  }, [counter, member, receipt, params, setParams]);
}

function OrdersScreen({ orderType }: { orderType: OrderType }) {
  const [routes, setRoutes] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    void passChoices().then((known) => setRoutes(known.routes));
  }, []);
  const fields = useMemo(() => criteriaFields(routes), [routes]);
  useCounterLink();
  return (
    <>
      <ResourceListScreen
        store={orderStores[orderType]}
        columns={orderColumns}
        criteriaFields={fields}
        openCommand={`${orderStores[orderType].resource.area}.receipt`}
        totals={<OrderTotals orderType={orderType} />}
        exportable
      />
      <CancelOrderDialog />
      <ReceiptDialog />
      <ExtensionDialog />
      <RegistrationDialog />
      <ChangeCardDialog />
      {orderType !== 2 && <IssueCardDialog />}
      {orderType === 2 && <CampaignDialog />}
    </>
  );
}

export const RegistrationOrdersScreen = () => <OrdersScreen orderType={1} />;
export const ExtensionOrdersScreen = () => <OrdersScreen orderType={2} />;
export const CardOrdersScreen = () => <OrdersScreen orderType={3} />;
