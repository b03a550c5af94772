// Public API of @busops/sdk, export by export. The operation access table is the separate entry
// point '@busops/sdk/operations'; the bundled contract is '@busops/sdk/openapi.json'.

export type {
  BinaryInit,
  BinaryOperationId,
  CallOperation,
  OperationAnswer,
  OperationBody,
  OperationData,
  OperationInit,
  OperationQuery,
  SendOperation,
} from './call.ts';
export {
  ACCEPT_LANGUAGE,
  APP_KEY_HEADER,
  type ApiClient,
  type ClientOptions,
  createClient,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  type IdTokenGetter,
} from './client.ts';
export {
  downloadExport,
  type ExportAnswer,
  type ExportFile,
  filenameFromContentDisposition,
  readExportFile,
  saveBlob,
  withExport,
  withoutExport,
} from './download.ts';
export {
  ApiError,
  ConflictError,
  DEFAULT_ERROR_MESSAGE,
  type FieldError,
  ForbiddenError,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  readErrorCode,
  readErrorMessage,
  ServerError,
  TIMEOUT_ERROR_MESSAGE,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';
export {
  type EventSourceMessage,
  type EventStreamOptions,
  openEventStream,
  type StreamOperationId,
} from './event-stream.ts';
export {
  type ExportOperationId,
  type StreamExportOptions,
  type StreamedFile,
  type StreamProgress,
  streamExport,
} from './export-stream.ts';
export type { OperationId } from './gen/operations.gen.ts';
export type { components, operations, paths } from './gen/schema.gen.ts';
export { downloadGtfsFeed, type GtfsDownload, type GtfsDownloadProgress } from './gtfs-feed.ts';
export { IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey } from './idempotency.ts';
export {
  ID_TOKEN_REFRESH_MARGIN_MS,
  type IdentitySession,
  type IdTokenListener,
  IdTokenSource,
  type IdTokenSourceOptions,
  storagePersistence,
} from './identity-token.ts';
export { PAGINATE_SIZE, type PagedOperationId, type PageItem, type PaginateOperation } from './paginate.ts';
export {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  fromServerPage,
  type PageCriteria,
  pageCriteria,
  type ShownPage,
  toServerPage,
} from './paging.ts';
export { COUNTRY_PREFIX, isVietnamesePhone, toInternationalPhone, toLocalPhone } from './phone.ts';
export { DEFAULT_RETRY, type RetryOptions } from './retry.ts';
export {
  API_KEY_HEADER,
  type Connection,
  type ConnectOptions,
  connect,
  connectWithServiceKey,
  requestSmsCode,
  type ServiceKeyOptions,
  type SignedIn,
  type SmsChallenge,
  signInWithPassword,
  signInWithSmsCode,
  signOut,
} from './sign-in.ts';

import type { components } from './gen/schema.gen.ts';

/** Named schemas of the contract: `Schemas['BusStaff']`. */
export type Schemas = components['schemas'];
