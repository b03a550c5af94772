// The fixture of a record owned by one company (a vehicle, a route...): one such record in each demo
// company; the caller reaches it when it is of their company or they work in the super company,
// any other company's record answers 404 (its existence is not revealed).
import type { Fixture } from './fixtures.ts';
import { COMPANY_KEYS, type World } from './world.ts';

/** The record's id, or its id with the other path ids that name it (a line's route). */
export type OwnedRecord = number | { value: number; params: Record<string, number> };

export function companyOwned(insert: (world: World, companyId: number) => Promise<OwnedRecord>): Fixture {
  return {
    kinds: (world) =>
      COMPANY_KEYS.map((company) => ({
        label: `record of ${company}`,
        key: company,
        make: async () => {
          const companyId = world.companyIds[company];
          const record = await insert(world, companyId);
          const named = typeof record === 'number' ? { value: record } : record;
          return { ...named, companyId, role: null, userId: null };
        },
      })),
    expect: (_world, _operationId, actor, target) =>
      actor.isSuper || target.companyId === actor.companyId ? 'ok' : 404,
  };
}
