// The buses as parallel typed arrays, projected to world units when they arrive: the canvas layer walks
// them on every redraw without allocating, and an SSE batch of positions is a few array writes. Indices
// are dense (removal swaps the last bus in), `index` maps an id to its slot.
import type { MapBus, MapId } from './network-map.types';
import { isValidPosition, worldX, worldY } from './projection';

const FLAG_STALE = 1;
const FLAG_SELECTED = 2;
const FLAG_VALID = 4;

export class BusStore {
  /** Number of buses; slots 0..count-1 are in use. */
  count = 0;
  /** Bumped by every change: the layer redraws when it differs from what it drew. */
  version = 0;
  ids: MapId[] = [];
  labels: string[] = [];
  /** Fill colour of a fresh bus, or undefined for the default. */
  colors: (string | undefined)[] = [];
  lng = new Float64Array(0);
  lat = new Float64Array(0);
  /** World coordinates (0..1), see projection.ts. */
  x = new Float64Array(0);
  y = new Float64Array(0);
  /** Heading in radians clockwise from north; NaN when unknown. */
  bearing = new Float32Array(0);
  flags = new Uint8Array(0);
  private readonly index = new Map<MapId, number>();
  /** The id selected through the `selectedBusId` prop (or null), on top of the buses' own `selected`. */
  private selectedId: MapId | null = null;

  constructor(capacity = 64) {
    this.grow(capacity);
  }

  /** Replaces every bus. */
  setAll(buses: readonly MapBus[]): void {
    this.index.clear();
    this.count = 0;
    this.ids.length = 0;
    this.labels.length = 0;
    this.colors.length = 0;
    this.upsert(buses);
    this.version++;
  }

  /** Adds new buses, moves known ones (by id). */
  upsert(buses: readonly MapBus[]): void {
    if (this.count + buses.length > this.x.length)
      this.grow(Math.max(this.x.length * 2, this.count + buses.length));
    for (const bus of buses) {
      let slot = this.index.get(bus.id);
      if (slot === undefined) {
        slot = this.count++;
        this.index.set(bus.id, slot);
        this.ids[slot] = bus.id;
      }
      this.write(slot, bus);
    }
    this.version++;
  }

  /** Removes buses by id (unknown ids are ignored). */
  remove(ids: readonly MapId[]): void {
    for (const id of ids) {
      const slot = this.index.get(id);
      if (slot === undefined) continue;
      const last = this.count - 1;
      if (slot !== last) this.move(last, slot);
      this.index.delete(id);
      this.ids.length = last;
      this.labels.length = last;
      this.colors.length = last;
      this.count = last;
    }
    this.version++;
  }

  setStale(ids: readonly MapId[], stale: boolean): void {
    for (const id of ids) {
      const slot = this.index.get(id);
      if (slot === undefined) continue;
      this.flags[slot] = stale ? this.flags[slot]! | FLAG_STALE : this.flags[slot]! & ~FLAG_STALE;
    }
    this.version++;
  }

  /** The selected bus by id (the `selectedBusId` prop); null selects none. */
  setSelectedId(id: MapId | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.version++;
  }

  slotOf(id: MapId): number | undefined {
    return this.index.get(id);
  }

  isStale(slot: number): boolean {
    return (this.flags[slot]! & FLAG_STALE) !== 0;
  }

  isSelected(slot: number): boolean {
    return (
      (this.flags[slot]! & FLAG_SELECTED) !== 0 ||
      (this.selectedId !== null && this.ids[slot] === this.selectedId)
    );
  }

  /** False for a bus without a usable position (not drawn, not clickable). */
  isDrawable(slot: number): boolean {
    return (this.flags[slot]! & FLAG_VALID) !== 0;
  }

  /**
   * The drawable bus nearest to the world point within `maxDistance` world units, or -1. The selected bus
   * wins when it is within reach (it is drawn on top and larger); among equals the later slot (drawn later).
   */
  nearest(x: number, y: number, maxDistance: number): number {
    const reach = maxDistance * maxDistance;
    const selected = this.selectedSlot();
    if (selected !== -1 && this.isDrawable(selected) && this.distance2(selected, x, y) <= reach)
      return selected;
    let best = -1;
    let bestDistance = reach;
    for (let slot = 0; slot < this.count; slot++) {
      if (!this.isDrawable(slot)) continue;
      const distance = this.distance2(slot, x, y);
      if (distance <= bestDistance) {
        best = slot;
        bestDistance = distance;
      }
    }
    return best;
  }

  private distance2(slot: number, x: number, y: number): number {
    const dx = this.x[slot]! - x;
    const dy = this.y[slot]! - y;
    return dx * dx + dy * dy;
  }

  /** The slot of the selected bus, or -1. */
  selectedSlot(): number {
    if (this.selectedId !== null) {
      const slot = this.index.get(this.selectedId);
      if (slot !== undefined) return slot;
    }
    for (let slot = 0; slot < this.count; slot++) if ((this.flags[slot]! & FLAG_SELECTED) !== 0) return slot;
    return -1;
  }

  /** The buses as positions (for fitting the view). */
  *positions(): Generator<{ lng: number; lat: number }> {
    for (let slot = 0; slot < this.count; slot++) {
      if (this.isDrawable(slot)) yield { lng: this.lng[slot]!, lat: this.lat[slot]! };
    }
  }

  private write(slot: number, bus: MapBus): void {
    this.labels[slot] = bus.label;
    this.colors[slot] = bus.color;
    this.lng[slot] = bus.lng;
    this.lat[slot] = bus.lat;
    const valid = isValidPosition(bus.lng, bus.lat);
    this.x[slot] = valid ? worldX(bus.lng) : Number.NaN;
    this.y[slot] = valid ? worldY(bus.lat) : Number.NaN;
    this.bearing[slot] =
      bus.bearing === undefined || !Number.isFinite(bus.bearing) ? Number.NaN : (bus.bearing * Math.PI) / 180;
    this.flags[slot] =
      (bus.stale ? FLAG_STALE : 0) | (bus.selected ? FLAG_SELECTED : 0) | (valid ? FLAG_VALID : 0);
  }

  private move(from: number, to: number): void {
    const id = this.ids[from]!;
    this.ids[to] = id;
    this.labels[to] = this.labels[from]!;
    this.colors[to] = this.colors[from];
    this.lng[to] = this.lng[from]!;
    this.lat[to] = this.lat[from]!;
    this.x[to] = this.x[from]!;
    this.y[to] = this.y[from]!;
    this.bearing[to] = this.bearing[from]!;
    this.flags[to] = this.flags[from]!;
    this.index.set(id, to);
  }

  private grow(capacity: number): void {
    const copy = <T extends Float64Array | Float32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.count));
      return next;
    };
    this.lng = copy(this.lng, (n) => new Float64Array(n));
    this.lat = copy(this.lat, (n) => new Float64Array(n));
    this.x = copy(this.x, (n) => new Float64Array(n));
    this.y = copy(this.y, (n) => new Float64Array(n));
    this.bearing = copy(this.bearing, (n) => new Float32Array(n));
    this.flags = copy(this.flags, (n) => new Uint8Array(n));
  }
}
