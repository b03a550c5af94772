// Valid requests for handing a ticket set to a trip and taking it back, in the target matrix: the trip
// aimed at is the one its fixture made right before the sample (the newest trip); a return needs a set
// on it, written here with a series of its own.
import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { routeTrips, ticketSets } from '../../../src/db/schema/index.ts';
import type { SampleRequest } from './requests.ts';
import type { World } from './world.ts';

/** A series no other sample used (the matrix may build its world more than once). */
const freshSeries = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

export const ticketSetRequests: Record<string, (world: World) => Promise<SampleRequest> | SampleRequest> = {
  createTicketSet: () => ({
    body: { series: freshSeries('TM'), serial_from: 1, serial_to: 50, denomination: 7000 },
  }),
  recordTicketSetReturn: async (world) => {
    const { db } = world.t.services.database;
    const [trip] = await db.select().from(routeTrips).orderBy(desc(routeTrips.id)).limit(1);
    const series = freshSeries('TR');
    await db.insert(ticketSets).values({
      companyId: trip!.companyId,
      routeId: trip!.routeId,
      tripCode: trip!.code,
      serviceDate: trip!.serviceDate,
      series,
      serialFrom: 1,
      serialTo: 50,
      denomination: 7000,
    });
    return { body: { series, serial_from: 1, returned_from: 31 } };
  },
};
