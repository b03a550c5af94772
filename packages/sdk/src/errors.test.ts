import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromFailure,
  apiErrorFromResponse,
  DEFAULT_ERROR_MESSAGE,
  failingBodyStatus,
  isApiError,
  readErrorCode,
  readErrorMessage,
} from './errors.ts';

describe('readErrorMessage (spec §8 order)', () => {
  it.each([
    ['error as text', { error: 'Sai mật khẩu', message: 'x' }, 'Sai mật khẩu'],
    ['error as object', { error: { message: 'Không tìm thấy' }, message: 'x' }, 'Không tìm thấy'],
    ['error object without message falls through', { error: { code: 1 }, message: 'Tiếp' }, 'Tiếp'],
    ['errorCode takes message before errors', { errorCode: 'E', message: 'Có mã', errors: ['a'] }, 'Có mã'],
    ['errors of strings', { errors: ['Thiếu tên', 'Thiếu số'] }, 'Thiếu tên, Thiếu số'],
    ['errors of objects', { errors: [{ field: 'a', message: 'Một' }, { message: 'Hai' }] }, 'Một, Hai'],
    ['errors before message', { errors: ['Một'], message: 'Sau' }, 'Một'],
    ['empty errors default', { errors: [], message: 'bỏ qua' }, DEFAULT_ERROR_MESSAGE],
    ['errors without messages default', { errors: [{ field: 'a' }, 3] }, DEFAULT_ERROR_MESSAGE],
    ['message', { message: 'Chỉ có message' }, 'Chỉ có message'],
    ['nested data.message', { data: { message: 'Lồng nhau' } }, 'Lồng nhau'],
    ['nested data.error text', { data: { error: 'Lỗi lồng' } }, 'Lỗi lồng'],
    ['nested data.error object', { data: { error: { message: 'Lỗi sâu' } } }, 'Lỗi sâu'],
    ['blank strings are skipped', { error: '  ', message: '' }, DEFAULT_ERROR_MESSAGE],
    ['empty object', {}, DEFAULT_ERROR_MESSAGE],
    ['not an object', '<html>502</html>', DEFAULT_ERROR_MESSAGE],
    ['nothing', undefined, DEFAULT_ERROR_MESSAGE],
  ])('%s', (_name, body, expected) => {
    expect(readErrorMessage(body)).toBe(expected);
  });
});

describe('readErrorCode and failingBodyStatus', () => {
  it('reads errorCode from the body or its error object', () => {
    expect(readErrorCode({ errorCode: 'CHECK_ROLE' })).toBe('CHECK_ROLE');
    expect(readErrorCode({ error: { errorCode: 'NOT_FOUND' } })).toBe('NOT_FOUND');
    expect(readErrorCode({ errorCode: 42 })).toBe('42');
    expect(readErrorCode('x')).toBeUndefined();
  });

  it('fails only numeric statuses outside 200-399', () => {
    expect(failingBodyStatus({ status: 500 })).toBe(500);
    expect(failingBodyStatus({ status: 199 })).toBe(199);
    expect(failingBodyStatus({ status: 400 })).toBe(400);
    expect(failingBodyStatus({ status: 200 })).toBeUndefined();
    expect(failingBodyStatus({ status: 399 })).toBeUndefined();
    expect(failingBodyStatus({ status: 'ok' })).toBeUndefined();
    expect(failingBodyStatus([])).toBeUndefined();
  });
});

describe('apiErrorFromResponse', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('passes 2xx and 3xx, and leaves the body readable', async () => {
    const response = json({ ok: true });
    expect(await apiErrorFromResponse(response)).toBeUndefined();
    expect(await response.json()).toEqual({ ok: true });
    expect(await apiErrorFromResponse(new Response(null, { status: 304 }))).toBeUndefined();
  });

  it('does not read non-JSON successes (files)', async () => {
    const response = new Response('{"status":500}', { headers: { 'Content-Type': 'text/csv' } });
    expect(await apiErrorFromResponse(response)).toBeUndefined();
  });

  it('fails a JSON success whose own status fails', async () => {
    const error = await apiErrorFromResponse(json({ status: 403, errorCode: 'CHECK_ROLE', message: 'Cấm' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, errorCode: 'CHECK_ROLE', message: 'Cấm' });
    expect(error?.response?.status).toBe(200);
  });

  it('keeps a text error body as text', async () => {
    const error = await apiErrorFromResponse(new Response('Bad gateway', { status: 502 }));
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway', message: DEFAULT_ERROR_MESSAGE });
  });
});

describe('apiErrorFromFailure', () => {
  it('maps timeouts, keeps aborts, maps the rest to NETWORK', () => {
    expect(apiErrorFromFailure(new DOMException('t', 'TimeoutError'))).toMatchObject({
      errorCode: 'TIMEOUT',
    });
    const abort = new DOMException('a', 'AbortError');
    expect(apiErrorFromFailure(abort)).toBe(abort);
    const network = apiErrorFromFailure(new TypeError('fetch failed'));
    expect(isApiError(network) && network.errorCode).toBe('NETWORK');
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
