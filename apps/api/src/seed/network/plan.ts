// A network to write, as plain data: stops, routes with their two lines, tickets, auto-price
// entries, schedules and (for the scale generator) buses. The demo seed and the scale generator
// both build one and hand it to writeNetwork, so the two share one writer.
import type { LngLat } from './geo.ts';

export interface PlanStop {
  /** Unique in the company. */
  code: string;
  name: string;
  address: string | null;
  lat: number;
  lng: number;
  hasShelter: boolean;
  wheelchairAccessible: boolean;
}

export interface PlanLine {
  direction: 0 | 1;
  name: string;
  shape: LngLat[];
  lengthKm: number;
  /** In order: the stop's code and its distance from the line's first stop along the shape. */
  stops: Array<{ code: string; distanceKm: number }>;
}

export type TicketType = 'standard' | 'student' | 'priority';
export type DayType = 'weekday' | 'saturday' | 'sunday' | 'holiday';

export interface PlanRoute {
  number: string;
  name: string;
  type: 'subsidized' | 'unsubsidized';
  operatingStart: string;
  operatingEnd: string;
  headwayMinutes: number;
  lengthKm: number;
  color: string;
  isAutoPrice: boolean;
  note: string | null;
  lines: PlanLine[];
  tickets: Array<{ name: string; type: TicketType; price: number; distanceKm: number | null }>;
  autoPrices: Array<{ type: TicketType; price: number; maxDistanceKm: number | null }>;
  schedules: Array<{ direction: 0 | 1; dayType: DayType; departureTime: string; runningMinutes: number }>;
}

export interface PlanVehicle {
  plate: string;
  fleetNumber: string;
  make: string;
  model: string;
  seats: number;
  standingPlaces: number;
  fuel: 'diesel' | 'cng' | 'electric';
  wheelchairAccessible: boolean;
  depot: string;
  gpsDeviceId: string;
  inspectionExpiresOn: string;
  badgeExpiresOn: string;
  insuranceExpiresOn: string;
}

export interface NetworkPlan {
  stops: PlanStop[];
  routes: PlanRoute[];
  vehicles: PlanVehicle[];
}
