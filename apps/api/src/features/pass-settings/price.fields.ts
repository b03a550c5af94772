// The fields of a monthly pass price between the contract and the table: the answer body (with its
// route's number and name and its card type's code and name), the export columns and the labels the
// messages use.
import { formatValidity, PASS_SCOPE_LABELS } from '@busops/domain';
import type { subscriptionPrices } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, VND_FORMAT, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type PriceBody = SuccessOf<'getSubscriptionPrice'>;
export type PriceInput = BodyOf<'createSubscriptionPrice'>;
export type PriceRow = typeof subscriptionPrices.$inferSelect & {
  routeNumber: string | null;
  routeName: string | null;
  cardTypeCode: string;
  cardTypeName: string;
};

export const PRICE_NOT_FOUND = 'Không tìm thấy bảng giá vé tháng';
export const ROUTE_NOT_FOUND = 'Không tìm thấy tuyến';

export function toPriceBody(row: PriceRow): PriceBody {
  return {
    id: row.id,
    company_id: row.companyId,
    scope: row.scope,
    route_id: row.routeId,
    route_number: row.routeNumber,
    route_name: row.routeName,
    multiple_routes_name: row.multipleRoutesName,
    route_ids: row.routeIds,
    card_type_id: row.cardTypeId,
    card_type_code: row.cardTypeCode,
    card_type_name: row.cardTypeName,
    price: row.price,
    vat_included: row.vatIncluded,
    is_valid_price_vat: row.vatIncluded,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 'tuyến 01' or 'liên tuyến "Liên tuyến toàn mạng"', for messages. */
export function priceTarget(row: Pick<PriceRow, 'scope' | 'routeNumber' | 'multipleRoutesName'>): string {
  return row.scope === 'single'
    ? `tuyến ${row.routeNumber ?? ''}`.trim()
    : `liên tuyến "${row.multipleRoutesName}"`;
}

/** The message of a refused overlap: which price already covers those days. */
export function overlapMessage(existing: PriceRow): string {
  return (
    `Đã có giá vé tháng ${existing.cardTypeName} cho ${priceTarget(existing)} hiệu lực ` +
    `${formatValidity(existing)}: thời gian hiệu lực của hai mức giá không được trùng nhau`
  );
}

const excelDay = (day: string | null): Date | null => (day ? new Date(`${day}T00:00:00Z`) : null);

export const PRICE_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<PriceRow>> = [
  { header: 'Phạm vi', width: 12, value: (r) => PASS_SCOPE_LABELS[r.scope] },
  { header: 'Tuyến', width: 10, value: (r) => r.routeNumber },
  {
    header: 'Tên tuyến / liên tuyến',
    width: 40,
    value: (r) => (r.scope === 'single' ? r.routeName : r.multipleRoutesName),
  },
  { header: 'Mã loại thẻ', width: 12, value: (r) => r.cardTypeCode },
  { header: 'Loại thẻ', width: 36, value: (r) => r.cardTypeName },
  { header: 'Giá vé tháng', width: 16, numFmt: VND_FORMAT, value: (r) => r.price },
  { header: 'Đã gồm VAT', width: 12, value: (r) => (r.vatIncluded ? 'Có' : 'Không') },
  { header: 'Hiệu lực từ', width: 14, numFmt: DATE_FORMAT, value: (r) => excelDay(r.validFrom) },
  { header: 'Hiệu lực đến', width: 14, numFmt: DATE_FORMAT, value: (r) => excelDay(r.validTo) },
];
