// The map itself (Leaflet, ADR 0010), in the lazy chunk behind `NetworkMap` (./network-map.tsx). The
// Leaflet map is created once per mount; every prop is applied to it by its own effect, so a new `buses`
// array or a new picked point never recreates the map. Lines and stops are Leaflet vector layers on a
// canvas renderer; buses are BusStore + BusCanvasLayer (one canvas, batched paths).
import 'leaflet/dist/leaflet.css';
import './network-map.css';
import * as L from 'leaflet';
import { type ReactNode, useEffect, useImperativeHandle, useRef } from 'react';
import { mapTileAttribution, mapTileUrl } from '../../lib/env';
import { BusCanvasLayer } from './bus-layer';
import { BusStore } from './bus-store';
import { bindKeyboardZoom } from './keyboard-zoom';
import {
  busTooltipText,
  type LabelBox,
  lineTooltipText,
  stopLabelPriority,
  stopTooltipText,
  visibleLabels,
} from './map-labels';
import type { MapFitTarget, MapFocus, NetworkMapHandle, NetworkMapProps } from './network-map.types';
import { OfflineGridLayer } from './offline-background';
import {
  boundsOf,
  defaultFitTarget,
  fitBounds,
  fitKey,
  type GeoBounds,
  isValidPosition,
  pickedFromClick,
  toLatLngs,
} from './projection';

/** Ho Chi Minh City centre: the view before any data arrives. */
const INITIAL_CENTER: L.LatLngTuple = [10.7769, 106.7009];
const INITIAL_ZOOM = 12;
const MAX_ZOOM = 19;
/** A fitted view never zooms closer than this (one stop would otherwise fill the screen). */
const FIT_MAX_ZOOM = 16;
const FOCUS_MIN_ZOOM = 15;

export const LINE_COLOR = '#238C2C'; // Blueprint green3
const STOP_STYLE: L.CircleMarkerOptions = {
  radius: 4.5,
  color: '#1C2127', // dark gray1 border
  weight: 1.5,
  fillColor: '#FFFFFF',
  fillOpacity: 1,
  bubblingMouseEvents: false,
};
/** Stops shrink in a wide view: at a whole city's zoom, 200 full-size stops hide the lines they are on. */
const stopRadiusAt = (zoom: number | undefined): number =>
  zoom === undefined || zoom >= 15 ? 4.5 : zoom >= 13 ? 3.5 : 2.5;
const PICKED_STYLE: L.CircleMarkerOptions = {
  radius: 7,
  color: '#FFFFFF',
  weight: 2,
  fillColor: '#CD4246', // red3
  fillOpacity: 1,
  interactive: false,
};

interface MapParts {
  map: L.Map;
  store: BusStore;
  buses: BusCanvasLayer;
  lines: L.LayerGroup;
  stops: L.LayerGroup;
  /** Stops get their own canvas in their own pane, above the lines' canvas. */
  stopRenderer: L.Canvas;
  picked: L.CircleMarker | null;
  busTooltip: L.Tooltip;
  hoveredSlot: number;
  /** fitKey of the last fit, so the same data never refits the view. */
  fittedKey: string | null;
}

