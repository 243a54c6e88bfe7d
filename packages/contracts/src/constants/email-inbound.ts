/**
 * What became of a message that came in by e-mail (docs/email.md#inbound): a new ticket, a public
 * comment on one, held for staff to accept or discard, or ignored (auto-replies, bounces, loops).
 */
export const INBOUND_MESSAGE_STATUSES = [
  'TICKET',
  'COMMENT',
  'HELD',
  'ACCEPTED',
  'DISCARDED',
  'IGNORED',
] as const;
export type InboundMessageStatus = (typeof INBOUND_MESSAGE_STATUSES)[number];

/** Where a message came in from. */
export const INBOUND_MESSAGE_SOURCES = ['webhook', 'imap'] as const;
export type InboundMessageSource = (typeof INBOUND_MESSAGE_SOURCES)[number];

/** Why a message was ignored rather than answered (docs/email.md#loops-and-auto-replies). */
export const INBOUND_IGNORE_REASONS = [
  'AUTO_REPLY',
  'BOUNCE',
  'OWN_ADDRESS',
  'SENDER_RATE',
  'NO_SENDER',
] as const;
export type InboundIgnoreReason = (typeof INBOUND_IGNORE_REASONS)[number];

/** The largest raw message taken in, headers and attachments included (base64 grows files ~4/3). */
export const INBOUND_MESSAGE_MAX_BYTES = 25 * 1024 * 1024;

/** More messages than this from one address in an hour is a loop: the rest are ignored. */
export const INBOUND_SENDER_HOURLY_MAX = 20;

/** A webhook's signed timestamp older (or newer) than this is a replay and refused. */
export const INBOUND_WEBHOOK_TOLERANCE_SECONDS = 300;
