// The one place that reads import.meta.env (style: env discipline). Firebase is optional: every port has a
// local default (design §4), chosen here by the presence of VITE_FIREBASE_API_KEY.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  messagingSenderId?: string;
  measurementId?: string;
  /** Web push certificate key for Firebase Messaging. */
  vapidKey?: string;
}

function readFirebaseConfig(): FirebaseWebConfig | null {
  const env = import.meta.env;
  if (!env.VITE_FIREBASE_API_KEY) return null;
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    measurementId: env.VITE_FIREBASE_MEASUREMENT_ID,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
  };
}

export const firebaseConfig: FirebaseWebConfig | null = readFirebaseConfig();

export const isFirebaseConfigured = firebaseConfig !== null;
/** Push goes through Firebase Messaging only when a sender id and a VAPID key are configured too. */
export const isPushConfigured = Boolean(firebaseConfig?.messagingSenderId && firebaseConfig.vapidKey);
export const isFirebaseAnalyticsConfigured = Boolean(firebaseConfig?.measurementId);

export const isDev = import.meta.env.DEV;

/**
 * Map tiles (issue 9): a raster XYZ template such as `https://tile.example.vn/{z}/{x}/{y}.png` and its
 * attribution. Absent (the default): no tiles, the map draws lines, stops and buses on a plain background,
 * which works without internet. Trimmed; an empty value counts as absent.
 */
export const mapTileUrl: string | null = import.meta.env.VITE_MAP_TILE_URL?.trim() || null;
export const mapTileAttribution: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? '';
