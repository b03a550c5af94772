// Our own pager (paging is done by the API): 1-based pages shown, total, page size.
import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';

export const PAGE_SIZES = [10, 20, 50, 100];

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  disabled?: boolean;
  onChange: (page: number, size: number) => void;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

export function Pager({ page, size, total, disabled, onChange }: PagerProps) {
  const last = pageCount(total, size);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <nav className="busops-pager" aria-label="Phân trang">
      <span className={Classes.TEXT_MUTED}>
        {from}–{to} / tổng {total.toLocaleString('vi-VN')} bản ghi
      </span>
      <HTMLSelect
        aria-label="Số dòng mỗi trang"
        value={size}
        disabled={disabled}
        options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} / trang` }))}
        onChange={(e) => onChange(1, Number(e.target.value))}
      />
      <ButtonGroup>
        <Button
          icon="double-chevron-left"
          aria-label="Trang đầu"
          disabled={disabled || page <= 1}
          onClick={() => onChange(1, size)}
        />
        <Button
          icon="chevron-left"
          aria-label="Trang trước"
          disabled={disabled || page <= 1}
          onClick={() => onChange(page - 1, size)}
        />
        <Button disabled text={`${page} / ${last}`} />
        <Button
          icon="chevron-right"
          aria-label="Trang sau"
          disabled={disabled || page >= last}
          onClick={() => onChange(page + 1, size)}
        />
        <Button
          icon="double-chevron-right"
          aria-label="Trang cuối"
          disabled={disabled || page >= last}
          onClick={() => onChange(last, size)}
        />
      </ButtonGroup>
    </nav>
  );
}
