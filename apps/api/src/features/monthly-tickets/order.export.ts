// listSubscriptionOrders with export=true: the same criteria and order as the pages, every order,
// streamed as .xlsx in keyset batches (finance reconciles the counter's cash from it).
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, type OrderStatus, type OrderType } from '@busops/domain';
import { and } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DATE_FORMAT, excelLocalDate, VND_FORMAT, type XlsxColumn } from '../../http/xlsx-stream.ts';
import { exportList } from '../../kit/list-export.ts';
import { ORDER_SORTS, type OrderListQuery, orderListWhere } from './order.query.ts';
import { type OrderRow, selectOrdersWith } from './order.select.ts';

type Row = OrderRow & { id: number };

const COLUMNS: ReadonlyArray<XlsxColumn<Row>> = [
  { header: 'Mã đơn', width: 12, value: (r) => r.order.code },
  { header: 'Loại đơn', width: 14, value: (r) => ORDER_TYPE_LABELS[r.order.orderType as OrderType] },
  { header: 'Trạng thái', width: 16, value: (r) => ORDER_STATUS_LABELS[r.order.status as OrderStatus] },
  { header: 'Khách hàng', width: 26, value: (r) => r.memberName },
  { header: 'Số điện thoại', width: 15, value: (r) => r.memberPhone.replace(/^\+84/, '0') },
  { header: 'Loại thẻ', width: 24, value: (r) => r.cardTypeName },
  { header: 'Tuyến', width: 36, value: (r) => r.routeName ?? r.multipleRoutesName },
  {
    header: 'Tháng',
    width: 10,
    value: (r) =>
      r.order.periodMonth ? `${r.order.periodMonth.slice(5)}/${r.order.periodMonth.slice(0, 4)}` : null,
  },
  { header: 'Số thẻ', width: 12, value: (r) => r.card?.cardNumber ?? null },
  { header: 'Số tiền', width: 14, numFmt: VND_FORMAT, value: (r) => r.order.amount },
  { header: 'Người tạo', width: 22, value: (r) => r.takerName },
  { header: 'Ngày tạo', width: 12, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.order.createdAt) },
  { header: 'Người thu tiền', width: 22, value: (r) => r.payerName },
  {
    header: 'Ngày thu tiền',
    width: 13,
    numFmt: DATE_FORMAT,
    value: (r) => (r.order.paidAt ? excelLocalDate(r.order.paidAt) : null),
  },
  { header: 'Lý do hủy', width: 30, value: (r) => r.order.cancelReason },
];

export function exportOrders(db: Db, query: OrderListQuery, reply: FastifyReply): Promise<FastifyReply> {
  const where = orderListWhere(db, query);
  return exportList<Row>(reply, {
    sort: undefined,
    sorts: ORDER_SORTS,
    batch: async ({ sortKey, after, order, limit }) => {
      const rows = await selectOrdersWith(db, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit);
      return rows.map((r) => ({ ...r, id: r.order.id, sortKey: r.sortKey }));
    },
    filePrefix: 'don-ve-thang',
    sheetName: 'Đơn vé tháng',
    columns: COLUMNS,
  });
}
