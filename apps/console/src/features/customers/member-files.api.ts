// A customer's photo and attachments: the chosen file is the request body as is (the operation's
// declared octet-stream, its name in ?name=); a stored file is read back through the authenticated
// getMemberFile and shown from a blob URL.
import { api } from '../../lib/api';
import type { Member } from './members.resource';

const named = (member: Member, file: File) => ({
  params: { path: { id: member.id }, query: { name: file.name } },
});

export async function uploadMemberPhoto(member: Member, file: File): Promise<Member> {
  return (await api.send('saveMemberPhoto', file, named(member, file))).data;
}

export async function uploadMemberAttachment(member: Member, file: File): Promise<Member> {
  return (await api.send('createMemberAttachment', file, named(member, file))).data;
}

export async function deleteMemberAttachment(member: Member, fileId: number): Promise<Member> {
  const { data } = await api.call('deleteMemberAttachment', { params: { path: { id: member.id, fileId } } });
  return data;
}

/** The file at a member's image_url or attachment url (/members/{id}/files/{fileId}) as a blob URL. */
export async function memberFileUrl(url: string): Promise<string | null> {
  const match = /^\/members\/(\d+)\/files\/(\d+)$/.exec(url);
  if (!match) return null;
  const { data } = await api.call('getMemberFile', {
    params: { path: { id: Number(match[1]), fileId: Number(match[2]) } },
    parseAs: 'blob',
  });
  return URL.createObjectURL(data as Blob);
}
