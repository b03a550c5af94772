// Names of the drivers (lái xe) and conductors (phụ xe) of the dispatch demo and scale data. Saigon's
// bus drivers are mostly men, its conductors both: the drivers' middle and given names say so.

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Huỳnh',
  'Hoàng',
  'Võ',
  'Phan',
  'Trương',
  'Bùi',
  'Đặng',
  'Đỗ',
  'Ngô',
  'Hồ',
  'Dương',
  'Lý',
  'Đinh',
  'Lâm',
  'Tạ',
  'Châu',
];
const DRIVER_MIDDLE = ['Văn', 'Minh', 'Quốc', 'Đức', 'Hoàng', 'Thanh', 'Hữu', 'Công', 'Tấn', 'Ngọc'];
const DRIVER_GIVEN = [
  'Hùng',
  'Dũng',
  'Tuấn',
  'Phong',
  'Long',
  'Sơn',
  'Hải',
  'Tài',
  'Lộc',
  'Thắng',
  'Trung',
  'Nghĩa',
  'Phúc',
  'Khánh',
  'Bình',
  'Toàn',
  'Vinh',
  'Quang',
  'Hiếu',
  'Nhân',
  'Cường',
  'Tâm',
  'Đạt',
  'Hưng',
];
const CONDUCTOR_MIDDLE = ['Thị', 'Văn', 'Ngọc', 'Thu', 'Minh', 'Kim', 'Thanh', 'Mỹ', 'Bảo', 'Hồng'];
const CONDUCTOR_GIVEN = [
  'Lan',
  'Hoa',
  'Mai',
  'Hạnh',
  'Trang',
  'Nhung',
  'Thảo',
  'Vy',
  'Tú',
  'Hương',
  'Linh',
  'Ngân',
  'Phượng',
  'Yến',
  'Tín',
  'An',
  'Khoa',
  'Nam',
  'Duy',
  'Thư',
  'Loan',
  'Quyên',
  'Diễm',
];

/**
 * The i-th name of a role: the three parts advance at different steps, so names rarely repeat. The middle
 * name also moves on with each turn through the families: 10 middles divide 20 families, so with the
 * step alone each family met one middle only and no crew member was ever a 'Nguyễn Văn …' (issue 19:
 * 'nguyen van' found stops and no employee). The +7 makes the first Nguyễn driver (i = 11) one.
 */
export function crewName(role: 'driver' | 'conductor', i: number): string {
  const [middle, given] =
    role === 'driver' ? [DRIVER_MIDDLE, DRIVER_GIVEN] : [CONDUCTOR_MIDDLE, CONDUCTOR_GIVEN];
  const turn = Math.floor(i / FAMILY.length);
  return `${FAMILY[(i * 7 + 3) % FAMILY.length]} ${middle[(i * 3 + turn + 7) % middle.length]} ${given[i % given.length]}`;
}
