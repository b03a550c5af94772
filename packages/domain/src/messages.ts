// spec §5 and §8: every user-facing message the spec quotes, verbatim (spelling variants
// such as 'Xoá' / 'Xóa' are kept as the spec has them), with how long its toast stays up.

export type MessageKind = 'success' | 'error' | 'loading' | 'info';

/** spec §9: toasts 2 s success, 3 s error, 60 s loading; info boxes use the error duration. */
export const TOAST_DURATION_MS: Readonly<Record<MessageKind, number>> = {
  success: 2000,
  error: 3000,
  loading: 60000,
  info: 3000,
};

export interface Message {
  readonly text: string;
  readonly kind: MessageKind;
  readonly durationMs: number;
}

const success = (text: string): Message => ({ text, kind: 'success', durationMs: TOAST_DURATION_MS.success });
const error = (text: string): Message => ({ text, kind: 'error', durationMs: TOAST_DURATION_MS.error });
const info = (text: string): Message => ({ text, kind: 'info', durationMs: TOAST_DURATION_MS.info });

export const MESSAGES = {
  // spec §8 defaults
  success: success('Thành công!'),
  failure: error('Thất bại!'),
  loading: { text: 'Đang xử lý..', kind: 'loading', durationMs: TOAST_DURATION_MS.loading },
  fileDownloaded: success('Tải file thành công'),
  // spec §8 success messages
  created: success('Thêm thành công!'),
  updated: success('Cập nhật thành công!'),
  deleted: success('Xoá thành công!'),
  deletedPlain: success('Xóa thành công'),
  saved: success('Lưu thành công'),
  confirmed: success('Xác nhận thành công'),
  assigned: success('Phân công thành công!'),
  copied: success('Sao chép thành công!'),
  synced: success('Đồng bộ dữ liệu thành công'),
  changed: success('Thay đổi thành công'),
  passwordChanged: success('Thay đổi mật khẩu thành công!'),
  registrationCreated: success('Tạo đơn đăng ký thành công!'),
  extensionCreated: success('Tạo đơn gia hạn thành công!'),
  newCardCreated: success('Tạo đơn cấp thẻ mới thành công!'),
  paymentConfirmed: success('Xác nhận thanh toán thành công!'),
  cardAttached: success('Gắn thẻ thành công!'),
  cardChanged: success('Đổi thẻ thành công!'),
  orderCancelled: success('Hủy đơn thành công'),
  resigned: success('Ký lại thành công'),
  resent: success('Gửi lại thành công'),
  uploaded: success('Upload thành công'),
  imported: success('Import file thành công'),
  adDeleted: success('Xoá quảng cáo thành công!'),
  // spec §4, §5, §8 errors and notices
  reLogin: error('Vui lòng đăng nhập lại'),
  fillBeforeSave: error('Vui lòng nhập thông tin trước khi lưu!'),
  genericError: error('Đã có lỗi xảy ra'),
  notificationsOff: info('Bạn chưa bật thông báo'),
  notificationsOffHint: info('Vui lòng bật thông báo để nhận thông tin hỗ trợ'),
  newSupportNotification: info('Bạn có một thông báo mới từ hỗ trợ khách hàng!'),
  // spec §2 error page link
  backToHome: info('Quay lại màn hình chính'),
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof MESSAGES;

export function messageText(key: MessageKey): string {
  return MESSAGES[key].text;
}
