// The Vietnamese messages of the sign-in flows, shown by the console as is.
export const AUTH_MESSAGES = {
  wrongCredentials: 'Số điện thoại hoặc mật khẩu không đúng',
  wrongCode: 'Mã xác thực không đúng',
  codeExpired: 'Mã xác thực đã hết hạn, vui lòng gửi lại mã',
  tooManyCodeAttempts: 'Bạn đã nhập sai mã xác thực quá nhiều lần, vui lòng gửi lại mã',
  tooManyCodeRequests: 'Bạn đã yêu cầu gửi mã quá nhiều lần, vui lòng thử lại sau',
  wrongOldPassword: 'Mật khẩu cũ không đúng',
  samePassword: 'Mật khẩu mới phải khác mật khẩu cũ',
  notYourAccount: 'Bạn chỉ có thể đổi mật khẩu của chính mình',
  wrongUsername: 'Số điện thoại không khớp với tài khoản đang đăng nhập',
  backoff: (wait: string) => `Bạn đã nhập sai nhiều lần, vui lòng thử lại sau ${wait}`,
  clientFailures: (wait: string) =>
    `Có quá nhiều lần đăng nhập sai từ địa chỉ mạng của bạn, vui lòng thử lại sau ${wait}`,
  phoneFailures: (wait: string) =>
    `Tài khoản có quá nhiều lần đăng nhập sai, vui lòng thử lại sau ${wait} hoặc đăng nhập bằng mã SMS`,
  clientCodeRequests: (wait: string) =>
    `Có quá nhiều yêu cầu gửi mã từ địa chỉ mạng của bạn, vui lòng thử lại sau ${wait}`,
} as const;

/** spec §7: the console checks that password answers say exactly OK. */
export const OK = { message: 'OK' } as const;
