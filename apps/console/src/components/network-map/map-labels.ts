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

/** A stop label placed on the screen: its box in container pixels and how much it matters. */
export interface LabelBox {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Higher first: the line's terminals before the stops between them. */
  priority: number;
}

/**
 * The labels that can be shown without overlapping (issue 19: a line's stop labels piled into one
 * unreadable block): greedily by priority, then in the given order; a label touching one already
 * placed is hidden (its stop keeps its hover tooltip).
 */
export function visibleLabels(boxes: readonly LabelBox[]): Set<string> {
  const order = boxes.map((box, index) => ({ box, index }));
  order.sort((a, b) => b.box.priority - a.box.priority || a.index - b.index);
  const placed: LabelBox[] = [];
  for (const { box } of order) {
    const clash = placed.some(
      (p) =>
        box.x < p.x + p.width &&
        p.x < box.x + box.width &&
        box.y < p.y + p.height &&
        p.y < box.y + box.height,
    );
    if (!clash) placed.push(box);
  }
  return new Set(placed.map((p) => p.key));
}

/** The label's priority: the first and last stop of a line (its terminals) before the others. */
export function stopLabelPriority(order: number | undefined, count: number): number {
  return order === 1 || order === count ? 2 : 1;
}
