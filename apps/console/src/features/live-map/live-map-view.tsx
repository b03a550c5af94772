// The map of /vehicle/map: the shared NetworkMap (Leaflet, its own lazy chunk; no tiles needed) with the
// network's lines and stops as props, and the buses pushed through its handle whenever the fleet or the
// panel's filter changes (one canvas redraw per frame, no React work inside the map). The number of
// buses drawn is written on the box (data-buses-drawn) without a render: the browser test reads it, as
// the canvas has no element per bus.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NetworkMap } from '../../components/network-map/network-map';
import type { MapId, NetworkMapHandle } from '../../components/network-map/network-map.types';
import type { BusPosition } from './live-positions';
import { mapBuses, mapLines, mapStops, type NetworkMapData } from './network-layers';

export interface LiveMapViewProps {
  network: NetworkMapData | null;
  /** The buses the panel shows (filtered). */
  buses: readonly BusPosition[];
  staleIds: ReadonlySet<number>;
  selectedId: number | null;
  routeId: number | null;
  /** Centre the map on this bus when the request changes (a choice in the panel or the palette). */
  focusRequest: { id: number; seq: number } | null;
  onBusClick: (id: number) => void;
  onSelectionClear: () => void;
}

export function LiveMapView(props: LiveMapViewProps) {
  const { network, buses, staleIds, selectedId, routeId, focusRequest } = props;
  const box = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<NetworkMapHandle | null>(null);
  // The handle appears once the map's chunk is in: a callback ref, so the buses are pushed then too.
  const attach = useCallback((h: NetworkMapHandle | null) => setHandle(h), []);

  const lines = useMemo(() => mapLines(network?.lines ?? [], routeId), [network, routeId]);
  const stops = useMemo(() => (network ? mapStops(network, routeId) : []), [network, routeId]);
  const drawn = useMemo(() => mapBuses(buses, staleIds), [buses, staleIds]);

  useEffect(() => {
    handle?.setBuses(drawn);
  }, [handle, drawn]);

  // Another route chosen in the filter: the view follows its lines (the map alone fits only once).
  const fittedRoute = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!handle || lines.length === 0 || fittedRoute.current === routeId) return;
    if (fittedRoute.current !== undefined) handle.fit('lines');
    fittedRoute.current = routeId;
  }, [handle, lines, routeId]);

  // Focus once both the map and the bus's position are there (the palette may open the screen cold).
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (!handle || !focusRequest || focused.current === focusRequest.seq) return;
    const bus = buses.find((b) => b.vehicle_id === focusRequest.id);
    if (!bus || bus.lat === null || bus.lng === null) return;
    focused.current = focusRequest.seq;
    handle.focusOn({ lng: bus.lng, lat: bus.lat });
    // The bus the map was last centred on, for the browser test (the canvas has no element per bus).
    box.current?.setAttribute('data-centred-bus', String(bus.vehicle_id));
  }, [handle, focusRequest, buses]);

  const onBusClick = props.onBusClick;
  const click = useCallback((id: MapId) => onBusClick(Number(id)), [onBusClick]);
  const onDrawn = useCallback((_ms: number, count: number) => {
    box.current?.setAttribute('data-buses-drawn', String(count));
  }, []);

  return (
    <div ref={box} className="live-map__canvas" data-lines={lines.length} data-stops={stops.length}>
      <NetworkMap
        ref={attach}
        lines={lines}
        stops={stops}
        selectedBusId={selectedId}
        onBusClick={click}
        onSelectionClear={props.onSelectionClear}
        onBusesDrawn={onDrawn}
        fitTo={lines.length > 0 ? 'lines' : stops.length > 0 ? 'stops' : 'buses'}
        height="100%"
        ariaLabel="Bản đồ xe"
      />
    </div>
  );
}
