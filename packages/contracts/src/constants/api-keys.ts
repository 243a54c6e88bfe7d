/**
 * API keys (docs/api-keys.md): what a key may do. `tickets:read:own` reads the tickets created
 * through that same key; `tickets:read:all` every ticket.
 */
export const API_KEY_SCOPES = [
  'tickets:create',
  'tickets:read:own',
  'tickets:read:all',
  'customers:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The header that carries a key; a key anywhere in the query string is refused. */
export const API_KEY_HEADER = 'x-api-key';
/**
 * Query parameter names refused on every API route (docs/api-keys.md#sending-a-key); a value
 * with the keys' mark (`atk_`) is refused under any name. `token` is not one of them: the public
 * unsubscribe link carries its own signed token there.
 */
export const API_KEY_QUERY_NAMES = ['api_key', 'apikey', 'api-key', 'x-api-key'];
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_MARK = 'atk_';
export const API_KEY_NAME_MAX_LENGTH = 80;
export const API_KEY_RATE_LIMIT_DEFAULT = 60;
export const API_KEY_RATE_LIMIT_MAX = 6000;
/** A pasted token on /admin/token-test is at most this long. */
export const TOKEN_TEST_MAX_LENGTH = 4096;

export const API_KEY_STATUSES = ['ACTIVE', 'REVOKED', 'EXPIRED'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
