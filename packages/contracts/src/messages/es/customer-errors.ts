/**
 * The API's message per customers error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the customers texts stay out of the chunk that carries them.
 */
export const customerErrorMessages = {
  CUSTOMER_NOT_FOUND: 'No se encontró el cliente.',
  CUSTOMER_NAME_TAKEN: 'Ya existe un cliente con ese nombre. Búscalo en la lista o usa otro.',
  CUSTOMER_RUC_TAKEN: 'Ya existe un cliente con ese RUC. Búscalo en la lista antes de crearlo.',
  CUSTOMER_MERGE_INTO_SELF: 'No puedes fusionar un cliente consigo mismo. Elige otro cliente.',
  NO_COMPANY_SUGGESTION:
    'Este ticket ya no tiene una empresa sugerida. Recarga para ver su empresa actual.',
} as const;
