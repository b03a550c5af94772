// 'Xe lăn' cell: a wheelchair icon for buses with a ramp or lift, nothing for the others.
import { Icon } from '@blueprintjs/core';

export function VehicleWheelchairCell({ value }: { value?: boolean | null }) {
  if (!value) return null;
  return <Icon icon="walk" title="Có chỗ cho xe lăn" aria-label="Có chỗ cho xe lăn" intent="primary" />;
}
