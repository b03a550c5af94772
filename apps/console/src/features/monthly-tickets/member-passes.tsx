// The customer's profile, under their cards: their monthly passes (paid through, next month and price)
// and their orders of every kind, newest first (issue 19: the profile showed neither). Added to the
// customer dialog through the shared section registry (lib/member-sections.ts), loaded with the dialog.
import { Callout, Classes, HTMLTable, Spinner } from '@blueprintjs/core';
import {
  formatDate,
  formatDateTime,
  formatVnd,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderStatus,
  type OrderType,
} from '@busops/domain';
import type { OperationData } from '@busops/sdk';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import type { MemberSectionProps } from '../../lib/member-sections';
import { errorMessage } from '../../lib/toasts';
import { findPasses, type Pass } from './pass-picker';
import { monthName, passName } from './receipt-text';

type MemberOrder = OperationData<'listMemberSubscriptionOrders'>['items'][number];

/** The latest orders of each kind, merged newest first. */
async function memberOrders(memberId: number): Promise<MemberOrder[]> {
  const pages = await Promise.all(
    ([1, 2, 3] as const).map((orderType) =>
      data(
        api.call('listMemberSubscriptionOrders', {
          params: { path: { id: memberId }, query: { order_type: orderType, page: 0, size: 10 } },
        }),
      ),
    ),
  );
  return pages
    .flatMap((p) => p.items)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 15);
}

export default function MemberPasses({ member }: MemberSectionProps) {
  const [passes, setPasses] = useState<Pass[] | null>(null);
  const [orders, setOrders] = useState<MemberOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setPasses(null);
    setOrders(null);
    setError(null);
    Promise.all([findPasses({ member_id: member.id }), memberOrders(member.id)]).then(
      ([p, o]) => {
        if (!live) return;
        setPasses(p);
        setOrders(o);
      },
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [member.id]);

  return (
    <section aria-label="Vé tháng và đơn">
      <h4 className={Classes.HEADING}>Vé tháng</h4>
      {error && (
        <Callout intent="danger" compact>
          {error}
        </Callout>
      )}
      {!error && passes === null && <Spinner size={20} />}
      {passes?.length === 0 && <p className={Classes.TEXT_MUTED}>Chưa có vé tháng.</p>}
      {passes && passes.length > 0 && (
        <HTMLTable compact className="member-detail__cards" aria-label="Vé tháng của khách">
          <thead>
            <tr>
              <th>Vé</th>
              <th>Loại thẻ</th>
              <th>Đã thanh toán đến</th>
              <th>Tháng kế tiếp</th>
              <th>Thẻ</th>
            </tr>
          </thead>
          <tbody>
            {passes.map((p) => (
              <tr key={p.id}>
                <td>{passName(p)}</td>
                <td>{p.card_type_name}</td>
                <td>{p.paid_through ? formatDate(p.paid_through) : 'Chưa thanh toán'}</td>
                <td>
                  {monthName(p.next_period)} ·{' '}
                  {p.next_price === null ? 'chưa có giá' : formatVnd(p.next_price)}
                </td>
                <td>{p.card?.card_number ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <h4 className={Classes.HEADING}>Đơn vé tháng</h4>
      {orders?.length === 0 && <p className={Classes.TEXT_MUTED}>Chưa có đơn.</p>}
      {orders && orders.length > 0 && (
        <HTMLTable compact className="member-detail__cards" aria-label="Đơn vé tháng của khách">
          <thead>
            <tr>
              <th>Mã đơn</th>
              <th>Loại đơn</th>
              <th>Tháng</th>
              <th>Số tiền</th>
              <th>Trạng thái</th>
              <th>Ngày tạo</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td>{o.code}</td>
                <td>{ORDER_TYPE_LABELS[o.order_type as OrderType]}</td>
                <td>{o.period_month ? monthName(o.period_month) : '—'}</td>
                <td>{formatVnd(o.amount)}</td>
                <td>{ORDER_STATUS_LABELS[o.status as OrderStatus]}</td>
                <td>{formatDateTime(o.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
