// The printed receipt's words: an amount in Vietnamese words ("Một trăm bốn mươi nghìn đồng"), the pass
// ("Tuyến 08 - ..." or the multi-route name) and the month ("Tháng 06/2026"). Pure, unit tested.
import { formatMonth } from '@busops/domain';

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
const GROUPS = ['', 'nghìn', 'triệu', 'tỷ'];

/** 0..999 in words; `full` when a higher group precedes (then "không trăm", "linh"). */
function hundreds(n: number, full: boolean): string {
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  const words: string[] = [];
  if (h > 0 || full) words.push(DIGITS[h]!, 'trăm');
  if (t > 1) {
    words.push(DIGITS[t]!, 'mươi');
    if (u === 1) words.push('mốt');
    else if (u === 4) words.push('tư');
    else if (u === 5) words.push('lăm');
    else if (u > 0) words.push(DIGITS[u]!);
  } else if (t === 1) {
    words.push('mười');
    if (u === 5) words.push('lăm');
    else if (u > 0) words.push(DIGITS[u]!);
  } else if (u > 0) {
    if (h > 0 || full) words.push('linh');
    words.push(DIGITS[u]!);
  }
  return words.join(' ');
}

/** Whole VND in Vietnamese words, capitalised, ending in "đồng": 140000 -> "Một trăm bốn mươi nghìn đồng". */
export function vndInWords(amount: number): string {
  const n = Math.round(Math.abs(amount));
  if (n === 0) return 'Không đồng';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const g = groups[i]!;
    if (g === 0) continue;
    const text = hundreds(g, i < groups.length - 1);
    parts.push(GROUPS[i % 4] ? `${text} ${GROUPS[i % 4]}` : text);
  }
  const text = `${amount < 0 ? 'âm ' : ''}${parts.join(' ')} đồng`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The pass in words: its route, or its multi-route price's name. */
export function passName(order: {
  scope: 'single' | 'multi';
  route_name: string | null;
  multiple_routes_name: string | null;
}): string {
  return order.scope === 'single'
    ? `Tuyến ${order.route_name ?? ''}`.trim()
    : `Liên tuyến: ${order.multiple_routes_name ?? ''}`;
}

/** The pass in a list column: 'Tuyến 152' (the route's number, before ' - '), or the multi-route name. */
export function shortPassName(order: Parameters<typeof passName>[0]): string {
  return order.scope === 'single'
    ? `Tuyến ${(order.route_name ?? '').split(' - ')[0]}`.trim()
    : (order.multiple_routes_name ?? 'Liên tuyến');
}

/** '2026-06' -> 'Tháng 06/2026'. */
export function monthName(month: string | null): string {
  return month ? `Tháng ${formatMonth(month)}` : '';
}
