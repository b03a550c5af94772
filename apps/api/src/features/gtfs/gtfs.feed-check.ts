// The import is a write path like the edit screens, so its stops, routes and lines pass the same
// rules (issue 18, finding 9): the contract's request schemas of createStop, createRoute and
// createRouteLine (generated validators, Vietnamese messages), no control characters, stops in
// Vietnam. Each refused row is reported as file, line, GTFS column and message, and counts as an error,
// so apply writes nothing.
import { checkBody } from '@busops/sdk/validation';
import { bodyValidators } from '@busops/sdk/validators';
import { findControlCharacter } from '../../http/control-characters.ts';
import { isInVietnam } from '../bus-management/stop.location.ts';
import { MAX_MESSAGES, type ParsedFeed } from './gtfs.feed-parse.ts';

/** Contract field -> the GTFS column it comes from, per file. */
const COLUMNS: Record<string, Record<string, string>> = {
  'stops.txt': { code: 'stop_code', name: 'stop_name', lat: 'stop_lat', lng: 'stop_lon' },
  'routes.txt': { number: 'route_short_name', name: 'route_long_name', color: 'route_color' },
  'trips.txt': { name: 'trip_headsign', shape: 'shape_id' },
};
const CONTROL_CHARACTER = 'Không được chứa ký tự điều khiển';

export function checkFeedRows(feed: ParsedFeed): void {
  const reject = (file: string, line: number, field: string, message: string) => {
    const column = COLUMNS[file]?.[field.split('.')[0] ?? ''] ?? field;
    if (feed.rejected.length < MAX_MESSAGES) feed.rejected.push({ file, line, field: column, message });
    if (feed.errors.length < MAX_MESSAGES) feed.errors.push(`${file}:${line}: ${column}: ${message}`);
  };
  const check = (
    file: string,
    line: number,
    validate: (typeof bodyValidators)[keyof typeof bodyValidators],
    body: Record<string, unknown>,
  ) => {
    const first = checkBody(validate, body)[0];
    if (first) return reject(file, line, first.field, first.message);
    const control = findControlCharacter(body, '');
    if (control) reject(file, line, control, CONTROL_CHARACTER);
  };
  for (const stop of feed.stops.values()) {
    const body = { code: stop.code, name: stop.name, lat: stop.lat, lng: stop.lng };
    check('stops.txt', stop.line, bodyValidators.createStop, body);
    if (!isInVietnam(stop.lat, stop.lng))
      reject(
        'stops.txt',
        stop.line,
        'lat',
        'Vị trí nằm ngoài lãnh thổ Việt Nam (vĩ độ 8 đến 23,5, kinh độ 102 đến 117,5)',
      );
  }
  for (const route of feed.routes.values()) {
    check('routes.txt', route.line, bodyValidators.createRoute, {
      number: route.number,
      name: route.name,
      color: route.color,
    });
  }
  for (const line of feed.lines) {
    check('trips.txt', line.tripLine, bodyValidators.createRouteLine, {
      direction: line.direction,
      name: line.name,
      shape: line.shape,
    });
  }
}
