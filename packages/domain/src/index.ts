// Public API of @busops/domain, listed name by name (no `export *`).

export { accessOf, canCall } from './access.ts';
export { ATTACHMENT_TYPES, type AttachmentType, attachmentTypeOf, isImageAttachment } from './attachments.ts';
export {
  ACCEPT_LANGUAGE,
  ADMIN_APP_ID,
  COUNTRY_PREFIX,
  DEFAULT_ORDER_TYPE,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  EMPLOYEE_EXPORT_LIMIT,
  HTTP_CLIENT_ERROR,
  HTTP_OK,
  HTTP_SERVER_ERROR,
  LINE_STOPS_SIZE,
  LOOKUP_SIZE,
  REQUEST_TIMEOUT_MS,
  ROOT_LOCALE,
  SERVICES_LIMIT,
  SHOW_APP_TOUR_DEFAULT,
  SMS_DEVICE_ID,
  SOURCE_TAG,
  STORAGE_PREFIX,
  USER_STORAGE_KEY,
} from './constants.ts';
export { DAY_TYPES, type DayType, dayTypeOf, FIXED_PUBLIC_HOLIDAYS } from './day-types.ts';
export {
  BILL_PROVIDER_LABELS,
  type BillProvider,
  labelOptions,
  type RecordStatus,
  STATUS_LABELS,
  statusLabel,
} from './enum-labels.ts';
export {
  AUTO_PRICE_PRESETS,
  type AutoPriceEntry,
  autoPriceFor,
  clockMinutes,
  generateDepartures,
  minutesClock,
} from './fares.ts';
export {
  businessDay,
  type DateInput,
  formatDate,
  formatDateTime,
  formatNumber,
  formatVnd,
  parseDate,
  TIME_ZONE,
} from './format.ts';
export {
  cumulativeKm,
  distanceKm,
  EARTH_RADIUS_KM,
  type LatLng,
  type LngLat,
  lngLatDistanceKm,
} from './geo.ts';
export { HISTORY_ACTIONS, type HistoryAction, historyActionLabel } from './history-actions.ts';
export {
  canOpenPath,
  findMenuEntry,
  flattenMenu,
  HOME_PATH,
  MENU,
  type MenuEntry,
  visibleMenu,
} from './menu.ts';
export {
  MESSAGES,
  type Message,
  type MessageKey,
  type MessageKind,
  messageText,
  TOAST_DURATION_MS,
} from './messages.ts';
export {
  formatValidity,
  isValidOn,
  isValidRange,
  PRICE_RANGE_MESSAGE,
  priceOnDay,
  rangesOverlap,
  type ValidityRange,
} from './pass-prices.ts';
export {
  isPaymentType,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentType,
  paymentTypeLabel,
} from './payment-types.ts';
export { isStalePosition, msUntilStale, STALE_AFTER_MS } from './position-staleness.ts';
export {
  isReceiptState,
  nextReceiptConfirmer,
  nextReceiptState,
  RECEIPT_CONFIRMERS,
  RECEIPT_STATES,
  type ReceiptColor,
  type ReceiptConfirmer,
  type ReceiptState,
  type ReceiptStateInfo,
  receiptState,
} from './receipt-states.ts';
export {
  ALL_ROLES,
  canActOnStaff,
  canGrantRole,
  findRole,
  isRoleValue,
  ROLES,
  type Role,
  type RoleName,
  type RoleValue,
  roleLabel,
} from './roles.ts';
export {
  drivingMinutes,
  type Interval,
  intervalMinutes,
  isOnDuty,
  longestContinuousMinutes,
  overlaps,
  shiftWindow,
  weekStart,
} from './roster.ts';
export { type CompanyScope, type Principal, rolesAllow, scopeAllows, toPrincipal } from './scope.ts';
export { SCREEN_SHORTCUTS, type ShortcutPath, screenShortcut } from './screen-shortcuts.ts';
export {
  canResend,
  canResign,
  isSigningStatus,
  SIGNING_STATUSES,
  type SigningStatus,
  signingStatusLabel,
} from './signing-status.ts';
export {
  addMonths,
  CANCEL_PAID_ROLES,
  CARD_STATUS_LABELS,
  CARD_STATUSES,
  CARD_TRANSITIONS,
  CARD_UID_MESSAGE,
  type CardStatus,
  canMoveCard,
  canMoveOrder,
  HANOI_2024_PASS_PRICES,
  isOrderStatus,
  isPeriodMonth,
  monthOf,
  nextPeriod,
  normalizeCardUid,
  ORDER_CREATED_MESSAGES,
  ORDER_MOVES,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  type OrderMove,
  type OrderStatus,
  type OrderType,
  PASS_SCOPE_LABELS,
  PASS_SCOPES,
  type PassScope,
  type PeriodMonth,
  periodDays,
} from './subscriptions.ts';
export { compareVi, fold, matchesFolded } from './text.ts';
export { tripCodeOf } from './trip-codes.ts';
export {
  DOCUMENT_WARNING_DAYS,
  DRIVING_LIMITS,
  isBlocking,
  TRIP_CONFLICT_CODES,
  TRIP_CONFLICT_LABELS,
  TRIP_CONFLICT_SEVERITY,
  type TripConflictCode,
  type TripConflictSeverity,
  tripConflictSeverity,
} from './trip-conflicts.ts';
export {
  canMoveTrip,
  isTripStatus,
  statusAfterAssignment,
  TRIP_COPY_MODES,
  TRIP_FIELD_LABELS,
  TRIP_FIELD_SOURCE_LABELS,
  TRIP_FIELD_SOURCES,
  TRIP_STATUS_LABELS,
  TRIP_STATUSES,
  TRIP_STATUSES_ASSIGNABLE,
  TRIP_STATUSES_NEEDING_NOTE,
  TRIP_STATUSES_RELEASED,
  TRIP_TRANSITIONS,
  type TripCopyMode,
  type TripFieldSource,
  type TripStatus,
  tripFieldLabel,
} from './trips.ts';
export {
  addDays,
  type DocumentState,
  documentState,
  EXPIRING_WITHIN_DAYS,
  saigonToday,
  VEHICLE_DOCUMENT_LABELS,
  VEHICLE_DOCUMENTS,
  type VehicleDocument,
  vehicleDocumentStatus,
} from './vehicle-documents.ts';
export { normalizePlate } from './vehicle-plate.ts';
