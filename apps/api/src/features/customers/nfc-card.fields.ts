// An NFC card as the contract answers it (with its holder's phone and name) and as the export writes it.
import { CARD_STATUS_LABELS, type CardStatus } from '@busops/domain';
import type { nfcCards } from '../../db/schema/index.ts';
import type { SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type NfcCardBody = SuccessOf<'createNfcCard'>;
export type NfcCardRow = typeof nfcCards.$inferSelect & {
  memberPhone: string | null;
  memberName: string | null;
};

export const CARD_ENTITY = 'nfc_card';
export const CARD_NOT_FOUND = 'Không tìm thấy thẻ';
export const CARD_UID_TAKEN = 'Mã UID thẻ đã được đăng ký';
export const CARD_NUMBER_TAKEN = 'Số thẻ đã được đăng ký';

export function toNfcCardBody(row: NfcCardRow): NfcCardBody {
  return {
    id: row.id,
    uid: row.uid,
    card_number: row.cardNumber,
    status: row.status,
    member_id: row.memberId,
    member_phone: row.memberPhone,
    member_name: row.memberName,
    replaced_by_id: row.replacedById,
    linked_at: row.linkedAt?.toISOString() ?? null,
    note: row.note,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

export const NFC_CARD_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<NfcCardRow>> = [
  { header: 'Số thẻ', width: 16, value: (r) => r.cardNumber },
  { header: 'UID', width: 24, value: (r) => r.uid },
  { header: 'Trạng thái', width: 16, value: (r) => CARD_STATUS_LABELS[r.status as CardStatus] },
  { header: 'Khách hàng', width: 28, value: (r) => r.memberName },
  { header: 'Số điện thoại', width: 16, value: (r) => r.memberPhone },
  { header: 'Ngày gắn thẻ', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.linkedAt) },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
