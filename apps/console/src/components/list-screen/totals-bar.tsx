// The kit's totals of a list: every matching record's sums (not only the page's), in one place on every
// list that has them, between the criteria and the grid, never in the title row where toolbar buttons
// push it about (issue 19: the three order lists placed their totals differently). ListScreen's `totals`.
import type { ReactNode } from 'react';

export interface Total {
  label: string;
  value: ReactNode;
}

export function TotalsBar({ items, label = 'Tổng tiền' }: { items: readonly Total[]; label?: string }) {
  return (
    <div className="busops-totals-bar" role="status" aria-label={label}>
      {items.map((item) => (
        <span key={item.label}>
          {item.label}: <strong>{item.value}</strong>
        </span>
      ))}
    </div>
  );
}
