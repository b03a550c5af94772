// A member (customer) as the contract answers it, and the files kept in members.attachments: the photo
// (kind 'photo', shown as image_url) and the attachments, each with the storage key the server made.
// Files stored before issue 11 have a url and no key: they are listed as they were.
import { attachmentTypeOf } from '@busops/domain';
import type { members } from '../../db/schema/index.ts';
import type { SuccessOf } from '../../http/operation.ts';

export type MemberBody = SuccessOf<'getMember'>;
export type MemberRow = typeof members.$inferSelect;

export const MEMBER_NOT_FOUND = 'Không tìm thấy khách hàng';
export const MEMBER_PHONE_TAKEN = 'Số điện thoại đã tồn tại';
export const MEMBER_ENTITY = 'member';

export interface StoredFile {
  id?: number;
  kind?: 'photo' | 'attachment';
  name?: string;
  /** Files uploaded through the API: the storage key and the checked content type. */
  key?: string;
  content_type?: string;
  size?: number;
  /** Older rows: where the file was. */
  url?: string;
  type?: string;
  created_at?: string;
}

export const storedFiles = (row: Pick<MemberRow, 'attachments'>): StoredFile[] =>
  Array.isArray(row.attachments) ? (row.attachments as StoredFile[]) : [];

/** The authenticated download of a member's file (getMemberFile). */
export const memberFileUrl = (memberId: number, fileId: number) => `/members/${memberId}/files/${fileId}`;

export function toMemberBody(row: MemberRow): MemberBody {
  const files = storedFiles(row);
  const photo = files.find((f) => f.kind === 'photo' && f.key);
  return {
    id: row.id,
    phone_number: row.phoneNumber,
    full_name: row.fullName,
    image_url: photo?.id ? memberFileUrl(row.id, photo.id) : row.imageUrl,
    date_of_birth: row.dateOfBirth,
    address: row.address,
    attachments: files
      .filter((f) => f.kind !== 'photo')
      .map((a, index) => {
        const id = a.id ?? index + 1;
        const url = a.key ? memberFileUrl(row.id, id) : (a.url ?? '');
        const name = a.name || (url.split(/[?#]/, 1)[0]!.split('/').pop() ?? '');
        return { id, name, url, type: attachmentTypeOf(a.name || url) };
      }),
  };
}
