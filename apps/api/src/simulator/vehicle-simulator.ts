// The demo simulator (SIMULATE_VEHICLES, on by default when the demo is seeded, off in tests): a
// device feed like any other. Every 5 s it moves each demo bus with a GPS device id along a line of
// its company (the shape, or the stops in order) at a city pace (15-25 km/h while moving, 15-30 s
// at a stop every 350-600 m), encodes the reports as a GTFS-Realtime FeedMessage and sends it to
// recordVehiclePositions with the company's device key (device-keys.ts), as a real unit would. At the end of a
// line the bus takes the other direction of its route. The network is re-read every minute, so
// buses and lines added while it runs join in.
import type { Db } from '../db/client.ts';
import { encodeProtobufFeed, type PositionReport } from '../features/bus-management/position.decode.ts';
import type { FeedSender } from './device-keys.ts';
import { loadNetwork, type Network, type SimulatedBus } from './network.ts';
import { noise } from './noise.ts';
import { type LinePath, pointAlong } from './paths.ts';

export const REPORT_EVERY_MS = 5_000;
/** The advisory lock (space) that elects the one instance running the simulator (db/one-instance.ts). */
export const SIMULATOR_LOCK = 4246;
const RELOAD_EVERY_MS = 60_000;

interface BusState {
  path: LinePath;
  metres: number;
  speed: number;
  dwellMs: number;
  nextStopAt: number;
  tripId: string;
}

const between = (min: number, max: number, r: number) => min + (max - min) * r;

function tripIdOf(path: LinePath, now: number): string {
  const d = new Date(now + 7 * 3600_000); // Vietnam time, for a readable trip id
  const hhmm = `${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `L${path.lineId}-${hhmm}`;
}

export class VehicleSimulator {
  private network: Network = { buses: [], paths: new Map() };
  private readonly states = new Map<number, BusState>();
  private loadedAt = 0;
  private draws = 0;

  constructor(
    private readonly db: Db,
    private readonly send: FeedSender,
  ) {}

  private startState(bus: SimulatedBus, paths: LinePath[], now: number): BusState | null {
    if (paths.length === 0) return null;
    const path = paths[bus.vehicleId % paths.length]!;
    const r = noise(bus.vehicleId);
    const metres = path.length * r;
    return {
      path,
      metres,
      speed: between(15, 25, noise(bus.vehicleId + 0.5)) / 3.6,
      dwellMs: 0,
      nextStopAt: metres + between(350, 600, r),
      tripId: tripIdOf(path, now),
    };
  }

  /** The other direction of the same route, else the same line again from its start. */
  private nextPath(state: BusState, companyId: number): LinePath {
    const paths = this.network.paths.get(companyId) ?? [];
    return (
      paths.find((p) => p.routeId === state.path.routeId && p.lineId !== state.path.lineId) ?? state.path
    );
  }

  private advance(state: BusState, companyId: number, dtMs: number, now: number): void {
    let left = dtMs;
    if (state.dwellMs > 0) {
      const waited = Math.min(state.dwellMs, left);
      state.dwellMs -= waited;
      left -= waited;
    }
    if (left <= 0) return;
    state.metres += (state.speed * left) / 1000;
    if (state.metres >= state.nextStopAt) {
      state.dwellMs = between(15_000, 30_000, noise(++this.draws));
      state.nextStopAt = state.metres + between(350, 600, noise(++this.draws));
    }
    if (state.metres >= state.path.length) {
      state.path = this.nextPath(state, companyId);
      state.metres = 0;
      state.nextStopAt = between(350, 600, noise(++this.draws));
      state.tripId = tripIdOf(state.path, now);
    }
  }

  /** One report per bus: moves every bus by `dtMs` and records the positions, one feed per company. */
  async tick(now = Date.now(), dtMs = REPORT_EVERY_MS): Promise<number> {
    if (now - this.loadedAt >= RELOAD_EVERY_MS) {
      this.network = await loadNetwork(this.db);
      this.loadedAt = now;
    }
    const feeds = new Map<number, PositionReport[]>();
    for (const bus of this.network.buses) {
      let state = this.states.get(bus.vehicleId);
      if (!state) {
        const started = this.startState(bus, this.network.paths.get(bus.companyId) ?? [], now);
        if (!started) continue;
        state = started;
        this.states.set(bus.vehicleId, state);
      } else {
        this.advance(state, bus.companyId, dtMs, now);
      }
      const at = pointAlong(state.path, state.metres);
      const reports = feeds.get(bus.companyId) ?? [];
      reports.push({
        deviceId: bus.deviceId,
        lat: at.lat,
        lng: at.lng,
        bearing: at.bearing,
        speed: state.dwellMs > 0 ? 0 : state.speed,
        reportedAt: new Date(now),
        tripId: state.tripId,
        currentStopSequence: null,
      });
      feeds.set(bus.companyId, reports);
    }
    let recorded = 0;
    for (const [companyId, reports] of feeds) {
      // The wire format devices send, to the operation they send it to.
      recorded += await this.send(companyId, encodeProtobufFeed(reports));
    }
    return recorded;
  }

  /** Ticks every 5 s until the returned stop() (which waits for a tick under way). */
  start(onError: (error: unknown) => void): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const timer = setInterval(() => {
      if (stopped) return;
      running = running.then(() => this.tick()).catch(onError);
    }, REPORT_EVERY_MS);
    running = this.tick().catch(onError);
    return async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    };
  }
}
