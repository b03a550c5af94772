// 'Gia hạn vé tháng': pick a pass (or the member's only pass, from the counter), see the month and the
// price, Enter creates the extension ('Tạo đơn gia hạn thành công!'), Enter again confirms the cash
// ('Xác nhận thanh toán thành công!'), then 'In biên lai'. Each step's main button has the focus, so the
// counter goes phone -> Enter -> Enter -> Enter without the pointer. A pass renewed in the last minutes or
// already paid ahead (renewal-warning.ts) asks first: the warning shows and 'Huỷ' has the focus.
import { Button, Callout, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { formatPhone, formatVnd } from '@busops/domain';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/overlay/overlays';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { closeModal, openModal, useModal } from '../../lib/modals';
import { errorMessage } from '../../lib/toasts';
import { confirmPayment, createExtension, ORDER_MODALS } from './order-actions';
import type { Order } from './orders.resource';
import { reloadOrderLists } from './orders.store';
import { type Pass, PassPicker } from './pass-picker';
import { monthName, passName } from './receipt-text';
import { renewalWarning } from './renewal-warning';

export interface ExtensionDialogData {
  memberId?: number;
  /** The counter's 'Xác nhận thanh toán': the pass's open order is confirmed (no new order). */
  pay?: boolean;
}

type Step =
  | { kind: 'pick' }
  | { kind: 'confirm'; pass: Pass }
  | { kind: 'created'; pass: Pass; order: Order }
  | { kind: 'paid'; pass: Pass; order: Order };

export function ExtensionDialog() {
  const [isOpen, payload] = useModal<ExtensionDialogData>(ORDER_MODALS.extension);
  const close = () => closeModal(ORDER_MODALS.extension);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={payload?.pay ? 'Xác nhận thanh toán' : 'Gia hạn vé tháng'}
      icon="refresh"
      style={{ width: 620 }}
    >
      {isOpen && <ExtensionSteps memberId={payload?.memberId} onClose={close} />}
    </Dialog>
  );
}

function ExtensionSteps({ memberId, onClose }: { memberId?: number; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const main = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // undefined while the pass's recent orders are read; null: nothing to warn about.
  const [warning, setWarning] = useState<string | null | undefined>(undefined);
  const confirming = step.kind === 'confirm' && !step.pass.open_order ? step.pass : null;
  useEffect(() => {
    setWarning(undefined);
    if (!confirming) return;
    let live = true;
    data(
      api.call('listMemberSubscriptionOrders', {
        params: { path: { id: confirming.member.id }, query: { order_type: 2, page: 0, size: 10 } },
      }),
    ).then(
      (page) => live && setWarning(renewalWarning(confirming, page.items, new Date())),
      () => live && setWarning(null),
    );
    return () => {
      live = false;
    };
  }, [confirming]);
  const checking = confirming !== null && warning === undefined;
  // Each step focuses its own main button once it is enabled again (a busy button is disabled); a
  // warned renewal focuses 'Huỷ', so Enter does not renew twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: per step, busy and warning state
  useEffect(() => {
    if (busy || checking) return;
    (confirming && warning ? cancel : main).current?.focus();
  }, [step.kind, busy, checking, warning]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const pass = step.kind === 'pick' ? null : step.pass;
  const order = step.kind === 'created' || step.kind === 'paid' ? step.order : null;
  const open = pass?.open_order ?? null;
  return (
    <>
      <DialogBody>
        {step.kind === 'pick' ? (
          <PassPicker memberId={memberId} onPick={(p) => setStep({ kind: 'confirm', pass: p })} />
        ) : (
          <HTMLTable compact className="busops-order-facts" aria-label="Đơn gia hạn">
            <tbody>
              <tr>
                <th>Khách hàng</th>
                <td>
                  {pass!.member.full_name} · {formatPhone(pass!.member.phone_number)}
                </td>
              </tr>
              <tr>
                <th>Vé</th>
                <td>
                  {passName(pass!)} · {pass!.card_type_name}
                </td>
              </tr>
              <tr>
                <th>Tháng</th>
                <td>{monthName(order?.period_month ?? (open ? open.period_month : pass!.next_period))}</td>
              </tr>
              <tr>
                <th>Số tiền</th>
                <td>
                  <strong>{formatVnd(order?.amount ?? (open ? open.amount : pass!.next_price))}</strong>
                </td>
              </tr>
              {order && (
                <tr>
                  <th>Mã đơn</th>
                  <td>
                    {order.code} · {step.kind === 'paid' ? 'Đã thanh toán' : 'Chờ thanh toán'}
                  </td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        )}
        {confirming && warning && (
          <Callout intent={Intent.WARNING} compact title="Gia hạn lần nữa?">
            {warning} Enter: huỷ; Tab rồi Enter: vẫn tạo đơn gia hạn.
          </Callout>
        )}
        {step.kind === 'confirm' && open && (
          <Callout intent={Intent.WARNING} compact>
            Vé này đang có đơn chờ thanh toán {open.code} ({formatVnd(open.amount)}).
          </Callout>
        )}
        {error && (
          <Callout intent={Intent.DANGER} compact>
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button ref={cancel} text={step.kind === 'paid' ? 'Đóng' : 'Huỷ'} onClick={onClose} />
            {step.kind === 'confirm' && !open && (
              <Button
                ref={main}
                intent={warning ? Intent.WARNING : Intent.PRIMARY}
                loading={busy || checking}
                text={warning ? 'Vẫn tạo đơn gia hạn' : 'Tạo đơn gia hạn (Enter)'}
                onClick={() =>
                  run(async () => {
                    const created = (await createExtension(step.pass.id)) as Order;
                    reloadOrderLists();
                    setStep({ kind: 'created', pass: step.pass, order: created });
                  })
                }
              />
            )}
            {((step.kind === 'confirm' && open) || step.kind === 'created') && (
              <Button
                ref={main}
                intent={Intent.SUCCESS}
                loading={busy}
                text="Xác nhận thanh toán tiền mặt (Enter)"
                onClick={() =>
                  run(async () => {
                    const id = step.kind === 'created' ? step.order.id : open!.id;
                    const paid = (await confirmPayment(id)) as Order;
                    reloadOrderLists();
                    setStep({ kind: 'paid', pass: step.pass, order: paid });
                  })
                }
              />
            )}
            {step.kind === 'paid' && (
              <Button
                ref={main}
                intent={Intent.PRIMARY}
                icon="print"
                text="In biên lai"
                onClick={() => {
                  onClose();
                  openModal(ORDER_MODALS.receipt, step.order.id);
                }}
              />
            )}
          </>
        }
      />
    </>
  );
}
