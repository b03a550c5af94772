// '+' and '-' on a focused map zoom one level per press, however fast the presses come. Leaflet's own
// keyboard zoom asks for getZoom() ± 1 while the previous zoom still animates (about 250 ms), and
// Leaflet drops a zoom asked for during an animation: four quick '-' zoomed out once. Here the presses
// add up to a target, and the map goes on towards it when each animation ends.
import type * as L from 'leaflet';

/** Leaflet's zoom key codes (Map.Keyboard.js): '=', '+', numpad '+' in; '-', numpad '-' out. */
const ZOOM_IN_CODES = new Set([187, 107, 61, 171]);
const ZOOM_OUT_CODES = new Set([189, 109, 54, 173]);

export function bindKeyboardZoom(map: L.Map, container: HTMLElement): void {
  let target: number | null = null;
  let zooming = false;
  map.on('zoomstart', () => {
    zooming = true;
  });
  container.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const delta = ZOOM_IN_CODES.has(event.keyCode) ? 1 : ZOOM_OUT_CODES.has(event.keyCode) ? -1 : 0;
    if (delta === 0) return;
    // Leaflet's handler listens on the document: this press is ours alone.
    event.stopPropagation();
    event.preventDefault();
    const from = target ?? map.getZoom();
    target = Math.min(map.getMaxZoom(), Math.max(map.getMinZoom(), from + delta * (event.shiftKey ? 3 : 1)));
    if (zooming) return; // taken up when this animation ends
    const ask = target;
    // a press at the last zoom level changes nothing, and no zoomend will come to clear the target
    if (ask === map.getZoom()) target = null;
    map.setZoom(ask);
  });
  map.on('zoomend', () => {
    zooming = false;
    if (target === null) return;
    if (map.getZoom() === target) target = null;
    else map.setZoom(target);
  });
  // a fitted view or a wheel zoom starts afresh
  map.on('movestart', () => {
    if (!zooming) target = null;
  });
}
