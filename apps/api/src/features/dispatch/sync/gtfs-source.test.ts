// The dispatch sync's GTFS source reads its feed in the import's parse worker (issue 18): the API's
// event loop only hands over the bytes and receives the day's trips. A feed of 20,000 trips (400,000
// stop_times, ~14 MB of text) read on the event loop kept it busy for the whole read; in the worker the
// loop is idle most of the time the read takes.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { zipFeed } from '../../../../test/gtfs/gtfs-fixture.ts';
import { feedTripsOfFiles } from '../../gtfs/gtfs.parse-thread.ts';
import { gtfsFeedSource } from './gtfs-source.ts';

const TRIPS = 20_000;
const CALLS = 20;

function bigFiles(): Record<string, string> {
  const trips = ['route_id,service_id,trip_id,direction_id'];
  const stopTimes = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'];
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  for (let i = 0; i < TRIPS; i++) {
    const start = 300 + ((i * 7) % 1000);
    trips.push(`r${i % 150},wk,t${i},${i % 2}`);
    for (let s = 0; s < CALLS; s++)
      stopTimes.push(
        `t${i},${clock(start + s * 3)},${clock(start + s * 3)},s${(i * 13 + s * 31) % 4000},${s + 1}`,
      );
  }
  return {
    'routes.txt': [
      'route_id,route_short_name,route_type',
      ...Array.from({ length: 150 }, (_, r) => `r${r},${r},3`),
    ].join('\n'),
    'trips.txt': trips.join('\n'),
    'stop_times.txt': stopTimes.join('\n'),
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nwk,1,1,1,1,1,1,1,20260101,20271231',
  };
}

async function bigFeed(): Promise<string> {
  const zip = await zipFeed(bigFiles());
  const path = join(tmpdir(), `busops-sync-feed-${process.pid}.zip`);
  await writeFile(path, zip);
  return path;
}

describe('the GTFS sync source', () => {
  it("reads a large feed off the API's event loop and answers the day's trips", async () => {
    const source = gtfsFeedSource(await bigFeed());
    const before = performance.eventLoopUtilization();
    const trips = await source.fetchTrips({ date: '2027-03-17' });
    const used = performance.eventLoopUtilization(before);
    expect(trips).toHaveLength(TRIPS);
    expect(trips[0]).toMatchObject({ external_ref: 't0', route_number: '0', direction: 0 });
    console.log(
      `[sync source] ${TRIPS} trips in ${Math.round(used.idle + used.active)} ms, event loop busy ${Math.round(used.active)} ms (${(used.utilization * 100).toFixed(0)}%)`,
    );
    // On the event loop the read alone kept it busy throughout (utilization ~1).
    expect(used.utilization).toBeLessThan(0.5);
  }, 120_000);

  it("reads the texts of the instance's own export (no file) in the same worker", async () => {
    const files = new Map(Object.entries(bigFiles()));
    const before = performance.eventLoopUtilization();
    const { trips, errors } = await feedTripsOfFiles(files, { date: '2027-03-17' });
    const used = performance.eventLoopUtilization(before);
    expect(errors).toEqual([]);
    expect(trips).toHaveLength(TRIPS);
    console.log(
      `[own feed] ${TRIPS} trips in ${Math.round(used.idle + used.active)} ms, event loop busy ${Math.round(used.active)} ms (${(used.utilization * 100).toFixed(0)}%)`,
    );
    expect(used.utilization).toBeLessThan(0.5);
  }, 120_000);
});
