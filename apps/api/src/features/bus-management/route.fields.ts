// The fields of a route between the contract and the table: the answer body, the columns a body
// writes, the folded search text and the export columns. Fill in the resource's own fields here.
import { fold } from '@busops/domain';
import type { routes } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type RouteBody = SuccessOf<'getRoute'>;
export type RouteInput = BodyOf<'createRoute'>;
export type RouteRow = typeof routes.$inferSelect & { companyName: string };
/** The columns a body sets (company and timestamps are the writer's business). */
export type RouteValues = Omit<typeof routes.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const ROUTE_NOT_FOUND = 'Không tìm thấy tuyến';
export const ROUTE_KEY_TAKEN = 'Tuyến với số hiệu tuyến này đã tồn tại trong công ty';

export function toRouteBody(row: RouteRow): RouteBody {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    number: row.number,
    name: row.name,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function routeValues(body: RouteInput): RouteValues {
  return {
    number: body.number,
    name: body.name,
    status: body.status ?? 'active',
    note: body.note ?? null,
    searchText: fold([body.number, body.name, body.note ?? ''].join(' ')),
  };
}

const STATUS_VI: Record<RouteBody['status'], string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const ROUTE_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<RouteRow>> = [
  { header: 'Số hiệu tuyến', width: 24, value: (r) => r.number },
  { header: 'Công ty', width: 36, value: (r) => r.companyName },
  { header: 'Trạng thái', width: 18, value: (r) => STATUS_VI[r.status] },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
