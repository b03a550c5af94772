import { describe, expect, it } from 'vitest';
import { fakeClient, json, rejectionOf } from '../test/fake-fetch.ts';
import {
  ApiError,
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  retryAfterMs,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';

describe('typed errors (product-spec §8)', () => {
  it.each([
    [400, ValidationError, 'Vui lòng nhập số điện thoại'],
    [401, UnauthorizedError, 'Vui lòng đăng nhập lại'],
    [403, ForbiddenError, 'Bạn không có quyền thực hiện thao tác này'],
    [404, NotFoundError, 'Không tìm thấy nhân viên'],
    [409, ConflictError, 'Chuyến đã được người khác lưu'],
    [413, PayloadTooLargeError, 'Tệp quá lớn'],
    [429, RateLimitedError, 'Quá nhiều yêu cầu'],
    [500, ServerError, 'Đã có lỗi xảy ra'],
  ] as const)('HTTP %i is a %o carrying the Vietnamese message', async (status, type, message) => {
    const { api } = fakeClient(() => json({ errorCode: 'X', message }, status), { retry: false });
    const error = await rejectionOf(api.call('listBusStaff'));
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).status).toBe(status);
  });

  it('a 2xx body with a failing status is typed by that status', async () => {
    const { api } = fakeClient(() =>
      json({ status: 404, errorCode: 'NOT_FOUND', message: 'Không tìm thấy' }),
    );
    expect(await rejectionOf(api.call('listBusStaff'))).toBeInstanceOf(NotFoundError);
  });

  it('ValidationError lists the fields at fault; the message joins them (spec §8 order)', async () => {
    const body = {
      errors: [
        { field: 'phone_number', message: 'Vui lòng nhập số điện thoại' },
        { field: 'full_name', message: 'Vui lòng nhập họ tên' },
      ],
    };
    const { api } = fakeClient(() => json(body, 400));
    const error = (await rejectionOf(api.call('listBusStaff'))) as ValidationError;
    expect(error.fields).toEqual(body.errors);
    expect(error.message).toBe('Vui lòng nhập số điện thoại, Vui lòng nhập họ tên');
  });

  it('no connection is a NetworkError with its message', async () => {
    const { api } = fakeClient(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejectionOf(api.call('listBusStaff'));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Không thể kết nối tới máy chủ');
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:30 GMT', Date.parse('2026-11-27T10:00:00Z'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
