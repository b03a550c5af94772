// The buses and their recent trails drawn without any tile server (the offline default): an SVG of
// the fleet's bounding box in an equirectangular projection (accurate enough over a city), stale buses
// grey. Loaded lazily by the screen; the network-map branch's NetworkMap (MapLibre, lines and stops)
// takes this place once merged, with the same props.
import type { BusPosition } from './live-positions';

export interface BusPlotProps {
  buses: readonly BusPosition[];
  staleIds: ReadonlySet<number>;
  selectedId: number | null;
  onBusClick: (vehicleId: number) => void;
}

const WIDTH = 1000;
const HEIGHT = 700;
const PAD = 40;

export default function BusPlot({ buses, staleIds, selectedId, onBusClick }: BusPlotProps) {
  const placed = buses.filter((b) => b.lat !== null && b.lng !== null);
  if (placed.length === 0) {
    return (
      <div className="live-map-plot live-map-plot--empty" role="img" aria-label="Bản đồ xe">
        Chưa có xe nào báo vị trí
      </div>
    );
  }
  const lats = placed.map((b) => b.lat as number);
  const lngs = placed.map((b) => b.lng as number);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  // Metres per degree of longitude shrink with latitude: keep the aspect true at the fleet's latitude.
  const kx = Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180));
  const spanX = Math.max((maxLng - minLng) * kx, 0.005);
  const spanY = Math.max(maxLat - minLat, 0.005);
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const x = (lng: number) => PAD + ((lng - minLng) * kx + (spanX - (maxLng - minLng) * kx) / 2) * scale;
  const y = (lat: number) => HEIGHT - PAD - (lat - minLat + (spanY - (maxLat - minLat)) / 2) * scale;
  // Selected last, so it is drawn on top.
  const ordered = [...placed].sort(
    (a, b) => Number(a.vehicle_id === selectedId) - Number(b.vehicle_id === selectedId),
  );
  return (
    <svg className="live-map-plot" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Bản đồ xe">
      {ordered.map((b) => {
        const stale = staleIds.has(b.vehicle_id);
        const selected = b.vehicle_id === selectedId;
        const cx = x(b.lng as number);
        const cy = y(b.lat as number);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG marker; the side panel lists the same buses as buttons
          <g
            key={b.vehicle_id}
            role="button"
            tabIndex={-1}
            aria-label={`Xe ${b.plate}`}
            data-bus={b.plate}
            data-stale={stale ? 'true' : 'false'}
            className={`live-map-bus${stale ? ' live-map-bus--stale' : ''}${selected ? ' live-map-bus--selected' : ''}`}
            transform={`translate(${cx} ${cy})`}
            onClick={() => onBusClick(b.vehicle_id)}
            onKeyDown={() => undefined}
          >
            {b.bearing !== null && !stale ? (
              <path
                d="M0,-13 L5,-5 L-5,-5 Z"
                transform={`rotate(${b.bearing})`}
                className="live-map-bus__heading"
              />
            ) : null}
            <circle r={selected ? 9 : 6} />
            {selected || placed.length <= 60 ? (
              <text x={11} y={4}>
                {b.route_number ?? b.plate}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
