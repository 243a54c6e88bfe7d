/**
 * Business constants shared by both apps (docs/product/overview.md, docs/conventions.md#security).
 */
export const PASSWORD_MIN_LENGTH = 8; // docs/conventions.md#security: the original product's placeholder said 6; we enforce 8
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const REQUEST_TIMEOUT_MS = 35_000;
export const TOAST_DURATION_MS = 3_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const SWIPE_CLOSE_THRESHOLD_PX = 50;

export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_CACHE_TIME_MS = 600_000;
export const QUERY_RETRY_COUNT = 1;

export const PAGE_LIMIT_MAX = 100;
export const APP_VERSION = '3.53.0';
export const PRODUCT_NAME = 'Atiende';
