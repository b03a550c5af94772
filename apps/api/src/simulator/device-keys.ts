// The demo simulator is a device like any other (issue 18): it sends its feeds to
// recordVehiclePositions over HTTP with its company's device key, never as an admin. The demo seed
// gives every member company a key named SIMULATOR_KEY_NAME; the API keeps only hashes, so at its
// first feed the simulator rotates that key (creating it in a database seeded before keys existed)
// and holds the only copy of the new secret, in memory, for as long as it runs.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newKey } from '../access/machine-keys.ts';
import type { Db, Tx } from '../db/client.ts';
import { apiKeys, companies } from '../db/schema/index.ts';

export const SIMULATOR_KEY_NAME = 'Bộ mô phỏng xe (demo)';

/** Sends one company's feed (GTFS-RT protobuf); answers how many positions were written. */
export type FeedSender = (companyId: number, feed: Uint8Array) => Promise<number>;

/** The demo seed: one simulator key per member company (its secret unknown until the simulator rotates it). */
export async function seedSimulatorKeys(tx: Tx, companyIds: number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await tx.insert(apiKeys).values(
    companyIds.map((companyId) => {
      const { prefix, hash } = newKey();
      return { companyId, kind: 'device' as const, name: SIMULATOR_KEY_NAME, prefix, secretHash: hash };
    }),
  );
}

/** A fresh secret for the company's simulator key (the key made when missing). */
async function simulatorKey(db: Db, companyId: number, now: Date): Promise<string> {
  const secret = newKey();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ isSuper: companies.isSuper })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company || company.isSuper) throw new Error(`simulator: company ${companyId} takes no device feed`);
    const rotated = await tx
      .update(apiKeys)
      .set({ prefix: secret.prefix, secretHash: secret.hash, rotatedAt: now })
      .where(
        and(
          eq(apiKeys.companyId, companyId),
          eq(apiKeys.kind, 'device'),
          eq(apiKeys.name, SIMULATOR_KEY_NAME),
          isNull(apiKeys.revokedAt),
        ),
      )
      .returning({ id: apiKeys.id });
    if (rotated.length === 0) {
      await tx.insert(apiKeys).values({
        companyId,
        kind: 'device',
        name: SIMULATOR_KEY_NAME,
        prefix: secret.prefix,
        secretHash: secret.hash,
      });
    }
    return secret.key;
  });
}

/** Posts each company's feed to the ingestion operation with that company's simulator key. */
export function deviceKeySender(db: Db, app: FastifyInstance): FeedSender {
  const keys = new Map<number, Promise<string>>();
  const keyOf = (companyId: number) => {
    let key = keys.get(companyId);
    if (!key) {
      key = simulatorKey(db, companyId, new Date());
      // A failure is retried at the next feed rather than remembered.
      key.catch(() => keys.delete(companyId));
      keys.set(companyId, key);
    }
    return key;
  };
  return async (companyId, feed) => {
    const send = async () =>
      app.inject({
        method: 'POST',
        url: '/bus-management/vehicle-positions',
        headers: { 'x-api-key': await keyOf(companyId), 'content-type': 'application/x-protobuf' },
        payload: Buffer.from(feed),
      });
    let res = await send();
    if (res.statusCode === 401) {
      // The key was rotated or revoked by an admin meanwhile: take a new one once.
      keys.delete(companyId);
      res = await send();
    }
    if (res.statusCode !== 200) {
      throw new Error(`simulator feed of company ${companyId}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return (res.json() as { accepted: number }).accepted;
  };
}
