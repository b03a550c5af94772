// The live map's state: the fleet from listVehiclePositions, kept current by streamVehiclePositions
// (the SDK's event stream: reconnects with backoff and Last-Event-ID), the selected bus and the side
// panel's filter. A clock ticks every second so "x giây trước" and stale badges age without events.
import { type ApiClient, openEventStream } from '@busops/sdk';
import { proxy } from 'valtio';
import { type BusPosition, mergePositions } from './live-positions';

export interface LiveMapState {
  fleet: Record<number, BusPosition>;
  loading: boolean;
  error: string | null;
  selectedId: number | null;
  query: string;
  routeId: number | null;
  now: number;
  /** Set by focusSearch(): the panel's search box takes the focus. */
  searchFocus: number;
}

export function createLiveMapStore(client: ApiClient) {
  const state = proxy<LiveMapState>({
    fleet: {},
    loading: false,
    error: null,
    selectedId: null,
    query: '',
    routeId: null,
    now: Date.now(),
    searchFocus: 0,
  });
  let stopStream: (() => void) | null = null;
  let clock: ReturnType<typeof setInterval> | null = null;

  async function load(): Promise<void> {
    state.loading = true;
    state.error = null;
    try {
      // The SDK throws ApiError (with the API's Vietnamese message) on every failure.
      const { data } = await client.call('listVehiclePositions');
      state.fleet = mergePositions({}, data?.items ?? []);
    } catch (e) {
      state.error = e instanceof Error ? e.message : String(e);
    } finally {
      state.loading = false;
    }
  }

  function receive(batch: readonly BusPosition[]): void {
    state.fleet = mergePositions(state.fleet, batch);
  }

  return {
    state,
    load,
    receive,
    /** Loads the fleet, then follows the stream; returns the stop function (the screen unmounts). */
    start(): () => void {
      void load();
      stopStream?.();
      stopStream = openEventStream(client, 'streamVehiclePositions', {
        onEvent(event) {
          if (event.event !== 'positions') return;
          try {
            receive(JSON.parse(event.data) as BusPosition[]);
          } catch {
            // a malformed event is skipped, the stream goes on
          }
        },
      });
      clock ??= setInterval(() => {
        state.now = Date.now();
      }, 1000);
      return () => {
        stopStream?.();
        stopStream = null;
        if (clock) clearInterval(clock);
        clock = null;
      };
    },
    select(id: number | null): void {
      state.selectedId = id;
    },
    focusSearch(): void {
      state.searchFocus += 1;
    },
  };
}

export type LiveMapStore = ReturnType<typeof createLiveMapStore>;
