// A report's own filters (define-report `filters`: a conductor, a fare product, a kind of order...): their
// choices, read once when the screen opens, a native select each in the criteria bar (type-ahead by
// keyboard, no Tab walk inside), and their names on paper.
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { FilterOption, ReportFilter } from './define-report';

export type FilterChoices = Readonly<Record<string, readonly FilterOption[]>>;

/** Every filter's choices: the fixed ones at once, the loaded ones when they arrive (none if that fails). */
export function useFilterChoices(filters: readonly ReportFilter[] = []): FilterChoices {
  const [choices, setChoices] = useState<FilterChoices>(() =>
    Object.fromEntries(filters.map((f) => [f.name, typeof f.options === 'function' ? [] : f.options])),
  );
  useEffect(() => {
    let live = true;
    for (const filter of filters) {
      const { options } = filter;
      if (typeof options !== 'function') continue;
      options().then(
        (list) => live && setChoices((now) => ({ ...now, [filter.name]: list })),
        () => undefined, // the picker keeps only "all"; the report itself still answers
      );
    }
    return () => {
      live = false;
    };
  }, [filters]);
  return choices;
}

export function FilterPickers(props: {
  filters: readonly ReportFilter[];
  choices: FilterChoices;
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}) {
  return props.filters.map((filter) => {
    const id = `criteria-${filter.name}`;
    const value = props.values[filter.name] ?? '';
    const choices = props.choices[filter.name] ?? [];
    // A value from a link whose choice is not (yet) listed still shows as chosen.
    const known = value === '' || choices.some((c) => c.value === value);
    return (
      <FormGroup key={filter.name} label={filter.label} labelFor={id} style={{ margin: 0 }}>
        <HTMLSelect
          id={id}
          value={value}
          options={[
            { value: '', label: filter.allLabel },
            ...choices,
            ...(known ? [] : [{ value, label: `#${value}` }]),
          ]}
          onChange={(e) => props.onChange(filter.name, e.target.value)}
        />
      </FormGroup>
    );
  });
}

/** The chosen filters as the print names them: 'Phụ xe: Nguyễn Văn An'. */
export function describeFilters(
  filters: readonly ReportFilter[] = [],
  choices: FilterChoices,
  values: Readonly<Record<string, string>>,
): string[] {
  return filters.flatMap((filter) => {
    const value = values[filter.name];
    if (!value) return [];
    const label = choices[filter.name]?.find((c) => c.value === value)?.label ?? value;
    return [`${filter.label}: ${label}`];
  });
}

/** The filters the drill-down takes too (the others would be refused by listFareTransactions). */
export function drillFilters(
  filters: readonly ReportFilter[] = [],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    filters.filter((f) => f.drill && values[f.name]).map((f) => [f.name, values[f.name]!]),
  );
}
