// The network map, loaded on first use: Leaflet and its CSS are in the map's own chunk, never in the first
// screens' bundle. Screens import this (and types from ./network-map.types); see README.md here.
import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { NetworkMapProps } from './network-map.types';

// Inline: the map's stylesheet comes with its chunk, after this placeholder is shown.
const PLACEHOLDER_STYLE = {
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  border: '1px solid rgba(17, 20, 24, 0.15)',
  borderRadius: 4,
  background: '#f3f5f7',
} as const;

const LazyMap = lazyComponent<NetworkMapProps>(
  () => import('./leaflet-map'),
  () => (
    <div className="busops-network-map-placeholder" style={PLACEHOLDER_STYLE}>
      <Spinner size={24} aria-label="Đang tải bản đồ" />
    </div>
  ),
);

/**
 * `<NetworkMap lines stops buses ... ref={handle} />`: lines, stops and live buses on a Leaflet map that
 * works offline. The box has its height at once (a spinner in it while the chunk loads), so the screen
 * does not jump. `NetworkMap.preload()` starts the download early (e.g. when a screen mounts).
 */
export function NetworkMap({ height = 480, ...props }: NetworkMapProps): ReactNode {
  return (
    <div className="busops-network-map-box" style={{ height, width: '100%', position: 'relative' }}>
      <LazyMap {...props} height="100%" />
    </div>
  );
}

NetworkMap.preload = LazyMap.preload;

export type * from './network-map.types';
