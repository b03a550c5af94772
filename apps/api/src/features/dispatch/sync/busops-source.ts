// Another busops instance as the outside system (DISPATCH_SYNC_SOURCE=busops:<base url>): signs in
// with the configured account (password, then the identity token, as the SDK's Node example does)
// and reads that company's day board, listTrips (GET /dispatch/trips?date=), through @busops/sdk.
// The trip code over there is our external_ref. Its board names drivers by name only, so people are
// left to this side (undefined: "the source does not say"); the bus (plate), status and note come over.

import type { TripStatus } from '@busops/domain';
import { createClient, type FetchLike, IdTokenSource, toLocalPhone } from '@busops/sdk';
import { sourceFailed } from './gtfs-source.ts';
import type { DispatchSource, ExternalTrip } from './sync-source.ts';

export interface BusopsSourceOptions {
  baseUrl: string;
  appKey: string;
  phone: string;
  password: string;
  /** Injected in tests (a second in-process instance); globalThis.fetch otherwise. */
  fetch?: FetchLike;
}

export function busopsSource(options: BusopsSourceOptions): DispatchSource {
  const name = `busops: ${options.baseUrl}`;
  const { baseUrl, appKey } = options;
  const identity = new IdTokenSource({ baseUrl, appKey, fetch: options.fetch });
  const api = createClient({
    baseUrl,
    appKey,
    fetch: options.fetch,
    getIdToken: () => identity.getIdToken(),
  });
  let signedIn: Promise<unknown> | null = null;
  const signIn = async () => {
    const { data } = await api.POST('/auth/login', {
      body: { grant_type: 'password', username: toLocalPhone(options.phone), password: options.password },
    });
    await identity.signInWithCustomToken(data.customToken);
  };
  return {
    name,
    async fetchTrips(params) {
      try {
        signedIn ??= signIn().catch((error) => {
          signedIn = null; // the next sync tries again
          throw error;
        });
        await signedIn;
        const { data } = await api.GET('/dispatch/trips', { params: { query: { date: params.date } } });
        const wanted = params.routeNumbers ? new Set(params.routeNumbers.map((n) => n.toLowerCase())) : null;
        return data.items
          .filter((trip) => !wanted || wanted.has(trip.route_number.toLowerCase()))
          .map(
            (trip): ExternalTrip => ({
              external_ref: trip.code,
              route_number: trip.route_number,
              direction: trip.line_direction === 1 ? 1 : 0,
              planned_departure: new Date(trip.planned_departure).toISOString(),
              planned_arrival: new Date(trip.planned_arrival).toISOString(),
              vehicle_plate: trip.vehicle_plate,
              status: trip.status as TripStatus,
              note: trip.note,
            }),
          );
      } catch (error) {
        throw sourceFailed(name, (error as Error).message);
      }
    },
  };
}
