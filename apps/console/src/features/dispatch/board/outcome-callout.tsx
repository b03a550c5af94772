// What a save or its dry run found, in the dialog: errors (they block), warnings (accepted with
// 'Vẫn phân công'), a stale refusal (who changed the trip) or any other refusal.
import { Callout } from '@blueprintjs/core';
import type { WriteOutcome } from './board-actions';
import { splitConflicts } from './board-model';

export function OutcomeCallout({ outcome }: { outcome: WriteOutcome | null }) {
  if (!outcome) return null;
  const { errors, warnings } = splitConflicts(outcome.conflicts);
  return (
    <>
      {!outcome.ok && errors.length === 0 && (
        <Callout intent={outcome.stale ? 'warning' : 'danger'} role="alert" className="board-outcome">
          {outcome.message}
        </Callout>
      )}
      {errors.length > 0 && (
        <Callout intent="danger" role="alert" title="Không thể phân công" className="board-outcome">
          <ul>
            {errors.map((c) => (
              <li key={`${c.trip_code}-${c.code}-${c.message}`}>
                {c.trip_code}: {c.message}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {warnings.length > 0 && (
        <Callout intent="warning" title="Cảnh báo" className="board-outcome">
          <ul>
            {warnings.map((c) => (
              <li key={`${c.trip_code}-${c.code}-${c.message}`}>
                {c.trip_code}: {c.message}
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </>
  );
}
