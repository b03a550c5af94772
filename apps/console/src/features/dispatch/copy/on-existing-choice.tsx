// The one way the copy and the sync show a target day that already runs the route (issue 19): how many
// trips it runs and what the chosen way does with the clashing times, and the choice itself (the
// domain's three ways and their words, TRIP_COPY_ON_EXISTING). The choice has keys, 1 2 3 in that order,
// shown on each radio: the dialogs keep the focus on their primary button, so no Tab walk reaches it.
import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { TRIP_COPY_ON_EXISTING, TRIP_COPY_ON_EXISTING_LABELS, type TripCopyOnExisting } from '@busops/domain';
import type { KeyboardEvent } from 'react';

export const countVi = (v: number) => v.toLocaleString('vi-VN');

/** Fields where a digit is typed (a date, a number), not a choice. */
const TYPING = 'textarea, select, [contenteditable="true"], input:not([type="radio"]):not([type="checkbox"])';

/** The way a key (1, 2, 3) chooses, or null: another key, a modifier held, or a digit typed into a field. */
export function onExistingFromKey(event: KeyboardEvent): TripCopyOnExisting | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.target instanceof Element && event.target.matches(TYPING)) return null;
  return TRIP_COPY_ON_EXISTING[['1', '2', '3'].indexOf(event.key)] ?? null;
}

export function OnExistingRadios({
  label,
  value,
  choose,
}: {
  label: string;
  value: TripCopyOnExisting;
  choose: (choice: TripCopyOnExisting) => void;
}) {
  return (
    <RadioGroup
      label={label}
      inline
      selectedValue={value}
      onChange={(e) => choose(e.currentTarget.value as TripCopyOnExisting)}
    >
      {TRIP_COPY_ON_EXISTING.map((choice, index) => (
        <Radio
          key={choice}
          labelElement={
            <>
              {TRIP_COPY_ON_EXISTING_LABELS[choice]} <kbd>{index + 1}</kbd>
            </>
          }
          value={choice}
        />
      ))}
    </RadioGroup>
  );
}

/** 'The day already runs N trips of the route', then `doing`; a warning when 'add' doubles served times. */
export function ClashCallout({
  day,
  onExisting,
  running,
  served,
  doing,
}: {
  day: string;
  onExisting: TripCopyOnExisting;
  running: number;
  served: number;
  doing: string;
}) {
  return (
    <Callout intent={onExisting === 'add' && served > 0 ? 'warning' : 'primary'} compact role="status">
      {day} đã có <b>{countVi(running)}</b> chuyến của tuyến (không tính chuyến đã hủy, mất chuyến). {doing}
    </Callout>
  );
}
