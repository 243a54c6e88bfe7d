/**
 * The API's message per closing and rating tickets error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the closing and rating tickets texts stay out of the chunk that carries them
 * (docs/performance.md, ninth pass).
 */
export const ticketCloseErrorMessages = {
  TICKET_CLOSED: 'El ticket está cerrado: crea un ticket relacionado para seguir con tu consulta.',
  TICKET_ALREADY_RATED: 'Ya calificaste la atención de este ticket.',
  PRIORITY_LOCKED:
    'La prioridad la define el equipo de soporte. Si es más urgente, cuéntalo en un comentario.',
} as const;
