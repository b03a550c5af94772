// The documents filter of /vehicle/list (listVehicles `document_expiry`) and the palette commands that
// open the list with it, from any screen.
import type { CommandContext } from '../../commands/types';

export const DOCUMENT_EXPIRY_OPTIONS = [
  { value: 'within_30_days', label: 'Hết hạn trong 30 ngày' },
  { value: 'expired', label: 'Đã hết hạn' },
];

/** The list filtered on `document_expiry`, the other criteria back to their defaults. */
export function openDocumentExpiry(ctx: CommandContext, filter: 'within_30_days' | 'expired'): void {
  ctx.navigate(`/vehicle/list?document_expiry=${filter}`);
}
