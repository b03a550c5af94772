// 'Trạng thái' cell: a Blueprint Tag (green active, grey inactive); nothing on the totals row.
import { Intent, Tag } from '@blueprintjs/core';
import type { CustomCellRendererProps } from 'ag-grid-react';

export const STATUS_LABELS: Record<string, string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export function StatusTag({ value, node }: CustomCellRendererProps<unknown, string>) {
  if (node?.rowPinned || !value) return null;
  return (
    <Tag minimal round intent={value === 'active' ? Intent.SUCCESS : Intent.NONE}>
      {STATUS_LABELS[value] ?? value}
    </Tag>
  );
}
