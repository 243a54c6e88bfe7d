import type { FieldError } from '@atiende/contracts';

/** Codes the client itself produces when no answer from the server could be read. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** One error type for every failed call: the HTTP status (0 when none), a stable code, the Spanish message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** A 429's `Retry-After` in seconds (null when the answer did not say). */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: unknown,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.field === 'string' && typeof candidate.message === 'string';
}

/**
 * docs/conventions.md#api: a 400 VALIDATION_FAILED lists `{ field, message }` in `error.details`.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error)) return [];
  return Array.isArray(error.details) ? error.details.filter(isFieldError) : [];
}

/**
 * The server's Spanish message when there is one, else the screen's own fallback
 * (docs/product/ui.md#errors-and-toasts).
 */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
