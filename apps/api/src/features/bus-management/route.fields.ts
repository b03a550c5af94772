// The fields of a route between the contract and the table: the answer body, the columns a body
// writes, the folded search text and the export columns. Fill in the resource's own fields here.
import { fold } from '@busops/domain';
import type { routes } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type RouteBody = SuccessOf<'getRoute'>;
export type RouteInput = BodyOf<'createRoute'>;
export type RouteLineBody = RouteBody['lines'][number];
/** A route row with its company name and its lines (route.query.ts selects them as one json column). */
export type RouteRow = typeof routes.$inferSelect & { companyName: string; lines: RouteLineBody[] };
/** The columns a body sets (company and timestamps are the writer's business). */
export type RouteValues = Omit<typeof routes.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const ROUTE_NOT_FOUND = 'Không tìm thấy tuyến';
export const ROUTE_KEY_TAKEN = 'Tuyến với số hiệu tuyến này đã tồn tại trong công ty';
export const ROUTE_HOURS_EQUAL = 'Giờ kết thúc phải khác giờ bắt đầu';
export const ROUTE_HOURS_PAIR = 'Vui lòng nhập cả giờ bắt đầu và giờ kết thúc (hoặc bỏ trống cả hai)';

export function toRouteBody(row: RouteRow): RouteBody {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    number: row.number,
    name: row.name,
    type: row.type,
    operating_start: row.operatingStart,
    operating_end: row.operatingEnd,
    headway_minutes: row.headwayMinutes,
    length_km: row.lengthKm,
    color: row.color,
    is_auto_price: row.isAutoPrice,
    lines: row.lines,
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
    type: body.type ?? 'subsidized',
    operatingStart: body.operating_start ?? null,
    operatingEnd: body.operating_end ?? null,
    headwayMinutes: body.headway_minutes ?? null,
    lengthKm: body.length_km ?? null,
    color: body.color?.toLowerCase() ?? null,
    status: body.status ?? 'active',
    note: body.note ?? null,
    searchText: fold([body.number, body.name, body.note ?? ''].join(' ')),
  };
}

/**
 * Operating hours are both given or both absent, and differ; an end earlier than the start means the
 * last departure is past midnight (a night route, 22:00-02:00), so it is not an error.
 */
export function operatingHoursProblem(body: RouteInput): string | null {
  const start = body.operating_start ?? null;
  const end = body.operating_end ?? null;
  if ((start === null) !== (end === null)) return ROUTE_HOURS_PAIR;
  if (start !== null && start === end) return ROUTE_HOURS_EQUAL;
  return null;
}

export const ROUTE_TYPE_VI: Record<RouteBody['type'], string> = {
  subsidized: 'Có trợ giá',
  unsubsidized: 'Không trợ giá',
};

const STATUS_VI: Record<RouteBody['status'], string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const ROUTE_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<RouteRow>> = [
  { header: 'Số hiệu tuyến', width: 24, value: (r) => r.number },
  { header: 'Tên tuyến', width: 40, value: (r) => r.name },
  { header: 'Loại tuyến', width: 16, value: (r) => ROUTE_TYPE_VI[r.type] },
  {
    header: 'Giờ hoạt động',
    width: 16,
    value: (r) => (r.operatingStart ? `${r.operatingStart}-${r.operatingEnd}` : null),
  },
  { header: 'Giãn cách (phút)', width: 16, value: (r) => r.headwayMinutes },
  { header: 'Cự ly (km)', width: 12, value: (r) => r.lengthKm },
  { header: 'Công ty', width: 36, value: (r) => r.companyName },
  { header: 'Trạng thái', width: 18, value: (r) => STATUS_VI[r.status] },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
