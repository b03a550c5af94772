// A pass in one line ('Vé tháng một tuyến · Thẻ thường · 12/2026 · 112.500 ₫'), apart from the picker: the
// counter's commands (first screens' JavaScript) write it too, without the picker's component.
import { formatVnd } from '@busops/domain';
import type { OperationData } from '@busops/sdk';
import { monthName, passName } from './receipt-text';

export type Pass = OperationData<'listSubscriptions'>['items'][number];

export function passLine(pass: Pass): string {
  const price = pass.next_price === null ? 'chưa có giá' : formatVnd(pass.next_price);
  return `${passName(pass)} · ${pass.card_type_name} · ${monthName(pass.next_period)} · ${price}`;
}
