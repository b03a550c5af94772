// The printed receipt of a paid order (Vietnamese, A5 or 80 mm thermal paper): company, order code,
// member, pass, month, card, amount in figures and in words, cashier, time. Printing hides the app shell
// (monthly-tickets.css, `@page` per paper); opened from a row ('In biên lai', `i`), after a payment, or
// by `?receipt=<id>` on an order list.
import { Button, ButtonGroup, Callout, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { formatDateTime, formatPhone, formatVnd, ORDER_TYPE_LABELS } from '@busops/domain';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/overlay/overlays';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { lookup } from '../../lib/lookups';
import { closeModal, useModal } from '../../lib/modals';
import { errorMessage } from '../../lib/toasts';
import { ORDER_MODALS, orderData } from './order-actions';
import type { Order } from './orders.resource';
import { monthName, passName, vndInWords } from './receipt-text';
import './monthly-tickets.css';

export type Paper = 'a5' | '80mm';

const companyName = () =>
  lookup(
    'monthly-tickets.company',
    async () => (await data(api.call('getCurrentUser'))).current_company?.name ?? '',
  );

export function ReceiptDialog() {
  const [isOpen, orderId] = useModal<number>(ORDER_MODALS.receipt);
  const [order, setOrder] = useState<Order | null>(null);
  const [company, setCompany] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paper, setPaper] = useState<Paper>('a5');
  useEffect(() => {
    setOrder(null);
    setError(null);
    if (!isOpen || !orderId) return;
    Promise.all([
      orderData(api.call('getSubscriptionOrder', { params: { path: { id: orderId } } })),
      companyName(),
    ]).then(
      ([o, c]) => {
        setOrder(o as Order);
        setCompany(c);
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [isOpen, orderId]);
  const close = () => closeModal(ORDER_MODALS.receipt);
  const unpaid = order && (order.status === 1 || order.status === 4);
  // 'In' takes the focus once the receipt is there (a disabled button cannot, and autoFocus fires only
  // at mount, which left the focus on the dialog's trap): Enter prints.
  const print = useRef<HTMLButtonElement>(null);
  const printable = Boolean(order && !unpaid);
  useEffect(() => {
    if (printable) print.current?.focus();
  }, [printable]);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Biên lai thu tiền vé tháng"
      icon="print"
      className="busops-receipt-dialog"
      style={{ width: 560 }}
    >
      <DialogBody>
        {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
        {!order && !error && <Spinner size={24} />}
        {unpaid && (
          <Callout intent={Intent.WARNING} compact className="busops-no-print">
            Đơn {order.code} chưa thanh toán: chỉ in biên lai cho đơn đã thanh toán.
          </Callout>
        )}
        {order && !unpaid && <Receipt order={order} company={company} paper={paper} />}
      </DialogBody>
      <DialogFooter
        className="busops-no-print"
        actions={
          <>
            <ButtonGroup>
              <Button text="A5" active={paper === 'a5'} onClick={() => setPaper('a5')} />
              <Button text="Giấy in nhiệt 80 mm" active={paper === '80mm'} onClick={() => setPaper('80mm')} />
            </ButtonGroup>
            <Button text="Đóng" onClick={close} />
            <Button
              ref={print}
              intent={Intent.PRIMARY}
              icon="print"
              text="In (Ctrl+P)"
              disabled={!printable}
              onClick={() => window.print()}
            />
          </>
        }
      />
    </Dialog>
  );
}

export function Receipt({ order, company, paper }: { order: Order; company: string; paper: Paper }) {
  const rows: [string, string][] = [
    ['Mã đơn', order.code],
    ['Loại đơn', ORDER_TYPE_LABELS[order.order_type]],
    ['Khách hàng', order.member.full_name],
    ['Số điện thoại', formatPhone(order.member.phone_number)],
    ['Vé', `${passName(order)} · ${order.card_type_name}`],
  ];
  if (order.period_month) rows.push(['Tháng', monthName(order.period_month)]);
  if (order.card) rows.push(['Số thẻ', order.card.card_number]);
  rows.push(
    ['Thu ngân', order.paid_by_name ?? ''],
    ['Thời gian', formatDateTime(order.paid_at ?? order.created_at)],
  );
  return (
    <article className={`busops-receipt busops-receipt--${paper}`} aria-label="Biên lai">
      <header>
        <div className="busops-receipt-company">{company}</div>
        <h2>BIÊN LAI THU TIỀN VÉ THÁNG</h2>
      </header>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="busops-receipt-amount">
        Số tiền: <strong>{formatVnd(order.amount)}</strong>
        {order.vat_included ? ' (đã gồm VAT)' : ''}
      </p>
      <p className="busops-receipt-words">Bằng chữ: {vndInWords(order.amount)}</p>
      <footer>Cảm ơn quý khách!</footer>
    </article>
  );
}
