// The demo accounts created on first start, printed by the server and listed in the README.
export const DEMO_PASSWORD = 'Busops@2026';

export type DemoCompanyKey = 'super' | 'phuongNam' | 'quyetThang';

export interface DemoCompany {
  key: DemoCompanyKey;
  name: string;
  shortName: string;
  code: string;
  taxCode: string;
  address: string;
  phoneNumber: string;
  email: string;
  isSuper: boolean;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'super',
    name: 'Tổng Công ty Vận tải Hành khách Sài Gòn',
    shortName: 'Vận tải Sài Gòn',
    code: 'SGT',
    taxCode: '0300481239',
    address: '68 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    phoneNumber: '+842838291234',
    email: 'lienhe@vantaisaigon.vn',
    isSuper: true,
  },
  {
    key: 'phuongNam',
    name: 'Công ty Cổ phần Xe buýt Phương Nam',
    shortName: 'Xe buýt Phương Nam',
    code: 'PNB',
    taxCode: '0312775401',
    address: '215 Lý Thường Kiệt, Phường 6, Quận Tân Bình, TP. Hồ Chí Minh',
    phoneNumber: '+842838641122',
    email: 'dieuhanh@xebuytphuongnam.vn',
    isSuper: false,
  },
  {
    key: 'quyetThang',
    name: 'Hợp tác xã Vận tải Quyết Thắng',
    shortName: 'HTX Quyết Thắng',
    code: 'QTH',
    taxCode: '0304556712',
    address: 'Số 2 Quốc lộ 1A, Phường Bình Hưng Hòa, Quận Bình Tân, TP. Hồ Chí Minh',
    phoneNumber: '+842837520456',
    email: 'htxquyetthang@gmail.com',
    isSuper: false,
  },
];

export interface DemoAccount {
  /** Local form, as typed on the sign-in screen. */
  phone: string;
  fullName: string;
  role: 1 | 2 | 5 | 6 | 8 | 9 | 10;
  company: DemoCompanyKey;
  label: string;
  /** Staff in these other companies too (the org_id 0 user who must choose). */
  alsoIn?: Array<{ company: DemoCompanyKey; role: 1 | 2 | 5 | 6 | 8 | 9 | 10 }>;
  mustChooseCompany?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    phone: '0900000001',
    fullName: 'Nguyễn Văn An',
    role: 1,
    company: 'super',
    label: 'Super Admin, công ty tổng (role 1)',
  },
  {
    phone: '0900000002',
    fullName: 'Trần Thị Bích',
    role: 2,
    company: 'super',
    label: 'Admin, công ty tổng (role 2)',
  },
  {
    phone: '0901000001',
    fullName: 'Lê Hoàng Cường',
    role: 1,
    company: 'phuongNam',
    label: 'Super Admin, Xe buýt Phương Nam (role 1)',
  },
  {
    phone: '0901000002',
    fullName: 'Phạm Thu Dung',
    role: 2,
    company: 'phuongNam',
    label: 'Admin, Xe buýt Phương Nam (role 2)',
  },
  {
    phone: '0901000005',
    fullName: 'Võ Văn Em',
    role: 5,
    company: 'phuongNam',
    label: 'Phụ xe, Xe buýt Phương Nam (role 5)',
  },
  {
    phone: '0901000006',
    fullName: 'Đặng Quốc Phong',
    role: 6,
    company: 'phuongNam',
    label: 'Lái xe, Xe buýt Phương Nam (role 6)',
  },
  {
    phone: '0901000008',
    fullName: 'Bùi Ngọc Giang',
    role: 8,
    company: 'phuongNam',
    label: 'Bán hàng, Xe buýt Phương Nam (role 8)',
  },
  {
    phone: '0901000009',
    fullName: 'Hồ Minh Hải',
    role: 9,
    company: 'phuongNam',
    label: 'Kiểm soát viên, Xe buýt Phương Nam (role 9)',
  },
  {
    phone: '0901000010',
    fullName: 'Ngô Thị Hương',
    role: 10,
    company: 'phuongNam',
    label: 'Điều hành trực tuyến, Xe buýt Phương Nam (role 10)',
  },
  {
    phone: '0902000002',
    fullName: 'Đỗ Thanh Khoa',
    role: 2,
    company: 'quyetThang',
    label: 'Admin, HTX Quyết Thắng (role 2)',
  },
  {
    phone: '0902000009',
    fullName: 'Lý Thị Lan',
    role: 9,
    company: 'quyetThang',
    label: 'Kiểm soát viên, HTX Quyết Thắng (role 9)',
  },
  {
    phone: '0909000000',
    fullName: 'Mai Văn Minh',
    role: 9,
    company: 'phuongNam',
    alsoIn: [{ company: 'quyetThang', role: 2 }],
    mustChooseCompany: true,
    label: 'org_id 0: chọn công ty sau khi đăng nhập (Phương Nam role 9, Quyết Thắng role 2)',
  },
];

export const demoAccount = (phone: string): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((a) => a.phone === phone);
  if (!account) throw new Error(`No demo account ${phone}`);
  return account;
};
