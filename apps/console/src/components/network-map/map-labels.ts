// The map's texts (Vietnamese), as plain strings: the map puts them in tooltips with textContent.
import type { MapLine, MapStop } from './network-map.types';

/** "51B-123.45", or "51B-123.45 · vị trí cũ" when the position is stale. */
export function busTooltipText(label: string, stale: boolean): string {
  return stale ? `${label} · vị trí cũ` : label;
}

/** "3. Bến Thành" when the stop has an order on the line, else its name. */
export function stopTooltipText(stop: Pick<MapStop, 'name' | 'order'>): string {
  return stop.order === undefined ? stop.name : `${stop.order}. ${stop.name}`;
}

export function lineTooltipText(line: Pick<MapLine, 'name'>): string {
  return line.name ?? '';
}
