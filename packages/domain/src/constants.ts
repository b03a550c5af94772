// spec §9 business constants and limits (and §3/§7 where they name a fixed value).

/** spec §7, §9: every call times out after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60000;

/** spec §9: lists start at page 1 (sent zero-based: toServerPage in @busops/sdk) with 20 rows. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;

/** spec §7, §9: stops of a line are fetched with size 300. */
export const LINE_STOPS_SIZE = 300;
/** spec §9: monthly price, member subscription and member keyword lookups use size 100. */
export const LOOKUP_SIZE = 100;
/** spec §7, §9: services list, page 0 limit 100. */
export const SERVICES_LIMIT = 100;
/** spec §7, §9: employee export re-queries with limit 10. */
export const EMPLOYEE_EXPORT_LIMIT = 10;

/** spec §7, §9: source tag of monthly price lookups. */
export const SOURCE_TAG = 'web-admin';
/** spec §3, §9: default subscription order_type. */
export const DEFAULT_ORDER_TYPE = 1;

/** spec §5, §9: country prefix; local numbers start with 0. */
export const COUNTRY_PREFIX = '+84';
/** spec §7, §9: deviceId sent with the SMS code request. */
export const SMS_DEVICE_ID = 'admin';

/** spec §3: local storage keys carry a fixed product prefix. */
export const STORAGE_PREFIX = 'busops:';
/** spec §3: the signed-in user lives under this key (after the prefix). */
export const USER_STORAGE_KEY = 'user';
/** spec §9: the fixed application id of the admin city-bus app (stored user must match, §4). */
export const ADMIN_APP_ID = 'busops-admin';

/** spec §7, §9: accept-language is fixed to Vietnamese. */
export const ACCEPT_LANGUAGE = 'vi';
/** spec §9: root locale. */
export const ROOT_LOCALE = 'en';

/** spec §3, §9: the app tour shows until dismissed. */
export const SHOW_APP_TOUR_DEFAULT = true;

/** spec §8, §9: HTTP status thresholds; below 400 passes, 400 and above is an error. */
export const HTTP_OK = 200;
export const HTTP_CLIENT_ERROR = 400;
export const HTTP_SERVER_ERROR = 500;
