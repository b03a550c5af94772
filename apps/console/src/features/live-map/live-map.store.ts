// The live map's state: the fleet from listVehiclePositions, kept current by streamVehiclePositions
// (the SDK's event stream: reconnects with backoff and Last-Event-ID), the selected bus and the side
// panel's filter. A clock ticks every second so "x giây trước" and stale badges age without events.
// The network (lines and stops, getNetworkMap) is loaded once beside it: the map draws the buses
// even when it fails.
import { type ApiClient, openEventStream } from '@busops/sdk';
import { proxy, ref } from 'valtio';
import { type BusPosition, mergePositions } from './live-positions';
import type { NetworkMapData } from './network-layers';

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
  /** Lines and stops (not proxied: read as a whole, never edited). */
  network: NetworkMapData | null;
  networkError: string | null;
  /** The bus to centre the map on: a choice in the panel or the palette (seq: the same bus again). */
  focusRequest: { id: number; seq: number } | null;
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
    network: null,
    networkError: null,
    focusRequest: null,
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

  async function loadNetwork(): Promise<void> {
    state.networkError = null;
    try {
      const { data } = await client.call('getNetworkMap');
      state.network = data ? ref(data) : null;
    } catch (e) {
      state.networkError = e instanceof Error ? e.message : String(e);
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
      void loadNetwork();
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
    loadNetwork,
    /** `focus`: also centre the map on it (chosen in the panel or the palette, not on the map). */
    select(id: number | null, focus = false): void {
      state.selectedId = id;
      if (focus && id !== null) state.focusRequest = { id, seq: (state.focusRequest?.seq ?? 0) + 1 };
    },
    focusSearch(): void {
      state.searchFocus += 1;
    },
  };
}

export type LiveMapStore = ReturnType<typeof createLiveMapStore>;
