// Cells of /route/stop: the shelter and wheelchair flags as icons (with a text for screen readers
// and the tooltip), the lines using a stop as "01 đi, 19 về".

import { Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { formatCoordinates } from '@busops/domain';
import type { Stop } from './stops.resource';

function Flag({ on, icon, yes, no }: { on: boolean; icon: IconName; yes: string; no: string }) {
  return on ? (
    <span title={yes}>
      <Icon icon={icon} intent="success" aria-label={yes} />
    </span>
  ) : (
    <span title={no} className="bp6-text-muted">
      <span aria-hidden="true">–</span>
      <span
        className="bp6-text-overflow-ellipsis"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {no}
      </span>
    </span>
  );
}

export function StopFlagsCell({ data }: { data?: Stop }) {
  if (!data) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 10, alignItems: 'center' }}>
      <Flag on={data.has_shelter} icon="home" yes="Có mái che" no="Không có mái che" />
      <Flag on={data.wheelchair_accessible} icon="person" yes="Hỗ trợ xe lăn" no="Không hỗ trợ xe lăn" />
    </span>
  );
}

/** "01 đi, 19 về" (and "+3" when the answer names fewer lines than use the stop). */
export function stopLinesText(stop: Pick<Stop, 'lines' | 'line_count'>): string {
  if (stop.line_count === 0) return '';
  const named = stop.lines.map((l) => `${l.route_number} ${l.direction === 1 ? 'về' : 'đi'}`).join(', ');
  const more = stop.line_count - stop.lines.length;
  return more > 0 ? `${named} +${more}` : named;
}

/** "10,7721; 106,6983": the domain's one way to write a point (decimal commas). */
export function coordinatesText(stop: Pick<Stop, 'lat' | 'lng'>): string {
  return formatCoordinates(stop.lat, stop.lng);
}
