// The buses on one canvas: a Leaflet Renderer (so the canvas follows pans and zoom animations exactly as
// Leaflet's own vector canvas does) that draws BusStore directly. 3,000 buses are one clear and a few
// batched paths per frame (one per colour), with no Leaflet layer per bus: a bus update is array writes
// plus one redraw on the next animation frame, however many updates arrive before it.
import * as L from 'leaflet';
import type { BusStore } from './bus-store';
import { worldSize } from './projection';

/** Colours from Blueprint's palette (light theme). */
export const BUS_COLORS = {
  fresh: '#2D72D2', // blue3
  stale: '#8F99A8', // gray3
  outline: '#FFFFFF',
  selectedHalo: 'rgba(251, 179, 96, 0.45)', // orange5
  selectedRing: '#C87619', // orange3
  labelText: '#1C2127', // dark gray1
  labelBackground: 'rgba(255, 255, 255, 0.92)',
  labelBorder: '#C5CBD3', // light gray1
} as const;

const STALE_ALPHA = 0.7;
const FONT =
  '600 12px -apple-system, "BlinkMacSystemFont", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif';

/** Dot radius in CSS pixels: small at city scale, larger at street scale. */
export function busRadius(zoom: number): number {
  if (zoom <= 12) return 3;
  if (zoom <= 14) return 4;
  return 5;
}

/** Extra pixels around a dot that still count as a click on it. */
const HIT_SLOP = 3;

interface Internals {
  _map: L.Map & { _getNewPixelOrigin(center: L.LatLng, zoom: number): L.Point };
  _container: HTMLCanvasElement;
  _bounds: L.Bounds;
  _center: L.LatLng;
  _zoom: number;
}

export class BusCanvasLayer extends L.Renderer {
  declare _container: HTMLCanvasElement;
  declare _bounds: L.Bounds;
  declare _center: L.LatLng;
  declare _zoom: number;
  declare private store: BusStore;
  declare private context: CanvasRenderingContext2D | null;
  /** Zoom and pixel origin the canvas was laid out for: redraws between layouts use these. */
  declare private drawnZoom: number;
  declare private origin: L.Point;
  declare private frame: number;
  declare private sprites: BusSprites;
  declare private drawnVersion: number;
  /** Told how long each redraw of the buses took (milliseconds): NetworkMapProps.onBusesDrawn. */
  declare onDrawn: ((ms: number, buses: number) => void) | null;

  constructor(store: BusStore, options?: L.RendererOptions) {
    super({ padding: 0.1, ...options });
    this.store = store;
    this.sprites = new BusSprites();
    this.frame = 0;
    this.drawnVersion = -1;
    this.onDrawn = null;
  }

