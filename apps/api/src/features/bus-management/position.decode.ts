// GTFS-Realtime VehiclePosition feeds as devices send them (protobuf through the maintained
// gtfs-realtime-bindings, or JSON with the same fields) turned into one plain report per entity.
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { badRequest } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { spec } from '../../http/spec.ts';

const { transit_realtime } = GtfsRealtimeBindings;

export interface PositionReport {
  deviceId: string;
  lat: number;
  lng: number;
  bearing: number | null;
  speed: number | null;
  reportedAt: Date;
  tripId: string | null;
  currentStopSequence: number | null;
}

type JsonFeed = BodyOf<'recordVehiclePositions'>;

/** GTFS-RT Position fields are float32 (~7 significant digits): 5 decimals (~1 m) without the float noise. */
const float32 = (value: number) => Math.round(value * 1e5) / 1e5;

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Out-of-range coordinates refuse the whole feed (a device sending them is broken, not late). */
function checkedReport(report: PositionReport, index: number): PositionReport {
  const { lat, lng } = report;
  if (!(Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
    throw badRequest(`Toạ độ không hợp lệ ở vị trí ${index + 1}: vĩ độ -90..90, kinh độ -180..180`);
  }
  return report;
}

/**
 * The measured time; absent (or 0) is "now", the time received. A protobuf uint64 past 2100 is read as
 * 2100 (still a Date), which the time rule then refuses as ahead of the clock (position.time.ts).
 */
const LAST_SECOND = 4_102_444_800;
const toDate = (seconds: number | null, now: Date) =>
  seconds && seconds > 0 ? new Date(Math.min(seconds, LAST_SECOND) * 1000) : now;

/**
 * Entities one feed may carry, in either form: the contract's maxItems of the JSON feed (the router
 * refuses a longer JSON feed with 400), applied to the protobuf feed here, so one number caps both.
 */
export const MAX_FEED_ENTITIES: number = (() => {
  const post = spec.paths['/bus-management/vehicle-positions']?.post as
    | {
        requestBody: {
          content: Record<string, { schema: { properties: { entity: { maxItems: number } } } }>;
        };
      }
    | undefined;
  const max = post?.requestBody.content['application/json']?.schema.properties.entity.maxItems;
  if (typeof max !== 'number')
    throw new Error('recordVehiclePositions: the feed has no maxItems in the contract');
  return max;
})();
const MAX_INT4 = 2_147_483_647;
const int4OrNull = (value: number | null | undefined) =>
  typeof value === 'number' && value >= 0 && value <= MAX_INT4 ? value : null;

export function decodeJsonFeed(feed: JsonFeed, now = new Date()): PositionReport[] {
  return feed.entity.map((entity, index) => {
    const v = entity.vehicle;
    return checkedReport(
      {
        deviceId: v.vehicle.id,
        lat: v.position.latitude,
        lng: v.position.longitude,
        bearing: finiteOrNull(v.position.bearing),
        speed: finiteOrNull(v.position.speed),
        reportedAt: toDate(v.timestamp ?? null, now),
        tripId: v.trip?.trip_id ?? null,
        currentStopSequence: v.current_stop_sequence ?? null,
      },
      index,
    );
  });
}

export function decodeProtobufFeed(bytes: Uint8Array, now = new Date()): PositionReport[] {
  let message: ReturnType<typeof transit_realtime.FeedMessage.decode>;
  try {
    message = transit_realtime.FeedMessage.decode(bytes);
  } catch {
    throw badRequest('Dữ liệu GTFS-Realtime không đọc được (FeedMessage protobuf)');
  }
  if (message.entity.length > MAX_FEED_ENTITIES) {
    throw badRequest(
      `Một lần gửi tối đa ${MAX_FEED_ENTITIES.toLocaleString('vi-VN')} vị trí (nhận ${message.entity.length.toLocaleString('vi-VN')})`,
    );
  }
  const reports: PositionReport[] = [];
  for (const entity of message.entity) {
    const v = entity.vehicle;
    const deviceId = v?.vehicle?.id;
    if (!v?.position || !deviceId) continue;
    reports.push(
      checkedReport(
        {
          deviceId,
          lat: float32(v.position.latitude),
          lng: float32(v.position.longitude),
          bearing: v.position.bearing == null ? null : float32(v.position.bearing),
          speed: v.position.speed == null ? null : float32(v.position.speed),
          reportedAt: toDate(v.timestamp == null ? null : Number(v.timestamp), now),
          tripId: v.trip?.tripId || null,
          currentStopSequence: int4OrNull(v.currentStopSequence),
        },
        reports.length,
      ),
    );
  }
  return reports;
}

/** A FeedMessage of VehiclePosition entities as protobuf bytes (simulator, tests, benchmark). */
export function encodeProtobufFeed(reports: PositionReport[]): Uint8Array {
  const message = transit_realtime.FeedMessage.create({
    header: { gtfsRealtimeVersion: '2.0', timestamp: Math.floor(Date.now() / 1000) },
    entity: reports.map((r, i) => ({
      id: String(i + 1),
      vehicle: {
        vehicle: { id: r.deviceId },
        position: {
          latitude: r.lat,
          longitude: r.lng,
          bearing: r.bearing ?? undefined,
          speed: r.speed ?? undefined,
        },
        timestamp: Math.floor(r.reportedAt.getTime() / 1000),
        trip: r.tripId ? { tripId: r.tripId } : undefined,
        currentStopSequence: r.currentStopSequence ?? undefined,
      },
    })),
  });
  return transit_realtime.FeedMessage.encode(message).finish();
}
