import { describe, expect, it } from 'vitest';
import { tripsOfFeed } from './gtfs-trips.ts';

const files = (extra: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      'routes.txt': 'route_id,route_short_name\nr,08\n',
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nwk,1,1,1,1,1,0,0,20261101,20261130\n',
      'calendar_dates.txt': 'service_id,date,exception_type\nwk,20261124,2\nhol,20261124,1\n',
      'trips.txt': 'route_id,service_id,trip_id,direction_id\nr,wk,a,1\nr,hol,b,0\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\na,,23:50:00,x,1\na,24:30:00,,y,9\na,24:10:00,24:10:00,z,5\nb,08:00:00,08:00:00,x,1\nb,08:40:00,08:40:00,y,2\n',
      ...extra,
    }),
  );

describe('GTFS trips of a service day', () => {
  it('keeps a trip past 24:00 on its service day, from its first to its last stop', () => {
    expect(tripsOfFeed(files(), { date: '2026-11-23' })).toEqual({
      errors: [],
      trips: [
        {
          external_ref: 'a',
          route_number: '08',
          direction: 1,
          planned_departure: '2026-11-23T16:50:00.000Z',
          planned_arrival: '2026-11-23T17:30:00.000Z',
        },
      ],
    });
  });

  it('applies calendar_dates: a service removed and another added on the date', () => {
    const { trips } = tripsOfFeed(files(), { date: '2026-11-24' });
    expect(trips.map((t) => t.external_ref)).toEqual(['b']);
  });

  it('runs nothing outside the calendar window or on another route', () => {
    expect(tripsOfFeed(files(), { date: '2026-12-01' }).trips).toEqual([]);
    expect(tripsOfFeed(files(), { date: '2026-11-23', routeNumbers: ['09'] }).trips).toEqual([]);
  });

  it('reports a feed without its required files', () => {
    const broken = files();
    broken.delete('stop_times.txt');
    expect(tripsOfFeed(broken, { date: '2026-11-23' }).errors).toEqual([
      'Thiếu tệp bắt buộc: stop_times.txt',
    ]);
  });
});
