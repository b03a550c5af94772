import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey, type MessageKind, messageText, TOAST_DURATION_MS } from './messages.ts';

// Texts copied from spec §2, §4, §5 and §8. [key, text, kind]
const SPEC: ReadonlyArray<readonly [MessageKey, string, MessageKind]> = [
  ['success', 'Thành công!', 'success'],
  ['failure', 'Thất bại!', 'error'],
  ['loading', 'Đang xử lý..', 'loading'],
  ['fileDownloaded', 'Tải file thành công', 'success'],
  ['created', 'Thêm thành công!', 'success'],
  ['updated', 'Cập nhật thành công!', 'success'],
  ['deleted', 'Xoá thành công!', 'success'],
  ['deletedPlain', 'Xóa thành công', 'success'],
  ['saved', 'Lưu thành công', 'success'],
  ['confirmed', 'Xác nhận thành công', 'success'],
  ['assigned', 'Phân công thành công!', 'success'],
  ['copied', 'Sao chép thành công!', 'success'],
  ['synced', 'Đồng bộ dữ liệu thành công', 'success'],
  ['changed', 'Thay đổi thành công', 'success'],
  ['passwordChanged', 'Thay đổi mật khẩu thành công!', 'success'],
  ['registrationCreated', 'Tạo đơn đăng ký thành công!', 'success'],
  ['extensionCreated', 'Tạo đơn gia hạn thành công!', 'success'],
  ['newCardCreated', 'Tạo đơn cấp thẻ mới thành công!', 'success'],
  ['paymentConfirmed', 'Xác nhận thanh toán thành công!', 'success'],
  ['cardAttached', 'Gắn thẻ thành công!', 'success'],
  ['cardChanged', 'Đổi thẻ thành công!', 'success'],
  ['orderCancelled', 'Hủy đơn thành công', 'success'],
  ['resigned', 'Ký lại thành công', 'success'],
  ['resent', 'Gửi lại thành công', 'success'],
  ['uploaded', 'Upload thành công', 'success'],
  ['imported', 'Import file thành công', 'success'],
  ['adDeleted', 'Xoá quảng cáo thành công!', 'success'],
  ['reLogin', 'Vui lòng đăng nhập lại', 'error'],
  ['fillBeforeSave', 'Vui lòng nhập thông tin trước khi lưu!', 'error'],
  ['genericError', 'Đã có lỗi xảy ra', 'error'],
  ['notificationsOff', 'Bạn chưa bật thông báo', 'info'],
  ['notificationsOffHint', 'Vui lòng bật thông báo để nhận thông tin hỗ trợ', 'info'],
  ['newSupportNotification', 'Bạn có một thông báo mới từ hỗ trợ khách hàng!', 'info'],
  ['backToHome', 'Quay lại màn hình chính', 'info'],
];

describe('message catalogue (spec §5, §8)', () => {
  it('holds exactly the spec messages', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(SPEC.map(([k]) => k).sort());
  });

  it.each(SPEC)('%s = %s (%s)', (key, text, kind) => {
    expect(MESSAGES[key].text).toBe(text);
    expect(MESSAGES[key].text.normalize('NFC')).toBe(MESSAGES[key].text);
    expect(messageText(key)).toBe(text);
    expect(MESSAGES[key].kind).toBe(kind);
    expect(MESSAGES[key].durationMs).toBe(TOAST_DURATION_MS[kind]);
  });

  it('keeps both spellings of the delete message', () => {
    expect(MESSAGES.deleted.text).not.toBe(MESSAGES.deletedPlain.text);
  });

  it('toast durations follow spec §9', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 2000, error: 3000, loading: 60000, info: 3000 });
    expect(MESSAGES.success.durationMs).toBe(2000);
    expect(MESSAGES.failure.durationMs).toBe(3000);
    expect(MESSAGES.loading.durationMs).toBe(60000);
  });
});
