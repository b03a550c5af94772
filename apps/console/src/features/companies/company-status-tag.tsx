// 'Trạng thái' cell: a green Tag for active companies, a grey one for inactive ones.
import { Intent, Tag } from '@blueprintjs/core';
import { statusLabel } from '@busops/domain';

export function CompanyStatusTag({ value }: { value?: string | null }) {
  if (!value) return null;
  return (
    <Tag minimal round intent={value === 'active' ? Intent.SUCCESS : Intent.NONE}>
      {statusLabel(value)}
    </Tag>
  );
}
