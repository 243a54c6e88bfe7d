/**
 * The API's message per IMAP mailboxes error code (docs/email.md#mailboxes-imap). Its own
 * module: errors.ts spreads it into errorMessages, and the rest of the mailboxes texts stay out
 * of the chunk that carries them.
 */
export const mailboxErrorMessages = {
  MAILBOX_NOT_FOUND: 'No se encontró el buzón.',
  MAILBOX_NAME_TAKEN: 'Ya existe un buzón con ese nombre.',
} as const;
