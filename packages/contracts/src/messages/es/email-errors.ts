/** Error messages of the e-mail API (docs/email.md). */
export const emailErrorMessages = {
  MAIL_NOT_FOUND: 'No se encontró ese correo.',
  MAIL_NOT_FAILED: 'Ese correo no está entre los fallidos.',
  TOO_MANY_RECIPIENTS: 'La prueba se envía a un solo destinatario.',
  SMTP_NOT_CONFIGURED: 'Primero configura el servidor SMTP.',
} as const;
