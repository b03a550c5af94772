// The attachment quota (issue 18, finding 8): a member keeps at most `memberFiles` attachments and
// `memberBytes` of them, a company `companyFiles` and `companyBytes` over all its members (the photo
// is one replaced file and is not counted). Checked in the upload's transaction after the member's row
// is locked, and under the company's row lock for the company's sums, so two uploads at the edge are
// decided one after the other and never both pass.
import { formatBytes } from '@busops/domain';
import { eq, sql } from 'drizzle-orm';
import type { AttachmentQuota } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { companies, members } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { type MemberRow, type StoredFile, storedFiles } from './member.fields.ts';

const quotaError = (message: string) => new AppError(409, 'ATTACHMENT_QUOTA', message);

const attachmentsOf = (row: Pick<MemberRow, 'attachments'>) =>
  storedFiles(row).filter((f) => f.kind !== 'photo');

/** The one file a history row names when it is added or removed (never the whole list). */
export const fileHistoryView = (file: StoredFile) => ({
  id: file.id,
  name: file.name,
  type: file.type,
  size: file.size,
});

/** Refuses (409, Vietnamese) an attachment of `size` bytes that would pass a quota; `member` is locked. */
export async function checkAttachmentQuota(
  tx: Tx,
  quota: AttachmentQuota,
  member: MemberRow,
  size: number,
): Promise<void> {
  const own = attachmentsOf(member);
  if (own.length + 1 > quota.memberFiles) {
    throw quotaError(`Mỗi khách hàng chỉ được lưu tối đa ${quota.memberFiles} tệp đính kèm`);
  }
  const ownBytes = own.reduce((sum, f) => sum + (f.size ?? 0), 0);
  if (ownBytes + size > quota.memberBytes) {
    throw quotaError(
      `Tổng dung lượng tệp đính kèm của khách hàng vượt quá ${formatBytes(quota.memberBytes)} (đang dùng ${formatBytes(ownBytes)})`,
    );
  }
  if (member.companyId == null) return;
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, member.companyId))
    .for('update');
  const kept = sql`jsonb_array_elements(${members.attachments}) f where f->>'kind' is distinct from 'photo'`;
  const [sums] = await tx
    .select({
      files: sql<string>`coalesce(sum((select count(*) from ${kept})), 0)`,
      bytes: sql<string>`coalesce(sum((select coalesce(sum((f->>'size')::bigint), 0) from ${kept})), 0)`,
    })
    .from(members)
    .where(eq(members.companyId, member.companyId));
  if (Number(sums?.files ?? 0) + 1 > quota.companyFiles) {
    throw quotaError(`Công ty đã lưu đủ ${quota.companyFiles} tệp đính kèm cho phép`);
  }
  if (Number(sums?.bytes ?? 0) + size > quota.companyBytes) {
    throw quotaError(`Dung lượng tệp đính kèm của công ty vượt quá ${formatBytes(quota.companyBytes)}`);
  }
}
