// The SQL that adds N employees (users + bus_staff) to a database that already holds the demo data.
// Names are generated from arrays of Vietnamese family / middle / given names; search_text is built from
// their folded forms exactly like apps/api/src/db/search-text.ts staffSearchText (checked after seeding).

/** Same folding as packages/domain/src/text.ts fold(). */
export const fold = (s) =>
  s.replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Same as apps/api/src/db/search-text.ts staffSearchText(). */
export const staffSearchText = (fullName, phone, code) =>
  fold([fullName, phone, phone.replace(/^\+84/, '0'), code ?? ''].join(' '));

export const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
export const MIDDLE = [
  'Văn',
  'Thị',
  'Hữu',
  'Đức',
  'Minh',
  'Quốc',
  'Thanh',
  'Ngọc',
  'Xuân',
  'Hoài',
  'Gia',
  'Bảo',
];
export const GIVEN = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Đạt',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hòa',
  'Hùng',
  'Hương',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Phúc',
  'Phương',
  'Quân',
  'Quỳnh',
  'Sơn',
  'Tâm',
  'Thảo',
  'Thắng',
  'Thu',
  'Trang',
  'Trung',
  'Tuấn',
  'Vy',
  'Yến',
];
const arr = (list) => `ARRAY[${list.map((s) => `'${s}'`).join(',')}]::text[]`;

/** Phone of generated employee i (1-based): +8497 followed by 7 digits; never a demo number. */
export const benchPhone = (i) => `+8497${String(i).padStart(7, '0')}`;

/**
 * Statements adding `n` employees: `mainShare` of them in company `mainCompanyId`, the rest spread over
 * `otherCompanyIds`. The trigram index is dropped during the insert and rebuilt (same definition as
 * migration 0001), then the tables are analyzed.
 */
export function seedStatements({ n, mainCompanyId, otherCompanyIds, mainShare = 0.9 }) {
  const others = `ARRAY[${(otherCompanyIds.length ? otherCompanyIds : [mainCompanyId]).join(',')}]::int[]`;
  const gen = `
    select i,
      case when (i % 1000) < ${Math.round(mainShare * 1000)} then ${mainCompanyId}
           else (${others})[1 + (i % ${Math.max(1, otherCompanyIds.length)})] end as company_id,
      f[1 + (i * 7) % ${FAMILY.length}] || ' ' || m[1 + (i / 3) % ${MIDDLE.length}] || ' ' || g[1 + (i * 13 + i / 17) % ${GIVEN.length}] as full_name,
      ff[1 + (i * 7) % ${FAMILY.length}] || ' ' || fm[1 + (i / 3) % ${MIDDLE.length}] || ' ' || fg[1 + (i * 13 + i / 17) % ${GIVEN.length}] as folded_name,
      '+8497' || lpad(i::text, 7, '0') as phone,
      '097' || lpad(i::text, 7, '0') as local_phone,
      'NV' || lpad(i::text, 6, '0') as code,
      (ARRAY[5,5,6,6,6,6,8,9,10,5])[1 + i % 10] as role,
      case when i % 23 = 0 then 'inactive' else 'active' end as status,
      now() - make_interval(mins => i) as created_at
    from generate_series(1, ${n}) as i,
      (select ${arr(FAMILY)} f, ${arr(MIDDLE)} m, ${arr(GIVEN)} g,
              ${arr(FAMILY.map(fold))} ff, ${arr(MIDDLE.map(fold))} fm, ${arr(GIVEN.map(fold))} fg) names`;
  return [
    'DROP INDEX IF EXISTS bus_staff_search_trgm_idx',
    `CREATE TEMP TABLE bench_gen AS ${gen}`,
    `INSERT INTO users (phone_number, full_name, org_id, enabled_bus_companies_id, created_at, updated_at)
       SELECT phone, full_name, company_id, ARRAY[company_id], created_at, created_at FROM bench_gen`,
    `INSERT INTO bus_staff (company_id, user_id, full_name, phone_number, staff_code, role, status, search_text, created_at, updated_at)
       SELECT g.company_id, u.id, g.full_name, g.phone, g.code, g.role, g.status,
              g.folded_name || ' ' || g.phone || ' ' || g.local_phone || ' ' || lower(g.code), g.created_at, g.created_at
       FROM bench_gen g JOIN users u ON u.phone_number = g.phone`,
    'DROP TABLE bench_gen',
    'CREATE INDEX bus_staff_search_trgm_idx ON bus_staff USING gin (search_text gin_trgm_ops)',
    'ANALYZE users',
    'ANALYZE bus_staff',
  ];
}
