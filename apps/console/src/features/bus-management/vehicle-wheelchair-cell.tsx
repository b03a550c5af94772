// 'Xe lăn' cell: the wheelchair symbol (♿, Blueprint has no such icon) for buses with a ramp or lift,
// nothing for the others.
export function VehicleWheelchairCell({ value }: { value?: boolean | null }) {
  if (!value) return null;
  return (
    <span role="img" title="Có chỗ cho xe lăn" aria-label="Có chỗ cho xe lăn" className="busops-wheelchair">
      ♿
    </span>
  );
}
