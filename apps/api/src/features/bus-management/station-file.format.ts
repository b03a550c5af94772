// The on-board stop announcement file (docs/station-files.md), built from a line's ordered stops:
// pure functions, so the format is tested without a database.
import { distanceKm, type LatLng } from '@busops/domain';
import type { SuccessOf } from '../../http/operation.ts';

export type StationFile = SuccessOf<'exportStationFiles'>;
export type StationLine = StationFile['lines'][number];
export type StationStop = StationLine['stops'][number];

export const STATION_FORMAT = 'busops-station-file';
export const STATION_VERSION = 1;

/** The name for devices without Vietnamese fonts: no diacritics, đ = d, case kept ('Bến Thành' -> 'Ben Thanh'). */
export function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');
}

/** Great-circle distance in metres: legs between stops are short, this is plenty. */
export function metresBetween(a: LatLng, b: LatLng): number {
  return distanceKm(a, b) * 1000;
}

export interface LineStopRow {
  stopId: number;
  code: string;
  name: string;
  lat: number;
  lng: number;
  triggerRadiusM: number;
  /** Distance along the shape from the first stop (km), when the line has it. */
  distanceKm: number | null;
}

/**
 * The stops of one line in travel order, numbered from 1. Distance from the start: the line's own
 * distance_km when given (measured along the shape), else the sum of straight legs so far.
 */
export function stationStops(rows: LineStopRow[]): StationStop[] {
  let travelled = 0;
  return rows.map((row, index) => {
    if (index > 0) travelled += metresBetween(rows[index - 1]!, row);
    return {
      order: index + 1,
      stop_id: row.stopId,
      code: row.code,
      name: row.name,
      name_ascii: asciiName(row.name),
      lat: row.lat,
      lng: row.lng,
      trigger_radius_m: row.triggerRadiusM,
      distance_m: Math.round(row.distanceKm !== null ? row.distanceKm * 1000 : travelled),
    };
  });
}
