// getBusNfcReport (GET /statement/bus-nfc-report): card taps and card revenue per bus and month, read
// from the ledger rows paid by CARD or SUBSCRIPTION (a monthly pass on its NFC card) on the bus the row
// names (docs/reports.md, "Bus NFC report"). The rollups keep no bus, so this reads the ledger's rows of
// those two payment types and four fare actions over the period (indexed by company and day); rows that
// name no bus are one row per company and month ("Không rõ xe").
import type { components } from '@busops/sdk/schema';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { companies, fareTransactions, vehicles } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { criteriaWhere } from '../reports/report.criteria.ts';
import { answerWholeReport, type ReportColumn } from '../reports/report.file.ts';

type Query = QueryOf<'getBusNfcReport'>;
type Row = components['schemas']['BusNfcRow'];
type Figures = components['schemas']['BusNfcFigures'];
type Report = components['schemas']['BusNfcReport'];

const f = fareTransactions;
/** A card shown to the reader: a fare paid with a card, a monthly pass on its card. */
export const NFC_PAYMENT_TYPES = ['CARD', 'SUBSCRIPTION'] as const;
const NFC_ACTIONS = ['fare_payment', 'pass_use', 'void', 'adjust'] as const;

const sumIf = (value: SQL | typeof f.amount, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::bigint`.mapWith(Number);
const isAction = (...actions: string[]) => inArray(f.fareAction, actions as (typeof NFC_ACTIONS)[number][]);
const month = sql<string>`to_char(${f.serviceDate}, 'YYYY-MM')`;
const revenue = sumIf(f.amount, isAction('fare_payment', 'void', 'adjust'));

export async function busNfcReport(db: Db, query: Query): Promise<Report> {
  const items = await db
    .select({
      month,
      company_id: f.companyId,
      company_name: companies.name,
      vehicle_id: f.vehicleId,
      plate: vehicles.plate,
      fleet_number: vehicles.fleetNumber,
      taps: sql<number>`count(*) filter (where ${isAction('fare_payment', 'pass_use')})`.mapWith(Number),
      card_riders: sumIf(sql`${f.numRiders}`, and(isAction('fare_payment'), eq(f.paymentType, 'CARD'))!),
      pass_riders: sumIf(sql`${f.numRiders}`, and(isAction('pass_use'), eq(f.paymentType, 'SUBSCRIPTION'))!),
      card_fares: sumIf(f.amount, isAction('fare_payment')),
      corrections: sumIf(f.amount, isAction('void', 'adjust')),
      revenue,
    })
    .from(f)
    .innerJoin(companies, eq(companies.id, f.companyId))
    .leftJoin(vehicles, eq(vehicles.id, f.vehicleId))
    .where(
      and(
        criteriaWhere({ ...query, payment_types: [...NFC_PAYMENT_TYPES] }, f, true),
        inArray(f.fareAction, [...NFC_ACTIONS]),
      ),
    )
    .groupBy(month, f.companyId, companies.name, f.vehicleId, vehicles.plate, vehicles.fleetNumber)
    .orderBy(month, companies.name, desc(revenue), sql`${vehicles.plate} asc nulls last`);
  const totals: Figures = {
    taps: 0,
    card_riders: 0,
    pass_riders: 0,
    card_fares: 0,
    corrections: 0,
    revenue: 0,
  };
  for (const row of items) {
    for (const key of Object.keys(totals) as Array<keyof Figures>) totals[key] += row[key];
  }
  return { items, totals };
}

const figure = (
  key: keyof Figures,
  header: string,
  kind: 'money' | 'integer',
): ReportColumn<Row, Figures> => ({
  header,
  kind,
  ...(kind === 'money' ? { width: 18 } : {}),
  value: (r) => r[key],
  total: (s) => s[key],
});

const COLUMNS: ReadonlyArray<ReportColumn<Row, Figures>> = [
  { header: 'Tháng', kind: 'text', value: (r) => r.month, total: () => 'Tổng cộng' },
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name },
  { header: 'Biển số', kind: 'text', width: 14, value: (r) => r.plate ?? 'Không rõ xe' },
  { header: 'Số tài', kind: 'text', value: (r) => r.fleet_number ?? '' },
  figure('taps', 'Lượt quẹt thẻ', 'integer'),
  figure('card_riders', 'Khách trả bằng thẻ', 'integer'),
  figure('pass_riders', 'Khách vé tháng', 'integer'),
  figure('card_fares', 'Tiền vé thẻ', 'money'),
  figure('corrections', 'Điều chỉnh', 'money'),
  figure('revenue', 'Doanh thu thẻ', 'money'),
];

export async function exportBusNfcReport(db: Db, query: Query, reply: FastifyReply) {
  const file = { filePrefix: 'bao-cao-the-nfc', sheetName: 'Thẻ NFC theo xe', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await busNfcReport(db, query));
}