export default function LeafletMap(props: NetworkMapProps): ReactNode {
  const { lines, stops, buses, selectedBusId, pickedPoint, focus, stopLabels, ref } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const partsRef = useRef<MapParts | null>(null);
  // The latest props for the map's event handlers, which are bound once.
  const propsRef = useRef(props);
  propsRef.current = props;

  // --- the map, once per mount ---
  useEffect(() => {
    const container = containerRef.current!;
    const parts = createMap(container, propsRef);
    partsRef.current = parts;
    const resize = new ResizeObserver(() => parts.map.invalidateSize({ pan: false }));
    resize.observe(container);
    return () => {
      resize.disconnect();
      parts.map.remove();
      partsRef.current = null;
    };
  }, []);

  // --- data, each by its own effect ---
  useEffect(() => {
    const parts = partsRef.current!;
    parts.lines.clearLayers();
    for (const line of lines ?? []) {
      const latLngs = toLatLngs(line.coordinates);
      if (latLngs.length < 2) continue;
      const color = line.color ?? LINE_COLOR;
      // a white casing under the coloured line keeps it legible over tiles and over other lines
      L.polyline(latLngs, { color: '#FFFFFF', weight: 7, opacity: 0.9, interactive: false }).addTo(
        parts.lines,
      );
      const polyline = L.polyline(latLngs, { color, weight: 4, opacity: 0.95, lineJoin: 'round' });
      if (line.name) polyline.bindTooltip(textElement(lineTooltipText(line)), { sticky: true });
      polyline.addTo(parts.lines);
    }
  }, [lines]);

  useEffect(() => {
    const parts = partsRef.current!;
    parts.stops.clearLayers();
    for (const stop of stops ?? []) {
      if (!isValidPosition(stop.lng, stop.lat)) continue;
      const marker = L.circleMarker([stop.lat, stop.lng], {
        ...STOP_STYLE,
        radius: stopRadiusAt(currentZoom(parts.map)),
        pane: 'busopsStops',
        renderer: parts.stopRenderer,
      });
      marker.bindTooltip(textElement(stopTooltipText(stop)), {
        permanent: Boolean(stopLabels),
        direction: stopLabels ? 'right' : 'top',
        offset: stopLabels ? [6, 0] : [0, -6],
        className: stopLabels ? 'busops-map-stop-label' : 'busops-map-tooltip',
      });
      marker.on('click', (event: L.LeafletMouseEvent) => {
        // a bus drawn over the stop takes the click
        if (clickBus(parts, propsRef.current, event.containerPoint)) return;
        propsRef.current.onStopClick?.(stop.id);
      });
      marker.addTo(parts.stops);
    }
    if (stopLabels) hideCollidingLabels(parts.map, parts.stops, (stops ?? []).length);
  }, [stops, stopLabels]);

  useEffect(() => {
    if (!buses) return;
    const parts = partsRef.current!;
    parts.store.setAll(buses);
    parts.buses.requestRedraw();
  }, [buses]);

  useEffect(() => {
    const parts = partsRef.current!;
    parts.store.setSelectedId(selectedBusId ?? null);
    parts.buses.requestRedraw();
  }, [selectedBusId]);

  useEffect(() => {
    const parts = partsRef.current!;
    const valid = pickedPoint && isValidPosition(pickedPoint.lng, pickedPoint.lat);
    if (!valid) {
      parts.picked?.remove();
      parts.picked = null;
      return;
    }
    const latLng = L.latLng(pickedPoint.lat, pickedPoint.lng);
    if (parts.picked) parts.picked.setLatLng(latLng);
    else parts.picked = L.circleMarker(latLng, { ...PICKED_STYLE, pane: 'busopsPicked' }).addTo(parts.map);
  }, [pickedPoint]);

  // --- the view ---
  const fitTarget = props.fitTo ?? defaultFitTarget(lines, stops, buses);
  const key = fitKey(fitTarget, lines, stops);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for lines and stops
  useEffect(() => {
    fitIfNew(partsRef.current!, fitTarget, key, propsRef.current);
  }, [fitTarget, key, buses]);

  const focusLng = focus?.lng;
  const focusLat = focus?.lat;
  const focusZoom = focus?.zoom;
  useEffect(() => {
    if (focusLng === undefined || focusLat === undefined) return;
    focusView(partsRef.current!.map, { lng: focusLng, lat: focusLat, zoom: focusZoom });
  }, [focusLng, focusLat, focusZoom]);

  useImperativeHandle(
    ref,
    (): NetworkMapHandle => ({
      setBuses(next) {
        const parts = partsRef.current;
        if (!parts) return;
        parts.store.setAll(next);
        parts.buses.requestRedraw();
        const target =
          propsRef.current.fitTo ?? defaultFitTarget(propsRef.current.lines, propsRef.current.stops, next);
        if (target === 'buses') fitIfNew(parts, 'buses', 'buses', propsRef.current);
      },
      updateBuses(changed) {
        const parts = partsRef.current;
        if (!parts) return;
        parts.store.upsert(changed);
        parts.buses.requestRedraw();
      },
      removeBuses(ids) {
        const parts = partsRef.current;
        if (!parts) return;
        parts.store.remove(ids);
        parts.buses.requestRedraw();
      },
      setStale(ids, stale) {
        const parts = partsRef.current;
        if (!parts) return;
        parts.store.setStale(ids, stale);
        parts.buses.requestRedraw();
      },
      fit(target) {
        const parts = partsRef.current;
        if (parts) fitView(parts, target, propsRef.current);
      },
      focusOn(target) {
        const parts = partsRef.current;
        if (parts) focusView(parts.map, target);
      },
      focusMap() {
        containerRef.current?.focus();
      },
    }),
    [],
  );

  const height = props.height ?? 480;
  return (
    <div
      ref={containerRef}
      className={['busops-network-map', props.className].filter(Boolean).join(' ')}
      style={{ height: typeof height === 'number' ? `${height}px` : height }}
      role="application"
      aria-roledescription="bản đồ"
      aria-label={props.ariaLabel ?? 'Bản đồ mạng lưới'}
    />
  );
}

