// What one GTFS import may cost, sized to real networks: the scale-1 network (158 routes, 4,213 stops)
// exports 2.3 million stop_times, 19.4 MB zipped, about 130 MB unzipped; these limits accept it with
// room and refuse far beyond, early, before the work they would cause (issue 18, finding 1).
import { AppError } from '../../http/errors.ts';

/** Unzipped bytes of one file and of the whole feed (declared in the zip and counted while inflating). */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;
export const MAX_FEED_BYTES = 320 * 1024 * 1024;
/** Unzipped / zipped bytes of one file: a GTFS text deflates ~5-12x; a zip bomb deflates 100-1000x. */
export const MAX_RATIO = 40;
/** Files below this many unzipped bytes are not held to the ratio (tiny files compress oddly). */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
/** Data rows per file (the header aside); files not named here get DEFAULT_MAX_ROWS. */
export const MAX_ROWS: Record<string, number> = {
  'stop_times.txt': 3_500_000,
  'shapes.txt': 2_000_000,
  'trips.txt': 250_000,
  'stops.txt': 50_000,
  'routes.txt': 5_000,
};
export const DEFAULT_MAX_ROWS = 100_000;
/** A parse that takes longer than this is stopped (the worker is terminated). */
export const PARSE_TIMEOUT_MS = 180_000;
/** Heap of the parse worker: a feed that needs more is refused, the API process is untouched. */
export const WORKER_HEAP_MB = 640;

export const GTFS_TOO_LARGE = 'GTFS_TOO_LARGE';
/** 413 with a Vietnamese reason: the feed asks for more work than one import may do. */
export const tooLarge = (why: string) => new AppError(413, GTFS_TOO_LARGE, `Tệp GTFS quá lớn: ${why}`);

export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const count = (n: number) => n.toLocaleString('vi-VN');
