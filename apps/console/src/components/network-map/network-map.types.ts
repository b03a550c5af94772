// The map's public interface, in a file of its own so screens can import the types without pulling the
// map library (Leaflet) into their chunk. The component itself: `NetworkMap` from './network-map'.
import type { Ref } from 'react';

/** Identifiers as the API gives them (numbers) or as a screen composes them (strings). */
export type MapId = number | string;

/** Longitude, latitude in degrees (GeoJSON order). */
export type LngLatTuple = [lng: number, lat: number];

export interface LngLat {
  lng: number;
  lat: number;
}

/** A line's shape, drawn as a polyline under the stops and the buses. */
export interface MapLine {
  id: MapId;
  /** Shown in the line's tooltip. */
  name?: string;
  /** Any CSS colour; the default is the map's line green. */
  color?: string;
  /** The shape in order, [lng, lat] pairs. Fewer than two points draw nothing. */
  coordinates: LngLatTuple[];
}

/** A stop: a small white circle with a dark border; its name (and order) in a tooltip or label. */
export interface MapStop {
  id: MapId;
  name: string;
  lng: number;
  lat: number;
  /** The stop's position on the line (1, 2, ...): shown before the name, "3. Bến Thành". */
  order?: number;
}

/** A bus position. 3,000 of them are drawn on one canvas; see NetworkMapHandle for the cheap update path. */
export interface MapBus {
  id: MapId;
  /** Plate or fleet number, shown on hover and next to the selected bus ("51B-123.45"). */
  label: string;
  lng: number;
  lat: number;
  /** Heading in degrees clockwise from north; drawn as a small arrow. Absent: a plain dot. */
  bearing?: number;
  /** The last report is too old to trust (@busops/domain `isStalePosition`): drawn grey and translucent. */
  stale?: boolean;
  /** Highlighted (larger, ringed, labelled) and drawn on top. */
  selected?: boolean;
  /** Fill colour of a fresh bus (e.g. its line's colour); default Blueprint blue. */
  color?: string;
}

/** What the view fits when its data arrives: see NetworkMapProps.fitTo. */
export type MapFitTarget = 'lines' | 'stops' | 'buses' | 'none';

export interface MapFocus extends LngLat {
  /** Zoom level (Web Mercator, 0-19); absent: at least 15, or the current zoom when higher. */
  zoom?: number;
}

export interface NetworkMapProps {
  /** Line shapes (polylines). */
  lines?: readonly MapLine[];
  /** Stops (circles with tooltips). */
  stops?: readonly MapStop[];
  /**
   * Bus positions. A new array redraws them all in one frame (the map is never recreated). For a live feed
   * that re-renders nothing else, use the ref's `setBuses`/`updateBuses` instead and leave this absent.
   */
  buses?: readonly MapBus[];
  /** The selected bus (highlighted, labelled, drawn on top); same as `selected` on the bus itself. */
  selectedBusId?: MapId | null;
  /** A bus clicked on the map. Showing its details (a side panel) is the screen's job. */
  onBusClick?: (id: MapId) => void;
  /** A stop clicked. */
  onStopClick?: (id: MapId) => void;
  /**
   * A click on the map away from buses and stops, with its position rounded to 6 decimals (about 0.1 m):
   * the stop form picks coordinates with it.
   */
  onMapClick?: (point: LngLat) => void;
  /** Escape pressed while the map has the focus: the screen clears its selection. */
  onSelectionClear?: () => void;
  /** A marker at a picked position (the stop form's coordinates). */
  pickedPoint?: LngLat | null;
  /**
   * What the view fits: when the map first has that data, and again whenever the ids of the fitted lines or
   * stops change (another line chosen) or `fitTo` itself changes. Bus updates never move the view.
   * Default 'lines' when there are lines, else 'stops', else 'buses'.
   */
  fitTo?: MapFitTarget;
  /** Centres (and zooms) the view on a point whenever its value changes (e.g. the chosen bus). */
  focus?: MapFocus | null;
  /** Permanent labels next to the stops instead of tooltips on hover (the route screen's few stops). */
  stopLabels?: boolean;
  /** CSS height of the map; default 480. Width is always 100% of the parent. */
  height?: number | string;
  /** Accessible name of the map (default "Bản đồ mạng lưới"). */
  ariaLabel?: string;
  className?: string;
  /** Diagnostics: called after each redraw of the buses with its duration (ms) and the bus count. */
  onBusesDrawn?: (ms: number, buses: number) => void;
  /** The imperative handle: cheap bus updates and view control. */
  ref?: Ref<NetworkMapHandle>;
}

/** Through `ref`: what a live screen calls 3,000 times a minute without re-rendering React. */
export interface NetworkMapHandle {
  /** Replaces every bus (same as a new `buses` prop). */
  setBuses(buses: readonly MapBus[]): void;
  /**
   * Adds or moves the given buses (matched by id), keeps the others; one redraw on the next frame however
   * many calls come before it: an SSE batch of 150 positions costs one frame.
   */
  updateBuses(buses: readonly MapBus[]): void;
  /** Removes buses by id. */
  removeBuses(ids: readonly MapId[]): void;
  /** Marks buses stale (or fresh again) without moving them. */
  setStale(ids: readonly MapId[], stale: boolean): void;
  /** Fits the view to a target now. */
  fit(target: Exclude<MapFitTarget, 'none'>): void;
  /** Centres the view on a point. */
  focusOn(focus: MapFocus): void;
  /** Focuses the map's container (keyboard: arrows pan, +/- zoom, Escape clears the selection). */
  focusMap(): void;
}
