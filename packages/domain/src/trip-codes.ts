// A trip's code, the key dispatchers read out on the phone: route number, service day, departure time
// (Asia/Ho_Chi_Minh) and direction, e.g. 08-261123-0530-0. Unique per company.
import { formatDateTime } from './format.ts';

export function tripCodeOf(routeNumber: string, departure: Date | string, direction: number): string {
  const text = formatDateTime(departure); // dd/MM/yyyy HH:mm in Vietnam time
  const [day, month, year] = text.slice(0, 10).split('/');
  const time = text.slice(11).replace(':', '');
  // Spaces and slashes would not survive a URL path or a phone call: '50 A/B' -> '50AB'.
  const route = routeNumber.replace(/[\s/]+/g, '');
  return `${route}-${year!.slice(2)}${month}${day}-${time}-${direction}`;
}
