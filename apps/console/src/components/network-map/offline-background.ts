// The offline default: no tile server, a plain light background with a faint grid drawn locally, so the
// map still reads as a map (pans and zooms visibly) and the lines, stops and buses stand out. It sits
// under a configured tile layer too, so tiles that fail to load leave this background, never a hole.
import * as L from 'leaflet';

export const BACKGROUND_COLORS = {
  ground: '#F3F5F7', // between Blueprint light gray4 and light gray5
  minor: 'rgba(143, 153, 168, 0.10)', // gray3, faint
  major: 'rgba(143, 153, 168, 0.22)',
} as const;

/** A GridLayer whose 256-pixel tiles are canvases with grid lines: nothing downloaded. */
export class OfflineGridLayer extends L.GridLayer {
  constructor() {
    super({
      tileSize: 256,
      zIndex: 0,
      updateWhenZooming: false,
      keepBuffer: 1,
      className: 'busops-map-offline-grid',
    });
  }

  override createTile(): HTMLElement {
    const tile = document.createElement('canvas');
    const ratio = window.devicePixelRatio || 1;
    tile.width = 256 * ratio;
    tile.height = 256 * ratio;
    const context = tile.getContext('2d');
    if (!context) return tile;
    context.scale(ratio, ratio);
    context.fillStyle = BACKGROUND_COLORS.ground;
    context.fillRect(0, 0, 256, 256);
    context.lineWidth = 1;
    context.strokeStyle = BACKGROUND_COLORS.minor;
    context.beginPath();
    for (let at = 64; at < 256; at += 64) {
      context.moveTo(at + 0.5, 0);
      context.lineTo(at + 0.5, 256);
      context.moveTo(0, at + 0.5);
      context.lineTo(256, at + 0.5);
    }
    context.stroke();
    context.strokeStyle = BACKGROUND_COLORS.major;
    context.beginPath();
    context.moveTo(0.5, 0);
    context.lineTo(0.5, 256);
    context.moveTo(0, 0.5);
    context.lineTo(256, 0.5);
    context.stroke();
    return tile;
  }
}
