import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client defaults (docs/conventions.md#api)', () => {
  it('retries once for network errors and server errors', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'DEPENDENCY_UNAVAILABLE', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'DEPENDENCY_UNAVAILABLE', 'x'))).toBe(false);
  });

  it('does not repeat a request the server refused', () => {
    expect(shouldRetry(0, new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(409, 'EMAIL_TAKEN', 'x'))).toBe(false);
  });

  it('sets stale time, cache time and no refetch on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });
});
