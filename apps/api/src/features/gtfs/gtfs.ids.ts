// Stable GTFS ids built from what the operator knows (route number, stop code, direction, day type,
// departure), so two exports of the same network name the same trips and an import can match them.

export type GtfsDayType = 'weekday' | 'saturday' | 'sunday';

/** calendar.txt: service_id = the day type; monday..sunday flags. Holidays are not exported. */
export const GTFS_SERVICES: Record<GtfsDayType, readonly number[]> = {
  weekday: [1, 1, 1, 1, 1, 0, 0],
  saturday: [0, 0, 0, 0, 0, 1, 0],
  sunday: [0, 0, 0, 0, 0, 0, 1],
};

export const gtfsIds = {
  agency: (companyId: number) => `busops-${companyId}`,
  route: (number: string) => number,
  /** '19-0-weekday-0530': route 19, direction 0, weekdays, leaving at 05:30. */
  trip: (number: string, direction: number, dayType: string, time: string) =>
    `${number}-${direction}-${dayType}-${time.replace(':', '')}`,
  shape: (number: string, direction: number) => `${number}-${direction}`,
  fare: (number: string, price: number) => `${number}-standard-${price}`,
};
