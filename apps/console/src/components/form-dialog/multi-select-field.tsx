// A form field of several choices ('multi-select'): a Blueprint MultiSelect over the field's options,
// filtered without diacritics, driven by the keyboard (type, Up/Down, Enter picks, Backspace marks the
// last, a second removes it). The form value is the chosen values joined by commas ('12,15'; '' for
// none). An option may carry a hint shown at its right (a code) and keywords the filter also matches
// (the position form's features).
import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { matchesFolded } from '@busops/domain';
import { preventEnterSubmit } from '../../lib/prevent-enter-submit';

export type MultiSelectOption = { value: string; label: string; hint?: string; keywords?: string };
type Option = MultiSelectOption;

export const splitValues = (value: string): string[] => value.split(',').filter(Boolean);

export function MultiSelectField(props: {
  id: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** What the menu says when nothing matches (default 'Không có mục phù hợp'). */
  noResults?: string;
}) {
  const chosen = splitValues(props.value);
  const toggle = (option: Option) =>
    props.onChange(
      (chosen.includes(option.value)
        ? chosen.filter((v) => v !== option.value)
        : [...chosen, option.value]
      ).join(','),
    );
  return (
    <MultiSelect<Option>
      items={[...props.options]}
      selectedItems={props.options.filter((o) => chosen.includes(o.value))}
      disabled={props.disabled}
      fill
      placeholder={props.placeholder ?? 'Gõ để tìm, Enter để chọn...'}
      resetOnSelect
      itemPredicate={(query, o) => matchesFolded(o.keywords ? `${o.label} ${o.keywords}` : o.label, query)}
      itemRenderer={(o, { handleClick, handleFocus, modifiers }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={o.value}
            roleStructure="listoption"
            selected={chosen.includes(o.value)}
            active={modifiers.active}
            text={o.label}
            label={o.hint}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      noResults={
        <MenuItem disabled roleStructure="listoption" text={props.noResults ?? 'Không có mục phù hợp'} />
      }
      tagRenderer={(o) => o.label}
      onItemSelect={toggle}
      onRemove={(o) => toggle(o)}
      onClear={() => props.onChange('')}
      // Enter picks the highlighted option; it must not also submit the form around it.
      tagInputProps={{
        inputProps: { id: props.id, autoFocus: props.autoFocus, onKeyDown: preventEnterSubmit },
      }}
      popoverProps={{ minimal: true }}
      menuProps={{ style: { maxHeight: 300, overflowY: 'auto' } }}
    />
  );
}
