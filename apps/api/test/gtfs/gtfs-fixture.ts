// Test helpers: the synthetic network written into a company, a feed read back with gtfs-utils'
// GTFS CSV reader (derhuerst/gtfs-utils, from npm), and small hand-made feeds zipped with yazl.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import readCsv from 'gtfs-utils/read-csv.js';
import { ZipFile } from 'yazl';
import { readGtfsZip } from '../../src/features/gtfs/gtfs.zip-read.ts';
import type { TestApp } from '../harness.ts';
import { type NetworkSize, networkFixtureStatements } from './network-fixture.ts';

export async function buildNetwork(t: TestApp, companyId: number, size: NetworkSize): Promise<void> {
  const { db } = t.services.database;
  for (const statement of networkFixtureStatements(size)) {
    await db.execute(sql.raw(statement.replaceAll('$1', String(companyId))));
  }
}

export type ParsedEntities = Map<string, Array<Record<string, unknown>>>;

const TYPES: Record<string, string> = {
  'agency.txt': 'agency',
  'stops.txt': 'stop',
  'routes.txt': 'route',
  'trips.txt': 'trip',
  'stop_times.txt': 'stop_time',
  'calendar.txt': 'calendar',
  'calendar_dates.txt': 'calendar_date',
  'shapes.txt': 'shape',
  'fare_attributes.txt': 'fare_attribute',
  'fare_rules.txt': 'fare_rule',
  'feed_info.txt': 'feed_info',
};

/** Every row of the feed, by type (stop, route, trip, stop_time, shape, ...), as gtfs-utils reads it. */
export async function readFeed(zip: Buffer): Promise<ParsedEntities> {
  const out: ParsedEntities = new Map();
  for (const [name, text] of await readGtfsZip(zip)) {
    const rows: Array<Record<string, unknown>> = [];
    for await (const row of await readCsv(Readable.from([text], { objectMode: false }))) rows.push(row);
    out.set(TYPES[name] ?? name, rows);
  }
  return out;
}

/** A zip of the given files (name -> CSV text). */
export function zipFeed(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  return zipBytes(zip);
}

/** Ends a yazl zip and collects its bytes. */
export function zipBytes(zip: ZipFile): Promise<Buffer> {
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A small feed of two routes in Saigon: five stops, one trip pattern per direction, two services. */
export const SMALL_FEED: Record<string, string> = {
  'agency.txt':
    'agency_id,agency_name,agency_url,agency_timezone\nsg,Xe buýt Sài Gòn,https://example.vn,Asia/Ho_Chi_Minh\n',
  'stops.txt': [
    'stop_id,stop_code,stop_name,stop_lat,stop_lon,wheelchair_boarding',
    'a,GA01,Bến Thành,10.7725,106.6980,1',
    'b,GA02,Nhà hát Thành phố,10.7768,106.7031,0',
    'c,GA03,Bến Bạch Đằng,10.7750,106.7070,',
    'd,GA04,"Chợ Lớn, Quận 5",10.7505,106.6580,1',
    'e,GA05,Đại học Sư phạm,10.7610,106.6820,0',
  ].join('\n'),
  'routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type,route_color\nr1,sg,G1,Bến Thành - Bến Bạch Đằng,3,E53935\nr2,sg,G2,Bến Thành - Chợ Lớn,3,\n',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nwk,1,1,1,1,1,0,0,20260101,20261231\nwe,0,0,0,0,0,1,1,20260101,20261231\n',
  'trips.txt': [
    'route_id,service_id,trip_id,direction_id,trip_headsign,shape_id',
    'r1,wk,t1,0,Bến Bạch Đằng,s1',
    'r1,wk,t2,0,Bến Bạch Đằng,s1',
    'r1,we,t3,1,Bến Thành,',
    'r2,wk,t4,0,Chợ Lớn,',
  ].join('\n'),
  'stop_times.txt': [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence,shape_dist_traveled',
    't1,06:00:00,06:00:00,a,1,0',
    't1,06:05:00,06:05:00,b,2,0.7',
    't1,06:12:00,06:12:00,c,3,1.2',
    't2,06:30:00,06:30:00,a,1,0',
    't2,06:36:00,06:36:00,b,2,0.7',
    't2,06:43:00,06:43:00,c,3,1.2',
    't3,07:00:00,07:00:00,c,1,',
    't3,07:15:00,07:15:00,a,2,',
    't4,05:30:00,05:30:00,a,1,',
    't4,05:45:00,05:45:00,e,2,',
    't4,06:10:00,06:10:00,d,3,',
  ].join('\n'),
  'shapes.txt':
    'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\ns1,10.7725,106.6980,1\ns1,10.7768,106.7031,2\ns1,10.7750,106.7070,3\n',
  'fare_attributes.txt': 'fare_id,price,currency_type,payment_method,transfers\nf1,7000,VND,0,0\n',
  'fare_rules.txt': 'fare_id,route_id\nf1,r1\nf1,r2\n',
};
