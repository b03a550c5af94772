// A customer's photo and attachments: the chosen file is the request body as is (octet-stream, its name
// in ?name=); a stored file is read back through the authenticated getMemberFile and shown from a blob URL.
import { api } from '../../lib/api';
import type { Member } from './members.resource';

const asFile = {
  headers: { 'content-type': 'application/octet-stream' },
  bodySerializer: (body: unknown) => body as Blob,
} as const;

/** The photo (PUT .../photo) or a new attachment (POST .../attachments): the file as the body. */
async function upload(member: Member, file: File, what: 'photo' | 'attachment'): Promise<Member> {
  const init = {
    params: { path: { id: member.id }, query: { name: file.name } },
    body: file as never,
    ...asFile,
  };
  const { data } =
    what === 'photo'
      ? await api.PUT('/members/{id}/photo', init)
      : await api.POST('/members/{id}/attachments', init);
  return data as Member;
}

export const uploadMemberPhoto = (member: Member, file: File) => upload(member, file, 'photo');
export const uploadMemberAttachment = (member: Member, file: File) => upload(member, file, 'attachment');

export async function deleteMemberAttachment(member: Member, fileId: number): Promise<Member> {
  const { data } = await api.DELETE('/members/{id}/attachments/{fileId}', {
    params: { path: { id: member.id, fileId } },
  });
  return data as Member;
}

/** The file at a member's image_url or attachment url (/members/{id}/files/{fileId}) as a blob URL. */
export async function memberFileUrl(url: string): Promise<string | null> {
  const match = /^\/members\/(\d+)\/files\/(\d+)$/.exec(url);
  if (!match) return null;
  const { data } = await api.GET('/members/{id}/files/{fileId}', {
    params: { path: { id: Number(match[1]), fileId: Number(match[2]) } },
    parseAs: 'blob',
  });
  return URL.createObjectURL(data as Blob);
}
