// The fields of a card type (loại thẻ, a price category) between the contract and the table: the answer
// body (with how many prices name it), the columns a body writes and the export columns.
import type { cardTypes } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, VND_FORMAT, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type CardTypeBody = SuccessOf<'getCardType'>;
export type CardTypeInput = BodyOf<'createCardType'>;
export type CardTypeRow = typeof cardTypes.$inferSelect & { prices: number };
export type CardTypeValues = Omit<
  typeof cardTypes.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

export const CARD_TYPE_NOT_FOUND = 'Không tìm thấy loại thẻ';
export const CARD_TYPE_CODE_TAKEN = 'Mã loại thẻ này đã tồn tại trong công ty';

export function toCardTypeBody(row: CardTypeRow): CardTypeBody {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    description: row.description,
    requires_proof: row.requiresProof,
    card_fee: row.cardFee,
    enabled: row.enabled,
    prices: row.prices,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function cardTypeValues(body: CardTypeInput): CardTypeValues {
  const description = body.description?.trim() ?? '';
  return {
    code: body.code.trim().toUpperCase(),
    name: body.name.trim(),
    description: description === '' ? null : description,
    requiresProof: body.requires_proof ?? false,
    cardFee: body.card_fee ?? 0,
    enabled: body.enabled ?? true,
  };
}

export const CARD_TYPE_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<CardTypeRow>> = [
  { header: 'Mã', width: 10, value: (r) => r.code },
  { header: 'Tên loại thẻ', width: 36, value: (r) => r.name },
  { header: 'Mô tả', width: 48, value: (r) => r.description },
  { header: 'Cần giấy tờ', width: 12, value: (r) => (r.requiresProof ? 'Có' : 'Không') },
  { header: 'Phí làm thẻ', width: 14, numFmt: VND_FORMAT, value: (r) => r.cardFee },
  { header: 'Trạng thái', width: 14, value: (r) => (r.enabled ? 'Đang bán' : 'Ngừng bán') },
  { header: 'Số bảng giá', width: 12, value: (r) => r.prices },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
