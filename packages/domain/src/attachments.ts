// spec §3: attachment types recognised by file extension.

export type AttachmentType = 'png' | 'jpg' | 'jpeg' | 'gif' | 'pdf' | 'doc' | 'docx' | 'other';

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'doc',
  'docx',
  'other',
];

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
