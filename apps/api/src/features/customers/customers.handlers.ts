// Customers (members) and their NFC cards (/customer/search, /customer/ticket-bus). This map only
// unpacks the request; `db` is scoped to the caller's companies (ADR 0009). The work is in member.*
// and nfc-card.*.
import { defineHandlers } from '../../http/operation.ts';
import { toMemberBody } from './member.fields.ts';
import {
  addMemberAttachment,
  deleteMemberAttachment,
  saveMemberPhoto,
  sendMemberFile,
} from './member.files.ts';
import { loadVisibleMember, searchMembersPage } from './member.query.ts';
import { createMember, updateMember } from './member.write.ts';
import { exportNfcCards } from './nfc-card.export.ts';
import { listNfcCardHistoryPage } from './nfc-card.history.ts';
import { listNfcCardsPage } from './nfc-card.query.ts';
import { createNfcCard, linkNfcCard, updateNfcCardUser } from './nfc-card.write.ts';

export const customerHandlers = defineHandlers({
  async searchMembers({ query, db }) {
    return searchMembersPage(db, query);
  },

  async getMember({ params, db }) {
    return toMemberBody(await loadVisibleMember(db, params.id));
  },

  async createMember({ body, principal, db }) {
    return createMember(db, principal, body);
  },

  async updateMember({ params, body, principal, db }) {
    return updateMember(db, principal, params.id, body);
  },

  async saveMemberPhoto({ params, query, request, principal, db, services }) {
    return saveMemberPhoto(db, services, principal, params.id, query.name, request.body);
  },

  async createMemberAttachment({ params, query, request, principal, db, services }) {
    return addMemberAttachment(db, services, principal, params.id, query.name, request.body);
  },

  async deleteMemberAttachment({ params, principal, db, services }) {
    return deleteMemberAttachment(db, services, principal, params.id, params.fileId);
  },

  async getMemberFile({ params, db, services, reply }) {
    return sendMemberFile(db, services, params.id, params.fileId, reply);
  },

  async listNfcCards({ query, db, reply }) {
    if (query.export) return exportNfcCards(db, query, reply);
    return listNfcCardsPage(db, query);
  },

  async createNfcCard({ body, principal, db }) {
    return createNfcCard(db, principal, body);
  },

  async listNfcCardHistory({ params, query, db }) {
    return listNfcCardHistoryPage(db, params.id, query);
  },

  async createNfcCardUser({ body, principal, db }) {
    return linkNfcCard(db, principal, body);
  },

  async updateNfcCardUser({ body, principal, db }) {
    return updateNfcCardUser(db, principal, body);
  },
});
