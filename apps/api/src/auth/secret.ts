import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';
import { randomToken } from './tokens.ts';

/** The local identity's signing secret: configured, or generated once and kept in the database. */
export async function resolveAuthSecret(database: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  const { db } = database;
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row!.value;
}
