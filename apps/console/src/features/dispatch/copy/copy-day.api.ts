// The two copy operations by operationId: a route's day (copyRouteTrips) or every route's (copyTrips).
import type { components } from '@busops/sdk';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import type { CopyDayRequest } from './copy-day.form';

export type TripCopyResult = components['schemas']['TripCopyResult'];
export type TripCopyDay = components['schemas']['TripCopyDay'];

export function copyDay(
  request: CopyDayRequest,
  extra: { dry_run?: boolean; accept_warnings?: boolean; preview_token?: string },
): Promise<TripCopyResult> {
  const body = { ...request.body, ...extra };
  if (request.routeId === null) return data(api.call('copyTrips', { body }));
  return data(api.call('copyRouteTrips', { params: { path: { routeId: request.routeId } }, body }));
}
