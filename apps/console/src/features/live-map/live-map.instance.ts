// The app's live map store (the screen, the palette's "Tìm xe trên bản đồ…" and its record search).
import { api } from '../../lib/api';
import { createLiveMapStore } from './live-map.store';

export const liveMap = createLiveMapStore(api);
