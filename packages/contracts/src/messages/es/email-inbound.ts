/** Texts of the e-mail channel's inbound side (docs/email.md#inbound). */
export const emailInboundMessages = {
  /** The title of a ticket whose e-mail had no subject. */
  noSubject: '(Sin asunto)',
  /** The description of a ticket whose e-mail had no text. */
  noText: '(Mensaje sin texto)',
} as const;
