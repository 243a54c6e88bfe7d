/** spec §7: headers every browser request carries; the server logs them (DESIGN §4). */
export const REQUEST_HEADERS = {
  sessionId: 'x-session-id',
  requestId: 'x-request-id',
  userId: 'x-user-id',
  clientTimestamp: 'x-client-timestamp',
} as const;
