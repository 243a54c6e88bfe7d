/** A failed lazy chunk (new deploy, lost connection): only a reload fetches it again. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|Loading chunk/i.test(
    error.message,
  );
}

/** Errors that are not crashes: a cancelled request, or a benign browser notice. */
export function isIgnorableGlobalError(error: unknown, message?: string): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (error instanceof Error && error.name === 'ApiError') return true;
  const text = message ?? (error instanceof Error ? error.message : '');
  return /ResizeObserver loop/i.test(text) || text === 'Script error.';
}
