// 'Trạng thái' cell: a Blueprint Tag (green active, grey inactive); nothing on the totals row.
import { Intent, Tag } from '@blueprintjs/core';
import { statusLabel } from '@busops/domain';
import type { CustomCellRendererProps } from 'ag-grid-react';

export function StatusTag({ value, node }: CustomCellRendererProps<unknown, string>) {
  if (node?.rowPinned || !value) return null;
  return (
    <Tag minimal round intent={value === 'active' ? Intent.SUCCESS : Intent.NONE}>
      {statusLabel(value) || value}
    </Tag>
  );
}
