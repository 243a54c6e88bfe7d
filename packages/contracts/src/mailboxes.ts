/**
 * The IMAP mailboxes' contract (docs/email.md#mailboxes-imap), apart from the main entry so that
 * only the e-mail settings page and the server's mailboxes module build it.
 */
export * from './schemas/mailboxes';
export { mailboxMessages } from './messages/es/mailboxes';
export { mailboxErrorMessages } from './messages/es/mailbox-errors';
