/**
 * The API's message per tickets error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the tickets texts stay out of the chunk that carries them
 * (docs/performance.md, ninth pass).
 */
export const ticketErrorMessages = {
  TICKET_NOT_FOUND: 'No se encontró el ticket.',
  ATTACHMENT_NOT_FOUND: 'No se encontró el adjunto.',
  TRANSITION_NOT_ALLOWED: 'No puedes mover el ticket a ese estado.',
  ASSIGNEE_INVALID: 'Solo puedes asignar el ticket a un técnico activo.',
  DEPARTMENT_NOT_FOUND: 'No se encontró el departamento.',
  PRODUCT_NOT_FOUND: 'No se encontró el producto.',
  DEPARTMENT_NAME_TAKEN: 'Ya existe un departamento con ese nombre.',
  DEPARTMENT_IN_USE: 'El departamento tiene tickets: desactívalo en lugar de eliminarlo.',
  TOO_MANY_PUBLIC_TICKETS:
    'Enviaste varios tickets seguidos. Espera unos minutos y vuelve a intentarlo.',
  IDEMPOTENCY_KEY_REUSED:
    'Esa solicitud ya se envió con otros datos. Recarga la página e inténtalo nuevamente.',
} as const;
