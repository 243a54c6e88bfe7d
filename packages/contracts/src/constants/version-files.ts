/**
 * docs/product/ui.md#errors-and-toasts: poll /version.json every 300000 ms; reload 2000 ms after a
 * new build is seen. Plain values, no zod (docs/performance.md#public-form-schemas).
 */
export const VERSION_POLL_INTERVAL_MS = 300_000;
export const VERSION_RELOAD_DELAY_MS = 2_000;
export const VERSION_FILE_PATH = '/version.json';
export const CHANGELOG_FILE_PATH = '/CHANGELOG.md';
