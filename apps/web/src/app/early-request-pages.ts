/**
 * The pages whose HTML carries the early requests' script (docs/performance.md#early-requests):
 * exact paths, read by the build (vite.early.config.ts) into dist/early-requests.json for the
 * server. No imports: the build's config reads this file.
 */
export const EARLY_REQUEST_PAGES: readonly string[] = ['/tickets'];
