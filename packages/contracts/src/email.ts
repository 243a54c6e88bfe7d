/**
 * `@atiende/contracts/email`: e-mail as a channel (docs/email.md) — outbound settings, stats and
 * failures; inbound and mailboxes add theirs here.
 */
export * from './schemas/email-config';
export { emailConfigMessages } from './messages/es/email-config';