function createMap(container: HTMLDivElement, propsRef: { current: NetworkMapProps }): MapParts {
  const map = L.map(container, {
    center: INITIAL_CENTER,
    zoom: INITIAL_ZOOM,
    maxZoom: MAX_ZOOM,
    minZoom: 3,
    preferCanvas: true,
    zoomControl: false,
    attributionControl: Boolean(mapTileUrl),
    keyboardPanDelta: 100,
  });
  L.control
    .zoom({ position: 'topright', zoomInTitle: 'Phóng to (+)', zoomOutTitle: 'Thu nhỏ (-)' })
    .addTo(map);
  if (map.attributionControl) map.attributionControl.setPrefix(false);

  new OfflineGridLayer().addTo(map);
  if (mapTileUrl) {
    // a tile that fails (no internet, a blocked host) shows the offline background: nothing else depends on it
    L.tileLayer(mapTileUrl, { attribution: mapTileAttribution, maxZoom: MAX_ZOOM, zIndex: 1 }).addTo(map);
  }

  // lines under stops under buses under the picked point; each canvas pane has its own renderer
  map.createPane('busopsStops').style.zIndex = '450';
  map.createPane('busopsBuses').style.zIndex = '460';
  map.createPane('busopsPicked').style.zIndex = '470';
  const stopRenderer = L.canvas({ pane: 'busopsStops', padding: 0.2 });
  const lines = L.layerGroup().addTo(map);
  const stops = L.layerGroup().addTo(map);

  const store = new BusStore(4096);
  const buses = new BusCanvasLayer(store, { pane: 'busopsBuses' });
  buses.onDrawn = (ms, count) => propsRef.current.onBusesDrawn?.(ms, count);
  buses.addTo(map);
  const busTooltip = L.tooltip({ direction: 'top', offset: [0, -8], className: 'busops-map-tooltip' });
  const parts: MapParts = {
    map,
    store,
    buses,
    lines,
    stops,
    stopRenderer,
    picked: null,
    busTooltip,
    hoveredSlot: -1,
    fittedKey: null,
  };

  map.on('click', (event: L.LeafletMouseEvent) => {
    if (clickBus(parts, propsRef.current, event.containerPoint)) return;
    const { lng, lat } = event.latlng;
    propsRef.current.onMapClick?.(pickedFromClick(lng, lat));
  });
  map.on('mousemove', (event: L.LeafletMouseEvent) => hoverBus(parts, event.containerPoint));
  map.on('mouseout', () => hoverBus(parts, null));
  map.on('zoomstart', () => hoverBus(parts, null));
  map.on('zoomend', () => {
    const radius = stopRadiusAt(currentZoom(map));
    stops.eachLayer((layer) => (layer as L.CircleMarker).setRadius(radius));
  });
  // Permanent stop labels: those that would overlap are hidden again at every zoom and resize.
  map.on('zoomend resize', () => {
    if (propsRef.current.stopLabels) hideCollidingLabels(map, stops, propsRef.current.stops?.length ?? 0);
  });
  bindKeyboardZoom(map, container);
  container.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const clear = propsRef.current.onSelectionClear;
    // only when there is a selection to clear: otherwise Escape keeps its meaning (e.g. closing a dialog)
    if (clear && store.selectedSlot() !== -1) {
      event.stopPropagation();
      clear();
    }
  });
  return parts;
}

