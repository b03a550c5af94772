// The features a position grants: a Blueprint MultiSelect over every feature, filtered without diacritics.
import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { matchesFolded } from '@busops/domain';
import { preventEnterSubmit } from '../../lib/prevent-enter-submit';
import type { Feature } from './features.resource';

export interface FeatureMultiSelectProps {
  features: readonly Feature[];
  selectedIds: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

export function FeatureMultiSelect({ features, selectedIds, onChange, disabled }: FeatureMultiSelectProps) {
  const selected = features.filter((f) => selectedIds.includes(f.id));
  const toggle = (feature: Feature) =>
    onChange(
      selectedIds.includes(feature.id)
        ? selectedIds.filter((id) => id !== feature.id)
        : [...selectedIds, feature.id],
    );
  return (
    <MultiSelect<Feature>
      items={[...features]}
      selectedItems={selected}
      disabled={disabled}
      fill
      placeholder="Chọn chức năng..."
      resetOnSelect
      itemPredicate={(query, f) => matchesFolded(`${f.name} ${f.code} ${f.group ?? ''}`, query)}
      itemRenderer={(f, { handleClick, handleFocus, modifiers }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={f.id}
            roleStructure="listoption"
            selected={selectedIds.includes(f.id)}
            active={modifiers.active}
            disabled={modifiers.disabled}
            text={f.name}
            label={f.code}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      noResults={<MenuItem disabled roleStructure="listoption" text="Không có chức năng phù hợp" />}
      tagRenderer={(f) => f.name}
      onItemSelect={toggle}
      onRemove={(f) => toggle(f)}
      onClear={() => onChange([])}
      // Enter in the input picks the highlighted feature (on key up): its key down must not also submit the
      // position form around it, which saved the position without that feature.
      tagInputProps={{ inputProps: { onKeyDown: preventEnterSubmit } }}
      popoverProps={{ minimal: true }}
      menuProps={{ style: { maxHeight: 300, overflowY: 'auto' } }}
    />
  );
}
