// getStaffPaymentStatement (GET /statement/staff): the money each person took over the period, one
// row per person (money-taken.ts says who "took" it), the people with the most money first.
import type { components } from '@busops/sdk/schema';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { QueryOf } from '../../http/operation.ts';
import { answerWholeReport, type ReportColumn } from '../reports/report.file.ts';
import {
  addMoney,
  atCounter,
  moneyByCollector,
  moneyFileColumns,
  onBoard,
  type PaymentMoney,
  ZERO_MONEY,
} from './money-taken.ts';

type Query = QueryOf<'getStaffPaymentStatement'>;
type Row = components['schemas']['StaffPaymentRow'];
type Statement = components['schemas']['StaffPaymentStatement'];

/** How the statement names what nobody is recorded for. */
export const NO_CONDUCTOR = 'Không có phụ xe (máy soát vé, thẻ)';
export const NO_CASHIER = 'Không rõ người thu';

export async function staffPayment(db: Db, query: Query): Promise<Statement> {
  const cashiers = await moneyByCollector(db, atCounter, query);
  const conductors = await moneyByCollector(db, onBoard, query);
  const named =
    (place: Row['place'], nobody: string, someone: string) =>
    ({ name, ...r }: (typeof cashiers)[number]): Row => ({
      ...r,
      place,
      collector_name: r.collector_id === null ? nobody : (name ?? `${someone} #${r.collector_id}`),
    });
  const items = [
    ...cashiers.map(named('counter', NO_CASHIER, 'Người dùng')),
    ...conductors.map(named('on_board', NO_CONDUCTOR, 'Nhân viên')),
  ].sort(
    (a, b) =>
      b.total - a.total || a.company_id - b.company_id || a.collector_name.localeCompare(b.collector_name),
  );
  const totals = items.reduce<PaymentMoney>((sum, row) => addMoney(sum, row), { ...ZERO_MONEY });
  return {
    items,
    totals,
    rep_payment_from_staff: { total: totals.total, collectors: items.length },
    is_print: query.is_print === true,
  };
}

export const PLACE_LABEL: Record<Row['place'], string> = {
  counter: 'Tại quầy',
  on_board: 'Trên xe',
};

const COLUMNS: ReadonlyArray<ReportColumn<Row, PaymentMoney>> = [
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name, total: () => 'Tổng cộng' },
  { header: 'Người thu', kind: 'text', width: 32, value: (r) => r.collector_name },
  { header: 'Nơi thu', kind: 'text', width: 20, value: (r) => PLACE_LABEL[r.place] },
  { header: 'Số ngày', kind: 'integer', value: (r) => r.days },
  ...moneyFileColumns<Row, PaymentMoney>(),
];

export async function exportStaffPayment(db: Db, query: Query, reply: FastifyReply) {
  const file = {
    filePrefix: 'bang-ke-thanh-toan-nhan-vien',
    sheetName: 'Thanh toán nhân viên',
    columns: COLUMNS,
  };
  return answerWholeReport(reply, query.format, file, await staffPayment(db, query));
}
