/**
 * docs/conventions.md#api: headers every browser request carries; the server logs them
 * (docs/conventions.md#api).
 */
export const REQUEST_HEADERS = {
  sessionId: 'x-session-id',
  requestId: 'x-request-id',
  userId: 'x-user-id',
  clientTimestamp: 'x-client-timestamp',
} as const;
