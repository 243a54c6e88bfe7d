/**
 * The API's message per API-key error code (docs/api-keys.md#errors). Its own module: errors.ts
 * spreads it into errorMessages, and the rest of the API-key texts stay out of that chunk.
 */
export const apiKeyErrorMessages = {
  API_KEY_INVALID: 'La clave de API no es válida.',
  API_KEY_REVOKED: 'La clave de API fue revocada.',
  API_KEY_EXPIRED: 'La clave de API expiró.',
  API_KEY_OUT_OF_SCOPE: 'La clave de API no tiene permiso para esta operación.',
  API_KEY_IN_QUERY: 'No envíes la clave de API en la dirección: usa la cabecera X-API-Key.',
  API_KEY_RATE_LIMITED:
    'La clave de API superó su límite de solicitudes por minuto. Espera un momento y vuelve a intentarlo.',
  API_KEY_NOT_FOUND: 'No se encontró la clave de API.',
} as const;
