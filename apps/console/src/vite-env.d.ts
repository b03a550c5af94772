/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Firebase web app configuration; when VITE_FIREBASE_API_KEY is absent the local adapters are used. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
  /** Raster XYZ tile template for the maps ({z}/{x}/{y}, optional {s} and {r}); absent: no tiles. */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution shown with the tiles (plain text, e.g. "© OpenStreetMap"). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
