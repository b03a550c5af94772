// The one date input of the console: shows and takes dd/MM/yyyy whatever the browser's language (a
// native <input type="date"> follows the browser and read MM/DD/YYYY in an en-US Chromium), holds the
// day as the API writes it (yyyy-MM-dd). Keyboard first: digits (slashes come by themselves), Up/Down
// or +/- move a day, PageUp/PageDown a month (30 days). MonthInput is the same for MM/yyyy.
import { InputGroup, type InputGroupProps, Intent } from '@blueprintjs/core';
import { businessDay, formatDay, formatMonth, parseDay, parseMonth } from '@busops/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { stepDay, stepMonth, stepOf, typedDayText, typedMonthText } from './calendar-text';

type Shared = Omit<InputGroupProps, 'value' | 'onChange' | 'onValueChange' | 'type'>;

export interface DateInputProps extends Shared {
  /** 'yyyy-MM-dd', or '' for none. */
  value: string;
  /** A whole day typed or stepped to ('yyyy-MM-dd'), or '' when the field is cleared. */
  onChange: (day: string) => void;
  /**
   * Text that is not a day yet (or never will be: '31/02/2026'). A form passes it on, so its check
   * names the field instead of silently keeping the last good day.
   */
  onInvalidText?: (text: string) => void;
}

interface CalendarInputKind {
  format: (value: string) => string;
  parse: (text: string) => string | null;
  typed: (text: string, previous: string) => string;
  step: (value: string, by: number, today: string) => string;
  /** PageUp / PageDown. */
  big: number;
  placeholder: string;
}

const DAY: CalendarInputKind = {
  format: formatDay,
  parse: parseDay,
  typed: typedDayText,
  step: stepDay,
  big: 30,
  placeholder: 'dd/mm/yyyy',
};

const MONTH: CalendarInputKind = {
  format: formatMonth,
  parse: parseMonth,
  typed: typedMonthText,
  step: stepMonth,
  big: 12,
  placeholder: 'mm/yyyy',
};

function CalendarInput({
  kind,
  value,
  onChange,
  onInvalidText,
  onKeyDown,
  onBlur,
  onFocus,
  ...rest
}: DateInputProps & { kind: CalendarInputKind }) {
  const [text, setText] = useState(() => kind.format(value));
  const textRef = useRef(text);
  textRef.current = text;
  // A value set from outside (a day moved by '[' or a link) shows; what is being typed is kept when it
  // already means that value.
  useEffect(() => {
    if (kind.parse(textRef.current) !== value) setText(kind.format(value));
  }, [value, kind]);

  const take = (next: string) => {
    setText(next);
    if (next.trim() === '') return onChange('');
    const parsed = kind.parse(next);
    if (parsed) onChange(parsed);
    else onInvalidText?.(next);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const by = stepOf(event.key, kind.big);
    if (by === 0) return;
    event.preventDefault();
    const next = kind.step(kind.parse(text) ?? value, by, businessDay(new Date()));
    setText(kind.format(next));
    onChange(next);
  };

  const invalid = text.trim() !== '' && kind.parse(text) === null;
  return (
    <InputGroup
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      placeholder={rest.placeholder ?? kind.placeholder}
      intent={invalid ? Intent.DANGER : rest.intent}
      type="text"
      value={text}
      onValueChange={(raw) => take(kind.typed(raw, text))}
      onKeyDown={keyDown}
      onFocus={(event) => {
        // Typing replaces the day shown: digits start a new day, no need to clear it first.
        event.currentTarget.select();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // Leaving a day that reads like one shows it whole ('1/2/2026' -> '01/02/2026').
        const parsed = kind.parse(text);
        if (parsed) setText(kind.format(parsed));
        onBlur?.(event);
      }}
    />
  );
}

export function DateInput(props: DateInputProps) {
  return <CalendarInput {...props} kind={DAY} />;
}

/** 'MM/yyyy' shown and typed, 'yyyy-MM' held; Up/Down or +/- move a month, PageUp/PageDown a year. */
export function MonthInput(props: DateInputProps) {
  return <CalendarInput {...props} kind={MONTH} />;
}
