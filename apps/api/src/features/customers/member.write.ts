// Registering and updating members (customers), each in one transaction with its history row, through
// the caller's scoped db (ADR 0009). A phone is unique in a company's customer file (409).
import { toInternationalPhone } from '@busops/sdk';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { memberSearchText } from '../../db/search-text.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isRealDay } from '../real-day.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { MEMBER_ENTITY, MEMBER_PHONE_TAKEN, type MemberBody, toMemberBody } from './member.fields.ts';
import { loadVisibleMember } from './member.query.ts';

function assertBirthDay(day: string | null | undefined): void {
  if (day && !isRealDay(day)) throw badRequest('Ngày sinh không hợp lệ');
}

export async function createMember(
  db: Db,
  principal: Principal,
  body: BodyOf<'createMember'>,
): Promise<MemberBody> {
  assertBirthDay(body.date_of_birth);
  const companyId = targetCompanyId(principal, undefined);
  const phone = toInternationalPhone(body.phone_number);
  try {
    return await recordedMutation(db, principal, async (tx) => {
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.companyId, companyId), eq(members.phoneNumber, phone)));
      if (taken) throw conflict(MEMBER_PHONE_TAKEN);
      const [row] = await tx
        .insert(members)
        .values({
          companyId,
          phoneNumber: phone,
          fullName: body.full_name,
          dateOfBirth: body.date_of_birth ?? null,
          address: body.address ?? null,
          searchText: memberSearchText(body.full_name, phone),
        })
        .returning();
      const answer = toMemberBody(row!);
      return {
        answer,
        history: { entity: MEMBER_ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MEMBER_PHONE_TAKEN);
    throw error;
  }
}

export function updateMember(
  db: Db,
  principal: Principal,
  id: number,
  body: BodyOf<'updateMember'>,
): Promise<MemberBody> {
  assertBirthDay(body.date_of_birth);
  return recordedMutation(db, principal, async (tx) => {
    const row = await loadVisibleMember(tx, id, true);
    const before = toMemberBody(row);
    const [updated] = await tx
      .update(members)
      .set({
        fullName: body.full_name,
        dateOfBirth: body.date_of_birth ?? null,
        address: body.address ?? null,
        searchText: memberSearchText(body.full_name, row.phoneNumber),
        updatedAt: new Date(),
      })
      .where(eq(members.id, id))
      .returning();
    const answer = toMemberBody(updated!);
    return {
      answer,
      history: {
        entity: MEMBER_ENTITY,
        entityId: id,
        action: 'update',
        companyId: row.companyId,
        before,
        after: answer,
      },
    };
  });
}
