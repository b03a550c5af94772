// Looking users up by phone number: stored in +84 form, typed in local or +84 form.
import { toInternationalPhone } from '@busops/sdk';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export const normalizePhone = (input: string): string => toInternationalPhone(input);

export async function findUserByPhone(executor: Executor, phone: string): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(users.phoneNumber, normalizePhone(phone)));
  return user;
}