/** The zoom, or undefined before the view is first set (getZoom() is then undefined at run time). */
function currentZoom(map: L.Map): number | undefined {
  const zoom = map.getZoom() as number | undefined;
  return Number.isFinite(zoom) ? zoom : undefined;
}

/** A click on a bus goes to onBusClick; true when it hit one. */
function clickBus(parts: MapParts, props: NetworkMapProps, point: L.Point): boolean {
  const slot = parts.buses.hitTest(point);
  if (slot === -1) return false;
  props.onBusClick?.(parts.store.ids[slot]!);
  return true;
}

function hoverBus(parts: MapParts, point: L.Point | null): void {
  const slot = point ? parts.buses.hitTest(point) : -1;
  if (slot === parts.hoveredSlot) return;
  parts.hoveredSlot = slot;
  const container = parts.map.getContainer();
  container.classList.toggle('busops-map-over-bus', slot !== -1);
  if (slot === -1) {
    parts.busTooltip.remove();
    return;
  }
  const { store } = parts;
  parts.busTooltip
    .setContent(textElement(busTooltipText(store.labels[slot] ?? '', store.isStale(slot))))
    .setLatLng(parts.buses.slotLatLng(slot));
  if (!parts.map.hasLayer(parts.busTooltip)) parts.busTooltip.addTo(parts.map);
}

function fitIfNew(parts: MapParts, target: MapFitTarget, key: string, props: NetworkMapProps): void {
  if (target === 'none' || parts.fittedKey === key) return;
  if (fitView(parts, target, props)) parts.fittedKey = key;
}

/** Fits the view to the target's data; false when there is none yet. */
function fitView(
  parts: MapParts,
  target: Exclude<MapFitTarget, 'none'> | MapFitTarget,
  props: NetworkMapProps,
): boolean {
  const bounds =
    target === 'buses'
      ? boundsOf(parts.store.positions())
      : fitBounds(target, { lines: props.lines, stops: props.stops });
  if (!bounds) return false;
  parts.map.fitBounds(toLeafletBounds(bounds), { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false });
  return true;
}

function focusView(map: L.Map, focus: MapFocus): void {
  if (!isValidPosition(focus.lng, focus.lat)) return;
  const zoom = focus.zoom ?? Math.max(map.getZoom(), FOCUS_MIN_ZOOM);
  map.setView([focus.lat, focus.lng], zoom);
}

const toLeafletBounds = (b: GeoBounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

/** Tooltip content as text, never HTML: names come from user input. */
function textElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/** A label's size on screen, estimated from its text (12px labels: ~6.5px a character). */
const LABEL_CHAR_PX = 6.5;
const LABEL_HEIGHT_PX = 16;

/** Shows the permanent stop labels that fit without overlapping, terminals first (map-labels.ts). */
function hideCollidingLabels(map: L.Map, layer: L.LayerGroup, count: number): void {
  const entries: Array<{ tooltip: L.Tooltip; box: LabelBox }> = [];
  layer.eachLayer((item) => {
    const marker = item as L.CircleMarker;
    const tooltip = marker.getTooltip();
    if (!tooltip) return;
    const text = tooltip.getElement()?.textContent ?? '';
    const order = Number.parseInt(text, 10);
    const point = map.latLngToContainerPoint(marker.getLatLng());
    entries.push({
      tooltip,
      box: {
        key: String(entries.length),
        x: point.x + 6,
        y: point.y - LABEL_HEIGHT_PX / 2,
        width: text.length * LABEL_CHAR_PX + 8,
        height: LABEL_HEIGHT_PX,
        priority: stopLabelPriority(Number.isNaN(order) ? undefined : order, count),
      },
    });
  });
  const shown = visibleLabels(entries.map((e) => e.box));
  for (const { tooltip, box } of entries) {
    const element = tooltip.getElement();
    if (element) element.style.visibility = shown.has(box.key) ? '' : 'hidden';
  }
}
