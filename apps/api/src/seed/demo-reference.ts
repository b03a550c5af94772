// Reference data of the demo installation: positions, features, services, ticket types, people.
export const DEMO_FEATURES = [
  { code: 'COMPANY_MANAGE', name: 'Quản lý công ty', group: 'Hệ thống' },
  { code: 'PERMISSION_MANAGE', name: 'Phân quyền', group: 'Hệ thống' },
  { code: 'BILL_SETTING', name: 'Cấu hình hoá đơn', group: 'Hệ thống' },
  { code: 'EMPLOYEE_VIEW', name: 'Xem nhân viên', group: 'Nhân sự' },
  { code: 'EMPLOYEE_MANAGE', name: 'Quản lý nhân viên', group: 'Nhân sự' },
  { code: 'VEHICLE_MANAGE', name: 'Quản lý phương tiện', group: 'Vận hành' },
  { code: 'ROUTE_MANAGE', name: 'Quản lý tuyến', group: 'Vận hành' },
  { code: 'TRIP_DISPATCH', name: 'Điều độ chuyến', group: 'Vận hành' },
  { code: 'MONTHLY_TICKET', name: 'Vé tháng', group: 'Khách hàng' },
  { code: 'REPORT_VIEW', name: 'Xem báo cáo', group: 'Báo cáo' },
  { code: 'CASH_COLLECTION', name: 'Thu ngân', group: 'Tài chính' },
] as const;

export const DEMO_POSITIONS = [
  { code: 'QUAN_TRI_HE_THONG', name: 'Quản trị hệ thống', systemRole: 1, features: 'all' },
  {
    code: 'QUAN_LY_CONG_TY',
    name: 'Quản lý công ty',
    systemRole: 2,
    features: [
      'EMPLOYEE_VIEW',
      'EMPLOYEE_MANAGE',
      'VEHICLE_MANAGE',
      'ROUTE_MANAGE',
      'TRIP_DISPATCH',
      'MONTHLY_TICKET',
      'REPORT_VIEW',
      'CASH_COLLECTION',
    ],
  },
  { code: 'PHU_XE', name: 'Phụ xe', systemRole: 5, features: [] },
  { code: 'LAI_XE', name: 'Lái xe', systemRole: 6, features: [] },
  { code: 'BAN_VE_THANG', name: 'Nhân viên bán vé tháng', systemRole: 8, features: ['MONTHLY_TICKET'] },
  {
    code: 'KIEM_SOAT_VIEN',
    name: 'Kiểm soát viên',
    systemRole: 9,
    features: ['EMPLOYEE_VIEW', 'REPORT_VIEW', 'CASH_COLLECTION'],
  },
  { code: 'DIEU_HANH_TRUC_TUYEN', name: 'Điều hành trực tuyến', systemRole: 10, features: ['TRIP_DISPATCH'] },
] as const;

export const DEMO_SERVICES = [
  { code: 'BUS', name: 'Xe buýt', icon: 'drive-time' },
  { code: 'MONTHLY_TICKET', name: 'Vé tháng', icon: 'id-number' },
  { code: 'NFC_CARD', name: 'Thẻ NFC', icon: 'credit-card' },
  { code: 'E_TICKET', name: 'Vé điện tử', icon: 'mobile-phone' },
  { code: 'E_TRANSPORT_ORDER', name: 'Lệnh vận chuyển điện tử', icon: 'document' },
] as const;

export const DEMO_TICKET_TYPES = [
  { code: 'LUOT_7K', name: 'Vé lượt 7.000 ₫', price: 7000, paymentType: 'CASH' },
  { code: 'LUOT_HSSV', name: 'Vé lượt học sinh, sinh viên', price: 3000, paymentType: 'CASH' },
  { code: 'LUOT_QR', name: 'Vé lượt thanh toán QR', price: 7000, paymentType: 'QR' },
  { code: 'LUOT_THE', name: 'Vé lượt thẻ ngân hàng', price: 7000, paymentType: 'CARD' },
  { code: 'THANG_1_TUYEN', name: 'Vé tháng một tuyến', price: 112500, paymentType: 'SUBSCRIPTION' },
  { code: 'THANG_LIEN_TUYEN', name: 'Vé tháng liên tuyến', price: 225000, paymentType: 'SUBSCRIPTION' },
] as const;

const FAMILY = [
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
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Quốc', 'Thanh', 'Hoàng', 'Đức', 'Thu', 'Gia'];
const GIVEN = [
  'Anh',
  'Bảo',
  'Châu',
  'Dũng',
  'Đạt',
  'Giang',
  'Hà',
  'Hiếu',
  'Khánh',
  'Linh',
  'Lộc',
  'Mai',
  'Nam',
  'Nhi',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trung',
  'Tuấn',
  'Uyên',
  'Việt',
  'Yến',
];
const STREETS = [
  'Cách Mạng Tháng Tám',
  'Nguyễn Thị Minh Khai',
  'Điện Biên Phủ',
  'Võ Văn Tần',
  'Lê Văn Sỹ',
  'Phan Đăng Lưu',
  'Âu Cơ',
  'Trường Chinh',
];
const DISTRICTS = [
  'Quận 3',
  'Quận 10',
  'Quận Bình Thạnh',
  'Quận Phú Nhuận',
  'Quận Gò Vấp',
  'Quận Tân Phú',
  'TP. Thủ Đức',
];

/** A deterministic Vietnamese full name for index i (the same demo data on every machine). */
export function demoName(i: number): string {
  return `${FAMILY[i % FAMILY.length]} ${MIDDLE[(i * 7) % MIDDLE.length]} ${GIVEN[(i * 11) % GIVEN.length]}`;
}

export function demoAddress(i: number): string {
  return `${10 + ((i * 37) % 480)} ${STREETS[i % STREETS.length]}, ${DISTRICTS[(i * 3) % DISTRICTS.length]}, TP. Hồ Chí Minh`;
}