  /** Redraws on the next animation frame (once, however often it is called before). */
  requestRedraw(): void {
    if (this.frame || !this.context) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** The bus under a container point (pixels from the map's top-left corner), or -1. */
  hitTest(containerPoint: L.Point): number {
    const map = (this as unknown as Internals)._map;
    if (!map || !this.origin) return -1;
    const size = worldSize(this.drawnZoom);
    const layerPoint = map.containerPointToLayerPoint(containerPoint);
    const x = (layerPoint.x + this.origin.x) / size;
    const y = (layerPoint.y + this.origin.y) / size;
    const reach = busRadius(this.drawnZoom) + HIT_SLOP;
    return this.store.nearest(x, y, reach / size);
  }

  /** Where a bus slot is (for its tooltip). */
  slotLatLng(slot: number): L.LatLng {
    return L.latLng(this.store.lat[slot]!, this.store.lng[slot]!);
  }

  // --- L.Renderer's extension points (Leaflet calls these) ---

  _initContainer(): void {
    const canvas = document.createElement('canvas');
    canvas.className = 'busops-map-bus-canvas';
    this._container = canvas;
    this.context = canvas.getContext('2d');
  }

  _destroyContainer(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this._container.remove();
    this.context = null;
  }

  /** Called by Leaflet after every pan or zoom (moveend, viewreset): lays the canvas out again, redraws. */
  _update(): void {
    const self = this as unknown as Internals;
    const map = self._map;
    if (!map) return;
    const padding = this.options.padding ?? 0.1;
    const size = map.getSize();
    const min = map.containerPointToLayerPoint(size.multiplyBy(-padding)).round();
    this._bounds = L.bounds(min, min.add(size.multiplyBy(1 + padding * 2)).round());
    this._center = map.getCenter();
    this._zoom = map.getZoom();
    this.drawnZoom = this._zoom;
    this.origin = map.getPixelOrigin();

    const canvasSize = this._bounds.getSize();
    const ratio = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(this._container, min);
    this._container.width = Math.round(ratio * canvasSize.x);
    this._container.height = Math.round(ratio * canvasSize.y);
    this._container.style.width = `${canvasSize.x}px`;
    this._container.style.height = `${canvasSize.y}px`;
    this.draw();
  }

  /** Draws every bus now. */
  draw(): void {
    const context = this.context;
    if (!context || !this._bounds || !this.origin) return;
    const started = performance.now();
    const store = this.store;
    const ratio = window.devicePixelRatio || 1;
    const min = this._bounds.min!;
    const max = this._bounds.max!;
    const width = max.x - min.x;
    const height = max.y - min.y;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);

    // canvas pixel = world * size - origin - min
    const size = worldSize(this.drawnZoom);
    const offsetX = this.origin.x + min.x;
    const offsetY = this.origin.y + min.y;
    const radius = busRadius(this.drawnZoom);
    const reach = radius + 4; // a dot and its arrow

    // Each bus is one drawImage of a pre-drawn sprite (colour x stale x bearing in 10-degree steps): a
    // blit, where stroking and filling 3,000 arcs costs a software canvas (no GPU) over 100 ms a frame.
    // Stale buses first (underneath), then fresh ones; the selected bus last, on top.
    const sprites = this.sprites;
    const half = sprites.half(radius);
    for (let pass = 0; pass < 2; pass++) {
      const stalePass = pass === 0;
      for (let slot = 0; slot < store.count; slot++) {
        if (!store.isDrawable(slot) || store.isStale(slot) !== stalePass || store.isSelected(slot)) continue;
        const x = store.x[slot]! * size - offsetX;
        const y = store.y[slot]! * size - offsetY;
        if (x < -reach || y < -reach || x > width + reach || y > height + reach) continue;
        const sprite = sprites.get(
          store.colors[slot] ?? BUS_COLORS.fresh,
          stalePass,
          radius,
          store.bearing[slot]!,
        );
        context.drawImage(sprite, Math.round(x) - half, Math.round(y) - half, half * 2, half * 2);
      }
    }

    const selected = store.selectedSlot();
    if (selected !== -1 && store.isDrawable(selected)) {
      const x = store.x[selected]! * size - offsetX;
      const y = store.y[selected]! * size - offsetY;
      drawSelected(context, store, selected, x, y, radius + 2);
    }
    this.drawnVersion = store.version;
    this.onDrawn?.(performance.now() - started, store.count);
  }

  /** True when the store changed since the last draw. */
  isDirty(): boolean {
    return this.drawnVersion !== this.store.version;
  }
}

/** Bearings are drawn in steps of this many degrees: 36 sprites per colour, differences invisible. */
const BEARING_STEP = 10;

/** Pre-drawn bus dots (device pixels), cached by colour, staleness, radius and bearing step. */
export class BusSprites {
  private readonly cache = new Map<string, HTMLCanvasElement>();

  /** Half the sprite's size in CSS pixels: the dot, its arrow and its outline. */
  half(radius: number): number {
    return radius + 5;
  }

  get(color: string, stale: boolean, radius: number, bearing: number): HTMLCanvasElement {
    const step = Number.isNaN(bearing) ? -1 : bearingStep(bearing);
    const key = `${color}|${stale ? 1 : 0}|${radius}|${step}`;
    let sprite = this.cache.get(key);
    if (!sprite) {
      sprite = this.draw(
        color,
        stale,
        radius,
        step === -1 ? Number.NaN : (step * BEARING_STEP * Math.PI) / 180,
      );
      this.cache.set(key, sprite);
    }
    return sprite;
  }

