// The one error body of the contract (`Error`): errorCode + a Vietnamese message fit to show as is.
export interface FieldError {
  field: string;
  message: string;
}

// Fields assigned by hand, not as parameter properties: the GTFS parse worker runs this file with
// Node's type stripping, which has no parameter properties.
export class AppError extends Error {
  readonly statusCode: number;
  readonly errorCode: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  constructor(
    statusCode: number,
    errorCode: string,
    message: string,
    errors?: FieldError[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    if (errors) this.errors = errors;
    if (headers) this.headers = headers;
  }

  toBody() {
    return {
      errorCode: this.errorCode,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
export const unauthorized = (message = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Bạn không có quyền thực hiện chức năng này') =>
  new AppError(403, 'CHECK_ROLE', message);
export const notFound = (message = 'Không tìm thấy dữ liệu') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, errorCode = 'CONFLICT') => new AppError(409, errorCode, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** An answer that breaks the contract (only detected with validateResponses, in tests). */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}
