// Our own pager (paging is done by the API): 1-based pages shown, total, page size.
//
// Keyboard: a request in flight does not disable the controls (a disabled button drops the focus to
// <body>: Enter on 'Trang sau' left a keyboard user nowhere); the list store lets the newest request win,
// so pressing on while one runs just asks for the next page. The pager says `aria-busy` meanwhile. A button
// disabled because its end is reached (Enter on 'Trang cuối') hands the focus to its opposite.
import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';
import { useLayoutEffect, useRef } from 'react';

export const PAGE_SIZES = [10, 20, 50, 100];

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  /** A request is running: shown as `aria-busy`; the controls stay usable (see above). */
  busy?: boolean;
  onChange: (page: number, size: number) => void;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

type Arrow = 'first' | 'previous' | 'next' | 'last';
const OPPOSITE: Record<Arrow, Arrow> = {
  first: 'next',
  previous: 'next',
  next: 'previous',
  last: 'previous',
};

export function Pager({ page, size, total, busy, onChange }: PagerProps) {
  const last = pageCount(total, size);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  const atStart = page <= 1;
  const atEnd = page >= last;
  const buttons = useRef<Partial<Record<Arrow, HTMLButtonElement | null>>>({});
  const sizeSelect = useRef<HTMLSelectElement>(null);
  const focused = useRef<Arrow | null>(null);
  // The arrow that had the focus is now disabled (its end reached): the focus goes the other way, or to
  // the page size when there is no other way (one page). Whether the browser already moved the focus to
  // <body> or not yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an end is reached or left
  useLayoutEffect(() => {
    const name = focused.current;
    const button = name && buttons.current[name];
    if (!name || !button?.disabled) return;
    const active = document.activeElement;
    if (active && active !== button && active !== document.body) return;
    const other = buttons.current[OPPOSITE[name]];
    (other && !other.disabled ? other : sizeSelect.current)?.focus();
  }, [atStart, atEnd]);
  const arrow = (
    name: Arrow,
    icon: 'double-chevron-left' | 'chevron-left' | 'chevron-right' | 'double-chevron-right',
    label: string,
    disabled: boolean,
    target: number,
  ) => (
    <Button
      ref={(el) => {
        buttons.current[name] = el;
      }}
      icon={icon}
      aria-label={label}
      disabled={disabled}
      onFocus={() => {
        focused.current = name;
      }}
      onBlur={(event) => {
        // a blur because it was just disabled is the layout effect's to handle
        if (focused.current === name && (event.relatedTarget || !event.currentTarget.disabled))
          focused.current = null;
      }}
      onClick={() => onChange(target, size)}
    />
  );
  return (
    <nav className="busops-pager" aria-label="Phân trang" aria-busy={busy || undefined}>
      <span className={Classes.TEXT_MUTED}>
        {from}–{to} / tổng {total.toLocaleString('vi-VN')} bản ghi
      </span>
      <HTMLSelect
        ref={sizeSelect}
        aria-label="Số dòng mỗi trang"
        value={size}
        options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} / trang` }))}
        onChange={(e) => onChange(1, Number(e.target.value))}
      />
      <ButtonGroup>
        {arrow('first', 'double-chevron-left', 'Trang đầu', atStart, 1)}
        {arrow('previous', 'chevron-left', 'Trang trước', atStart, page - 1)}
        <Button disabled text={`${page} / ${last}`} />
        {arrow('next', 'chevron-right', 'Trang sau', atEnd, page + 1)}
        {arrow('last', 'double-chevron-right', 'Trang cuối', atEnd, last)}
      </ButtonGroup>
    </nav>
  );
}
