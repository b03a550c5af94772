// Uploads of members' photos and attachments: the file itself as an application/octet-stream body
// (no multipart), its name in the query. Checked by its name's extension AND its first bytes, so a
// renamed .exe is refused whatever it is called; Fastify answers a body over the limit 413 before
// any handler runs.
import { type AttachmentType, attachmentTypeOf, singleLine } from '@busops/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';

export function installUploadBodyParser(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_r, body, done) => done(null, body),
  );
}

type StoredType = Exclude<AttachmentType, 'other'>;

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc (OLE compound file)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx (Office Open XML is a zip)

/** Whether the bytes are what the extension says (magic bytes). */
const CONTENT_CHECKS: Record<StoredType, (bytes: Buffer) => boolean> = {
  png: (b) => startsWith(b, PNG),
  jpg: (b) => startsWith(b, JPEG),
  jpeg: (b) => startsWith(b, JPEG),
  gif: (b) =>
    b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  pdf: (b) => startsWith(b, PDF),
  doc: (b) => startsWith(b, OLE),
  docx: (b) => startsWith(b, ZIP),
};

export const CONTENT_TYPES: Record<StoredType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const PHOTO_TYPES: readonly StoredType[] = ['png', 'jpg', 'jpeg', 'gif'];
export const ATTACHMENT_UPLOAD_TYPES: readonly StoredType[] = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'doc',
  'docx',
];

const listed = (types: readonly StoredType[]) => types.join(', ');

export interface CheckedUpload {
  name: string;
  type: StoredType;
  contentType: string;
  bytes: Buffer;
}

/** The upload, or a 400 in Vietnamese: not a file, a type not accepted, content not of its type. */
export function checkUpload(name: string, body: unknown, accepted: readonly StoredType[]): CheckedUpload {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError(400, 'BAD_REQUEST', 'Vui lòng chọn tệp để tải lên (application/octet-stream)');
  }
  // The last path segment, as one clean line (no CR/LF or direction override in a stored name).
  const clean = singleLine(name.split(/[/\\]/).pop()!).slice(0, 200);
  if (clean === '') throw new AppError(400, 'BAD_REQUEST', 'Tên tệp không được để trống');
  const type = attachmentTypeOf(clean);
  if (type === 'other' || !accepted.includes(type)) {
    throw new AppError(400, 'BAD_REQUEST', `Chỉ nhận tệp ${listed(accepted)}`);
  }
  if (!CONTENT_CHECKS[type](body)) {
    throw new AppError(400, 'BAD_REQUEST', `Nội dung tệp không đúng định dạng ${type}`);
  }
  return { name: clean, type, contentType: CONTENT_TYPES[type], bytes: body };
}
