// Customers (members) and NFC cards in the target matrix: a member (with a stored attachment) and a
// stock card in each demo company (only its own company reaches them; the operations are for member
// companies), and valid requests for the operations that aim at one.
import { randomBytes } from 'node:crypto';
import { members, nfcCards } from '../../../src/db/schema/index.ts';
import { memberSearchText } from '../../../src/db/search-text.ts';
import { companyOwned } from './company-owned.ts';
import type { SampleRequest } from './requests.ts';
import type { Actor, World } from './world.ts';

let serial = 0;
/** The first bytes of a PNG: what the upload check reads. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

/** A member of the company with one attachment (file id 1) in the storage. */
export async function insertMember(world: World, companyId: number): Promise<number> {
  const phone = `+8497${String(1_000_000 + serial++).padStart(7, '0')}`;
  const key = `members/${companyId}/matrix-${serial++}.png`;
  await world.t.services.files.put(key, PNG_BYTES, 'image/png');
  const [row] = await world.t.services.database.db
    .insert(members)
    .values({
      companyId,
      phoneNumber: phone,
      fullName: 'Khách ma trận',
      searchText: memberSearchText('Khách ma trận', phone),
      attachments: [
        { id: 1, kind: 'attachment', name: 'giay-to.png', key, type: 'png', content_type: 'image/png' },
      ],
    })
    .returning({ id: members.id });
  return row!.id;
}

/** A stock card of the company (active, no holder) with a fresh UID and number. */
export async function insertStockCard(world: World, companyId: number): Promise<number> {
  const [row] = await world.t.services.database.db
    .insert(nfcCards)
    .values({ companyId, uid: randomBytes(7).toString('hex').toUpperCase(), cardNumber: `TM-${serial++}` })
    .returning({ id: nfcCards.id });
  return row!.id;
}

const upload = (name: string): SampleRequest => ({
  query: { name },
  headers: { 'content-type': 'application/octet-stream' },
  body: PNG_BYTES as unknown as Record<string, unknown>,
});

/** createNfcCardUser names a card and a member: the one not aimed at is a fresh one of the actor's company. */
const linkSample = async (world: World, actor: Actor): Promise<SampleRequest> => ({
  body: {
    card_id: await insertStockCard(world, actor.companyId!),
    member_id: await insertMember(world, actor.companyId!),
  },
});

export const memberTargets = {
  fixture: companyOwned((world, companyId) => insertMember(world, companyId)),
  requests: {
    getMember: () => ({}),
    updateMember: () => ({ body: { full_name: 'Khách do ma trận sửa', address: 'Địa chỉ ma trận' } }),
    saveMemberPhoto: () => upload('anh.png'),
    createMemberAttachment: () => upload('giay-to.png'),
    deleteMemberAttachment: () => ({ params: { fileId: 1 } }),
    getMemberFile: () => ({ params: { fileId: 1 } }),
    listNfcCards: () => ({}),
    createNfcCardUser: linkSample,
  },
};

export const cardTargets = {
  fixture: companyOwned((world, companyId) => insertStockCard(world, companyId)),
  requests: {
    listNfcCardHistory: () => ({}),
    updateNfcCardUser: () => ({ body: { action: 'blocked' } }),
  },
};
