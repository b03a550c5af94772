// The counter from the palette: a phone or a name typed in ⌘K finds members (searchMembers) and their
// passes (listSubscriptions), and offers for each member 'Gia hạn vé tháng', 'Đổi thẻ' and, when a pass
// has an order awaiting payment, 'Xác nhận thanh toán'. Each is a record whose link opens its dialog on its
// order list (orders.screen.tsx, `?counter=`): with one pass, straight to the month and the price.
import { formatPhone } from '@busops/domain';
import type { RecordItem } from '../../commands/record-search';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { ORDER_SCREENS } from './orders.resource';
import { type Pass, passLine } from './pass-line';

interface Member {
  id: number;
  full_name: string;
  phone_number: string;
}

/** The records of one member: what the counter can do for them, most likely first. */
export function memberActions(member: Member, passes: readonly Pass[]): RecordItem[] {
  const who = `${member.full_name} · ${formatPhone(member.phone_number)}`;
  const records: RecordItem[] = [];
  if (passes.length === 0) return records;
  const subtitle = passes.length === 1 ? passLine(passes[0]!) : `${passes.length} vé tháng`;
  const open = passes.find((p) => p.open_order)?.open_order ?? null;
  const extend: RecordItem = {
    id: `extend:${member.id}`,
    title: `Gia hạn vé tháng · ${who}`,
    subtitle,
    path: `${ORDER_SCREENS[2].path}?counter=extend&member=${member.id}`,
  };
  const pay: RecordItem | null = open
    ? {
        id: `pay:${member.id}`,
        title: `Xác nhận thanh toán ${open.code} · ${who}`,
        subtitle: 'Đơn chờ thanh toán',
        path: `${ORDER_SCREENS[open.order_type].path}?counter=pay&member=${member.id}`,
      }
    : null;
  const card: RecordItem = {
    id: `card:${member.id}`,
    title: `Đổi thẻ · ${who}`,
    subtitle,
    path: `${ORDER_SCREENS[3].path}?counter=change-card&member=${member.id}`,
  };
  if (pay) records.push(pay);
  records.push(extend, card);
  return records;
}

/** Members matching `query` and their passes: each member's counter actions (monthly-tickets.commands.ts). */
export async function searchCounter(query: string, signal: AbortSignal): Promise<RecordItem[]> {
  const [members, passes] = await Promise.all([
    data(api.call('searchMembers', { params: { query: { keyword: query, page: 0, size: 5 } }, signal })),
    data(api.call('listSubscriptions', { params: { query: { keyword: query, page: 0, size: 50 } }, signal })),
  ]);
  return members.items.flatMap((member) =>
    memberActions(
      member,
      passes.items.filter((p) => p.member.id === member.id),
    ),
  );
}
