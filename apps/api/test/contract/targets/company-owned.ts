// The fixture of a record owned by one company (a vehicle, a route...): one such record in each demo
// company; the caller reaches it when it is of their company or they work in the super company,
// any other company's record answers 404 (its existence is not revealed).
import type { Fixture } from './fixtures.ts';
import { COMPANY_KEYS, type World } from './world.ts';

export function companyOwned(insert: (world: World, companyId: number) => Promise<number>): Fixture {
  return {
    kinds: (world) =>
      COMPANY_KEYS.map((company) => ({
        label: `record of ${company}`,
        key: company,
        make: async () => {
          const companyId = world.companyIds[company];
          return { value: await insert(world, companyId), companyId, role: null, userId: null };
        },
      })),
    expect: (_world, _operationId, actor, target) =>
      actor.isSuper || target.companyId === actor.companyId ? 'ok' : 404,
  };
}
