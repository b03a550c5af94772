// A member's photo and attachments: checked (member-upload.ts), stored through the file storage port
// under a key the server makes (members/<company>/<member>/<uuid>.<type>), listed in members.attachments,
// and read back only through getMemberFile for a member of the caller's company. The storage is not
// transactional: a new file is stored before the row names it (and removed if the row cannot be
// written); a removed one is deleted after the row no longer names it. Attachments are counted
// against the member's and the company's quota (member-quota.ts) inside the transaction that adds one.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { contentDisposition } from '../../http/xlsx-stream.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import type { Services } from '../../services.ts';
import {
  MEMBER_ENTITY,
  type MemberBody,
  type StoredFile,
  storedFiles,
  toMemberBody,
} from './member.fields.ts';
import { loadVisibleMember } from './member.query.ts';
import { checkAttachmentQuota, fileHistoryView } from './member-quota.ts';
import { ATTACHMENT_UPLOAD_TYPES, type CheckedUpload, checkUpload, PHOTO_TYPES } from './member-upload.ts';

const FILE_NOT_FOUND = 'Không tìm thấy tệp';

type Files = Pick<Services, 'files' | 'log' | 'config'>;

const nextFileId = (files: StoredFile[]) =>
  files.reduce((max, f) => Math.max(max, f.id ?? 0), files.length) + 1;

/** Deleting a stored file after its row is gone: a failure leaves an orphan, logged, never an error. */
async function forget(services: Files, keys: string[]): Promise<void> {
  for (const key of keys) {
    await services.files
      .delete(key)
      .catch((err) => services.log.warn({ err, key }, 'file storage: delete failed'));
  }
}

/**
 * Stores the upload, then writes the member's file list as `change` makes it from the stored list and
 * the new entry, in one transaction with its history row; answers the member and the keys to forget.
 */
async function storeFile(
  db: Db,
  services: Files,
  principal: Principal,
  memberId: number,
  upload: CheckedUpload,
  kind: 'photo' | 'attachment',
): Promise<MemberBody> {
  const row = await loadVisibleMember(db, memberId);
  const key = `members/${row.companyId ?? 0}/${row.id}/${randomUUID()}.${upload.type}`;
  await services.files.put(key, upload.bytes, upload.contentType);
  let replaced: string[] = [];
  try {
    const answer = await recordedMutation(db, principal, async (tx) => {
      const current = await loadVisibleMember(tx, memberId, true);
      const files = storedFiles(current);
      if (kind === 'attachment') {
        await checkAttachmentQuota(tx, services.config.attachmentQuota, current, upload.bytes.length);
      }
      const entry: StoredFile = {
        id: nextFileId(files),
        kind,
        name: upload.name,
        key,
        type: upload.type,
        content_type: upload.contentType,
        size: upload.bytes.length,
        created_at: new Date().toISOString(),
      };
      const kept = kind === 'photo' ? files.filter((f) => f.kind !== 'photo') : files;
      replaced = files.filter((f) => !kept.includes(f) && f.key).map((f) => f.key!);
      const [updated] = await tx
        .update(members)
        .set({
          attachments: [...kept, entry],
          ...(kind === 'photo' ? { imageUrl: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(members.id, memberId))
        .returning();
      const before = toMemberBody(current);
      const after = toMemberBody(updated!);
      return {
        answer: after,
        history: {
          entity: MEMBER_ENTITY,
          entityId: memberId,
          action: 'update',
          companyId: current.companyId,
          // The change itself: the new photo's address, or the one file added (never the whole list).
          before: kind === 'photo' ? { image_url: before.image_url } : {},
          after: kind === 'photo' ? { image_url: after.image_url } : { attachment: fileHistoryView(entry) },
        },
      };
    });
    await forget(services, replaced);
    return answer;
  } catch (error) {
    await forget(services, [key]);
    throw error;
  }
}

export function saveMemberPhoto(
  db: Db,
  services: Files,
  principal: Principal,
  memberId: number,
  name: string,
  body: unknown,
): Promise<MemberBody> {
  return storeFile(db, services, principal, memberId, checkUpload(name, body, PHOTO_TYPES), 'photo');
}

export function addMemberAttachment(
  db: Db,
  services: Files,
  principal: Principal,
  memberId: number,
  name: string,
  body: unknown,
): Promise<MemberBody> {
  return storeFile(
    db,
    services,
    principal,
    memberId,
    checkUpload(name, body, ATTACHMENT_UPLOAD_TYPES),
    'attachment',
  );
}

export async function deleteMemberAttachment(
  db: Db,
  services: Files,
  principal: Principal,
  memberId: number,
  fileId: number,
): Promise<MemberBody> {
  let removed: StoredFile | undefined;
  const answer = await recordedMutation(db, principal, async (tx) => {
    const current = await loadVisibleMember(tx, memberId, true);
    const files = storedFiles(current);
    const body = toMemberBody(current);
    const index = body.attachments.findIndex((a) => a.id === fileId);
    if (index < 0) throw notFound(FILE_NOT_FOUND);
    removed = files.filter((f) => f.kind !== 'photo')[index];
    const [updated] = await tx
      .update(members)
      .set({ attachments: files.filter((f) => f !== removed), updatedAt: new Date() })
      .where(eq(members.id, memberId))
      .returning();
    return {
      answer: toMemberBody(updated!),
      history: {
        entity: MEMBER_ENTITY,
        entityId: memberId,
        action: 'update',
        companyId: current.companyId,
        before: { attachment: fileHistoryView(removed!) },
        after: {},
      },
    };
  });
  if (removed?.key) await forget(services, [removed.key]);
  return answer;
}

/** The file's bytes with the type checked at upload; never a path a caller chose. */
export async function sendMemberFile(
  db: Db,
  services: Files,
  memberId: number,
  fileId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const row = await loadVisibleMember(db, memberId);
  const file = storedFiles(row).find((f) => f.id === fileId && f.key);
  const bytes = file?.key ? await services.files.get(file.key) : null;
  if (!file || !bytes) throw notFound(FILE_NOT_FOUND);
  return reply
    .header('content-type', file.content_type ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(file.name ?? `tep-${fileId}`))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
