// Search criteria above a list: Enter or 'Tìm kiếm' searches from page 1, 'Xoá lọc' clears, Escape goes
// to the grid's first row (as in a report's criteria). The buttons stay usable while a search runs: a
// disabled button drops the focus to <body> (Enter on 'Tìm kiếm' left a keyboard user nowhere), and the
// list store lets the newest search win.
import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { DateInput, MonthInput } from '../date-input/date-input';

export interface CriteriaField {
  name: string;
  label: string;
  /** 'date' / 'month': the kit's DateInput / MonthInput (dd/MM/yyyy, MM/yyyy; the value as the API writes it). */
  type?: 'text' | 'select' | 'date' | 'month';
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Changing this field searches by itself after this many ms (typing: a debounce; 0 for selects). */
  searchDelayMs?: number;
}

export interface CriteriaBarProps {
  fields: readonly CriteriaField[];
  values: Record<string, unknown>;
  onSearch: (values: Record<string, string>) => void;
  /** Escape in a criterion: done choosing, on to the rows (the list's grid). */
  onDone?: () => void;
  children?: React.ReactNode;
}

const draftOf = (fields: readonly CriteriaField[], values: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f.name, values[f.name] == null ? '' : String(values[f.name])]));

function CalendarCriteria(props: {
  id: string;
  kind: 'date' | 'month';
  value: string;
  onChange: (value: string) => void;
}) {
  const Input = props.kind === 'date' ? DateInput : MonthInput;
  return <Input id={props.id} value={props.value} onChange={props.onChange} style={{ width: 120 }} />;
}

/**
 * A criteria form's Escape: done choosing, on to the rows (list and report criteria). In the capture phase:
 * Blueprint's MultiSelect blurs its input on Escape and keeps the key to itself, which left the focus
 * nowhere (on <body>); a picker's open list closes as its input loses the focus.
 */
export const escapeTo =
  (onDone: (() => void) | undefined) =>
  (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key !== 'Escape' || !onDone) return;
    event.preventDefault();
    onDone();
  };

export function CriteriaBar({ fields, values, onSearch, onDone, children }: CriteriaBarProps) {
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(fields, values));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Criteria changed from outside (Back, Forward, a link): the fields show them. Our own searches come
  // back here too, and are skipped, so what is typed meanwhile stays.
  const shown = JSON.stringify(draftOf(fields, values));
  const searched = useRef(shown);
  useEffect(() => {
    const before: Record<string, string> = JSON.parse(searched.current);
    searched.current = shown;
    const now: Record<string, string> = JSON.parse(shown);
    const moved = Object.keys(now).filter((name) => now[name] !== before[name]);
    if (moved.length === 0) return;
    // A pending search of the old criteria is dropped; a field that only appeared (a company picker
    // filled in late) does not drop what is being typed.
    if (moved.some((name) => name in before)) clearTimeout(timer.current);
    setDraft((draft) => ({ ...draft, ...Object.fromEntries(moved.map((name) => [name, now[name]!])) }));
  }, [shown]);
  const search = (next: Record<string, string>) => {
    searched.current = JSON.stringify(draftOf(fields, next));
    onSearch(next);
  };
  const set = (name: string, value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    const delay = fields.find((f) => f.name === name)?.searchDelayMs;
    clearTimeout(timer.current);
    if (delay !== undefined) timer.current = setTimeout(() => search(next), delay);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    search(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
    clearTimeout(timer.current);
    setDraft(empty);
    search(empty);
  };
  return (
    <form
      className="busops-list-toolbar"
      onSubmit={submit}
      aria-label="Tiêu chí tìm kiếm"
      onKeyDownCapture={escapeTo(onDone)}
    >
      {fields.map((field) => (
        <FormGroup
          key={field.name}
          label={field.label}
          labelFor={`criteria-${field.name}`}
          style={{ margin: 0 }}
        >
          {field.type === 'select' ? (
            <HTMLSelect
              id={`criteria-${field.name}`}
              value={draft[field.name] ?? ''}
              options={[{ value: '', label: 'Tất cả' }, ...(field.options ?? [])]}
              onChange={(e) => set(field.name, e.target.value)}
            />
          ) : field.type === 'date' || field.type === 'month' ? (
            <CalendarCriteria
              id={`criteria-${field.name}`}
              kind={field.type}
              value={draft[field.name] ?? ''}
              onChange={(v) => set(field.name, v)}
            />
          ) : (
            <InputGroup
              id={`criteria-${field.name}`}
              type="search"
              leftIcon="search"
              placeholder={field.placeholder}
              value={draft[field.name] ?? ''}
              onValueChange={(v) => set(field.name, v)}
            />
          )}
        </FormGroup>
      ))}
      {fields.length > 0 && (
        <>
          <Button type="submit" intent={Intent.PRIMARY} icon="search">
            Tìm kiếm
          </Button>
          <Button variant="minimal" onClick={clear}>
            Xoá lọc
          </Button>
        </>
      )}
      <span style={{ flex: 1 }} />
      {children}
    </form>
  );
}
