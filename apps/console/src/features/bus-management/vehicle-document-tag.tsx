// A document's "valid until" cell (đăng kiểm, phù hiệu, bảo hiểm): the day dd/MM/yyyy, in a red Tag
// once expired and an orange one when it ends within 30 days (today in Asia/Ho_Chi_Minh), plain text
// otherwise, so the papers to renew stand out of a long list.
import { Intent, Tag } from '@blueprintjs/core';
import { documentState, saigonToday } from '@busops/domain';

/** '2026-12-31' as '31/12/2026' (a calendar day: no time zone to convert). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export function VehicleDocumentTag({ value }: { value?: string | null }) {
  if (!value) return null;
  const state = documentState(value, saigonToday());
  if (state === 'expired')
    return (
      <Tag intent={Intent.DANGER} minimal icon="error" title="Đã hết hạn">
        {formatDay(value)}
      </Tag>
    );
  if (state === 'expiring')
    return (
      <Tag intent={Intent.WARNING} minimal icon="time" title="Hết hạn trong 30 ngày">
        {formatDay(value)}
      </Tag>
    );
  return <span>{formatDay(value)}</span>;
}
