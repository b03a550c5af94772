// getAggregatePaymentStatement (GET /statement/employee): the money taken per company and service day,
// at the counter and on board, split by payment type, with how many people took it. The same two parts
// as the staff statement (money-taken.ts), grouped by day: both statements add up to the same total.
import type { components } from '@busops/sdk/schema';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { QueryOf } from '../../http/operation.ts';
import { answerWholeReport, type ReportColumn } from '../reports/report.file.ts';
import { addMoney, atCounter, moneyByDay, moneyFileColumns, onBoard, ZERO_MONEY } from './money-taken.ts';

type Query = QueryOf<'getAggregatePaymentStatement'>;
type Row = components['schemas']['AggregatePaymentRow'];
type Totals = components['schemas']['AggregatePaymentTotals'];
type Statement = components['schemas']['AggregatePaymentStatement'];

export async function aggregatePayment(db: Db, query: Query): Promise<Statement> {
  const board = await moneyByDay(db, onBoard, query);
  const counter = await moneyByDay(db, atCounter, query);
  const byDay = new Map<string, Row>();
  const rowOf = (r: (typeof board)[number]) => {
    const key = `${r.service_date}|${r.company_id}`;
    let row = byDay.get(key);
    if (!row) {
      row = {
        service_date: r.service_date,
        company_id: r.company_id,
        company_name: r.company_name,
        counter: 0,
        on_board: 0,
        collectors: 0,
        ...ZERO_MONEY,
      };
      byDay.set(key, row);
    }
    row.collectors += r.collectors;
    return addMoney(row, r);
  };
  for (const r of board) rowOf(r).on_board += r.total;
  for (const r of counter) rowOf(r).counter += r.total;
  const items = [...byDay.values()].sort(
    (a, b) => a.service_date.localeCompare(b.service_date) || a.company_name.localeCompare(b.company_name),
  );
  const totals = items.reduce<Totals>(
    (sum, row) => {
      sum.counter += row.counter;
      sum.on_board += row.on_board;
      return addMoney(sum, row);
    },
    { ...ZERO_MONEY, counter: 0, on_board: 0 },
  );
  return { items, totals, rep_payment_from_employee: { total: totals.total, days: items.length } };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, Totals>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name },
  { header: 'Thu tại quầy', kind: 'money', width: 16, value: (r) => r.counter, total: (s) => s.counter },
  { header: 'Thu trên xe', kind: 'money', width: 16, value: (r) => r.on_board, total: (s) => s.on_board },
  ...moneyFileColumns<Row, Totals>(),
  { header: 'Số người thu', kind: 'integer', value: (r) => r.collectors },
];

export async function exportAggregatePayment(db: Db, query: Query, reply: FastifyReply) {
  const file = {
    filePrefix: 'bang-ke-thanh-toan-tong-hop',
    sheetName: 'Thanh toán tổng hợp',
    columns: COLUMNS,
  };
  return answerWholeReport(reply, query.format, file, await aggregatePayment(db, query));
}
