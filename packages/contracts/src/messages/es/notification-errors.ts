/**
 * The notifications errors' texts. Their own module: errors.ts takes them into errorMessages, and
 * the rest of the notifications texts stay out of the chunk that carries them (docs/performance.md,
 * ninth pass).
 */
export const notificationErrorMessages = {
  notFound: 'La notificación no existe o no es tuya.',
  socketTicketInvalid: 'El permiso de conexión no es válido o ya venció.',
  pushNotConfigured: 'Las notificaciones push no están disponibles en este servidor.',
} as const;