  private draw(color: string, stale: boolean, radius: number, bearing: number): HTMLCanvasElement {
    const ratio = window.devicePixelRatio || 1;
    const half = this.half(radius);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = Math.ceil(half * 2 * ratio);
    const context = canvas.getContext('2d');
    if (!context) return canvas;
    context.scale(ratio, ratio);
    context.globalAlpha = stale ? STALE_ALPHA : 1;
    context.beginPath();
    addBusShape(context, half, half, radius, bearing);
    paint(context, stale ? BUS_COLORS.stale : color);
    return canvas;
  }
}

/** The 10-degree step (0..35) nearest to a bearing in radians. */
export function bearingStep(bearing: number): number {
  const degrees = ((((bearing * 180) / Math.PI) % 360) + 360) % 360;
  return Math.round(degrees / BEARING_STEP) % (360 / BEARING_STEP);
}

/** A dot, plus a small arrow pointing along the bearing (radians clockwise from north) when known. */
function addBusShape(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  radius: number,
  bearing: number,
): void {
  context.moveTo(x + radius, y);
  context.arc(x, y, radius, 0, Math.PI * 2);
  if (Number.isNaN(bearing)) return;
  const sin = Math.sin(bearing);
  const cos = Math.cos(bearing);
  const tip = radius + 3.5;
  const half = 0.62; // half the arrow's base angle (radians)
  const baseSin = Math.sin(half);
  const baseCos = Math.cos(half);
  // tip along the bearing; base on the circle at bearing +- half (screen y grows downward)
  context.moveTo(x + sin * tip, y - cos * tip);
  context.lineTo(x + (sin * baseCos + cos * baseSin) * radius, y - (cos * baseCos - sin * baseSin) * radius);
  context.lineTo(x + (sin * baseCos - cos * baseSin) * radius, y - (cos * baseCos + sin * baseSin) * radius);
  context.closePath();
}

/** Outline first (a 2-pixel stroke, half of it then covered by the fill): each bus gets a 1-pixel halo. */
function paint(context: CanvasRenderingContext2D, fill: string): void {
  context.lineWidth = 2;
  context.lineJoin = 'round';
  context.strokeStyle = BUS_COLORS.outline;
  context.stroke();
  context.fillStyle = fill;
  context.fill();
}

function drawSelected(
  context: CanvasRenderingContext2D,
  store: BusStore,
  slot: number,
  x: number,
  y: number,
  radius: number,
): void {
  const stale = store.isStale(slot);
  context.beginPath();
  context.arc(x, y, radius + 6, 0, Math.PI * 2);
  context.fillStyle = BUS_COLORS.selectedHalo;
  context.fill();
  context.lineWidth = 2;
  context.strokeStyle = BUS_COLORS.selectedRing;
  context.stroke();

  context.beginPath();
  addBusShape(context, x, y, radius, store.bearing[slot]!);
  context.globalAlpha = stale ? 0.8 : 1;
  paint(context, stale ? BUS_COLORS.stale : (store.colors[slot] ?? BUS_COLORS.fresh));
  context.globalAlpha = 1;

  const label = store.labels[slot] ?? '';
  if (!label) return;
  context.font = FONT;
  const textWidth = context.measureText(label).width;
  const left = x + radius + 10;
  const top = y - 10;
  context.beginPath();
  context.roundRect(left, top, textWidth + 12, 20, 3);
  context.fillStyle = BUS_COLORS.labelBackground;
  context.fill();
  context.lineWidth = 1;
  context.strokeStyle = BUS_COLORS.labelBorder;
  context.stroke();
  context.fillStyle = BUS_COLORS.labelText;
  context.textBaseline = 'middle';
  context.fillText(label, left + 6, top + 10.5);
}
