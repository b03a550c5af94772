// `-f key=value` options into a parameters object: repeated keys make an array (`-f route_ids=1 -f
// route_ids=2`), which openapi-fetch sends as repeated query parameters.
import { usageError } from './exit-codes.ts';

export function keyValues(
  pairs: readonly string[] | undefined,
  option: string,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const pair of pairs ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw usageError(`${option} cần dạng khoá=giá trị: "${pair}"`);
    const key = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const previous = out[key];
    out[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return out;
}
