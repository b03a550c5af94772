// spec §3: attachment types recognised by file extension.
import type { components } from '@busops/sdk/schema';

/** The contract's Attachment.type enum. */
export type AttachmentType = components['schemas']['Attachment']['type'];

export const ATTACHMENT_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'doc',
  'docx',
  'other',
] as const satisfies readonly AttachmentType[];

/** A type added to the contract without a place above fails typecheck here. */
type TypesWithoutPlace = Exclude<AttachmentType, (typeof ATTACHMENT_TYPES)[number]>;
const everyTypeListed: [TypesWithoutPlace] extends [never] ? true : TypesWithoutPlace = true;
void everyTypeListed;

const IMAGES: readonly AttachmentType[] = ['png', 'jpg', 'jpeg', 'gif'];

/**
 * Type of a file name, path or URL by its extension (case-insensitive, query and hash
 * ignored); anything unrecognised or without extension is 'other'.
 */
export function attachmentTypeOf(fileName: string | null | undefined): AttachmentType {
  if (!fileName) return 'other';
  const base = fileName.split(/[?#]/, 1)[0]!.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return 'other';
  const ext = base.slice(dot + 1).toLowerCase();
  return ATTACHMENT_TYPES.find((t) => t === ext && t !== 'other') ?? 'other';
}

export function isImageAttachment(t: AttachmentType): boolean {
  return IMAGES.includes(t);
}
