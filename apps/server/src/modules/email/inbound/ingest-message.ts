import {
  COMMENT_MAX_LENGTH,
  DEFAULT_TICKET_PRIORITY,
  emailInboundMessages,
  INBOUND_MESSAGE_MAX_BYTES,
  INBOUND_SENDER_HOURLY_MAX,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_TITLE_MAX_LENGTH,
  type InboundMessageSource,
  type TicketPriority,
  type InboundMessageStatus,
} from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { recordEvents, type EventBus, type PendingEvents } from '../../../platform/events';
import type { FileStorage } from '../../../platform/storage';
import { findCustomerIdByEmail, findOrCreateCustomer } from '../../customers/index';
import {
  emailParticipant,
  findTicketIdByNumber,
  insertEmailTicket,
  saveEmailComment,
  viewerByEmail,
  type NewTicketAssigner,
} from '../../tickets/index';
import * as repository from './inbound.repository';
import { removeFiles, storeInboundFiles, type KeptFiles } from './inbound-files';
import { automaticReason } from './loop-guard';
import { parseMessage, type InboundMail } from './parse-message';
import { sanitizeBody } from './sanitize-body';
import { trimReply } from './trim-reply';

/** Writes the acknowledgement of a new ticket into the outbox, in the ticket's transaction. */
export type Acknowledge = {
  write(
    tx: Executor,
    ticket: NewTicketFacts,
    sender: { address: string; name: string },
  ): Promise<void>;
  /** Sends what the transaction queued, after it commits. */
  flush(): void;
};

export type NewTicketFacts = {
  id: string;
  number: number;
  title: string;
  description: string;
  departmentId: string | null;
  customerId: string | null;
  priority: TicketPriority;
};

export type InboundDeps = {
  db: Db;
  events: EventBus;
  /** The attachments' store (app.files.attachments). */
  storage: FileStorage;
  assignNewTicket?: NewTicketAssigner;
  /** Addresses Atiende sends from or receives at: mail from them is our own coming back. */
  /**
   * The addresses we send from (docs/email.md#loops-and-auto-replies): the environment's sender
   * and the one stored on /admin/email-config, read when a message comes.
   */
  ownAddresses: () => Promise<readonly string[]>;
  /** The department of a mailbox's new tickets (docs/email.md#mailboxes-imap), when it has one. */
  mailboxDepartment?: (executor: Executor, mailboxId: string) => Promise<string | null>;
  /**
   * docs/email.md#inbound: the department of the mailbox whose address received a message that
   * came by the webhook (the first of `addresses` that is one).
   */
  addressDepartment?: (executor: Executor, addresses: readonly string[]) => Promise<string | null>;
  /**
   * docs/email.md#acknowledgement: the e-mail that tells a new ticket's sender its number. Read
   * before the transaction (its template may query the database); written inside it.
   */
  acknowledgement?: () => Promise<Acknowledge>;
  log?: FastifyBaseLogger;
};

export type IngestInput = {
  raw: Buffer;
  source: InboundMessageSource;
  mailboxId?: string;
  /** The address it was delivered to, when the transport knows it (the envelope's recipient). */
  receivedBy?: string;
};

export type IngestResult = {
  /** DUPLICATE: a message with this Message-ID was taken in before; nothing new was written. */
  status: InboundMessageStatus | 'DUPLICATE';
  inboundId: string;
  messageId: string;
  ticketId: string | null;
  reason: string | null;
};

/** A concurrent delivery of the same message won the unique index: roll this one back. */
class DuplicateMessage extends Error {}

const TICKET_TAG = /\[#(\d{1,9})\]/;
const REPLY_PREFIX = /^\s*((re|rv|fw|fwd|res|enc)\s*(\[\d+\])?\s*:\s*)+/i;

function ticketTitle(subject: string): string {
  const title = subject.replace(TICKET_TAG, '').replace(REPLY_PREFIX, '').trim();
  return (title || emailInboundMessages.noSubject).slice(0, TICKET_TITLE_MAX_LENGTH);
}

/** docs/email.md#threading: our Message-IDs first, then the subject's ticket number. */
async function threadOf(tx: Executor, mail: InboundMail): Promise<string | undefined> {
  const byHeaders = await repository.findTicketByMessageIds(tx, mail.references);
  if (byHeaders) return byHeaders;
  const tag = TICKET_TAG.exec(mail.subject);
  return tag ? findTicketIdByNumber(tx, Number(tag[1])) : undefined;
}

async function departmentFor(
  tx: Executor,
  deps: InboundDeps,
  input: IngestInput,
  mail: InboundMail,
): Promise<string | null> {
  const ofMailbox =
    input.mailboxId && deps.mailboxDepartment
      ? await deps.mailboxDepartment(tx, input.mailboxId)
      : null;
  if (ofMailbox) return ofMailbox;
  const ofAddress =
    !input.mailboxId && deps.addressDepartment
      ? await deps.addressDepartment(tx, receivingAddresses(input, mail))
      : null;
  if (ofAddress) return ofAddress;
  const settings = await repository.findInboundSettings(tx);
  return settings?.defaultDepartmentId ?? null;
}

type Written = {
  status: InboundMessageStatus;
  reason: string | null;
  ticketId: string;
  commentId: string | null;
  isNewTicket: boolean;
  departmentId: string | null;
  /** A new ticket's facts, for its acknowledgement. */
  created?: { ticket: NewTicketFacts; sender: { address: string; name: string } };
};

/** A new ticket: the requester's account or customer found by address, else a new customer. */
async function newTicket(
  tx: Executor,
  deps: InboundDeps,
  input: IngestInput,
  mail: InboundMail,
  body: string,
  files: KeptFiles,
  pending: PendingEvents,
): Promise<Written> {
  const sender = await viewerByEmail(tx, mail.fromAddress);
  const client = sender?.role === 'CLIENT' ? sender : undefined;
  const name = mail.fromName ?? sender?.name ?? mail.fromAddress;
  const customerId =
    client?.customerId ??
    (await findCustomerIdByEmail(tx, mail.fromAddress)) ??
    (
      await findOrCreateCustomer(tx, {
        business: mail.fromAddress,
        email: mail.fromAddress,
        phone: null,
        contactName: name,
        source: 'MESSAGING',
      })
    ).id;
  const departmentId = await departmentFor(tx, deps, input, mail);
  const fields = {
    title: ticketTitle(mail.subject),
    description: (body || emailInboundMessages.noText).slice(0, TICKET_DESCRIPTION_MAX_LENGTH),
    departmentId,
    contactName: name,
    contactEmail: mail.fromAddress,
    requesterId: client?.userId ?? null,
    customerId,
    files: files.stored,
  };
  const ticket = await insertEmailTicket(tx, fields, pending);
  return {
    status: 'TICKET',
    reason: null,
    ticketId: ticket.id,
    commentId: null,
    isNewTicket: true,
    departmentId,
    // An e-mail ticket starts at the default priority, as the column says.
    created: {
      ticket: { ...fields, ...ticket, priority: DEFAULT_TICKET_PRIORITY },
      sender: { address: mail.fromAddress, name },
    },
  };
}

/** A reply: a participant's becomes a public comment; anyone else's is held for staff. */
async function reply(
  tx: Executor,
  ticketId: string,
  mail: InboundMail,
  body: string,
  files: KeptFiles,
  pending: PendingEvents,
): Promise<Written> {
  const held = (reason: string): Written => ({
    status: 'HELD',
    reason,
    ticketId,
    commentId: null,
    isNewTicket: false,
    departmentId: null,
  });
  const { viewer, isParticipant } = await emailParticipant(tx, ticketId, mail.fromAddress);
  if (!isParticipant) return held('NOT_PARTICIPANT');
  const comment = await saveEmailComment(
    tx,
    ticketId,
    {
      viewer: viewer && isParticipant ? viewer : undefined,
      name: mail.fromName ?? mail.fromAddress,
    },
    {
      body: (body || emailInboundMessages.noText).slice(0, COMMENT_MAX_LENGTH),
      files: files.stored,
    },
    pending,
  );
  if (!comment) return held('TICKET_CLOSED');
  return {
    status: 'COMMENT',
    reason: null,
    ticketId,
    commentId: comment.id,
    isNewTicket: false,
    departmentId: null,
  };
}

/** Who received a message: the provider's own word first, then its To and Cc. */
function receivingAddresses(input: IngestInput, mail: InboundMail): string[] {
  const to = new Set(input.receivedBy ? [input.receivedBy.toLowerCase()] : []);
  for (const address of mail.toAddresses) to.add(address);
  return [...to];
}

function baseRow(input: IngestInput, mail: InboundMail) {
  const to = receivingAddresses(input, mail);
  return {
    messageId: mail.messageId,
    source: input.source,
    mailboxId: input.mailboxId ?? null,
    fromAddress: mail.fromAddress,
    fromName: mail.fromName,
    toAddresses: to,
    subject: mail.subject,
    references: mail.references,
  };
}

async function ignore(
  deps: InboundDeps,
  input: IngestInput,
  mail: InboundMail,
  reason: string,
): Promise<IngestResult> {
  const row = await repository.insertInboundMessage(deps.db, {
    ...baseRow(input, mail),
    status: 'IGNORED',
    reason,
  });
  deps.log?.info({ messageId: mail.messageId, reason }, 'inbound e-mail ignored');
  if (!row) return duplicate(deps, mail);
  return {
    status: 'IGNORED',
    inboundId: row.id,
    messageId: mail.messageId,
    ticketId: null,
    reason,
  };
}

async function duplicate(deps: InboundDeps, mail: InboundMail): Promise<IngestResult> {
  const existing = await repository.findInboundByMessageId(deps.db, mail.messageId);
  return {
    status: 'DUPLICATE',
    inboundId: existing?.id ?? '',
    messageId: mail.messageId,
    ticketId: existing?.ticketId ?? null,
    reason: null,
  };
}

/**
 * docs/email.md#inbound: one message in, from the webhook or an IMAP mailbox. Idempotent by
 * Message-ID; automatic mail ignored; a reply threaded to its ticket (comment or held), anything
 * else a new ticket. Everything of one message is written in one transaction; its files are
 * removed again when that transaction fails.
 */
export async function ingestMessage(deps: InboundDeps, input: IngestInput): Promise<IngestResult> {
  if (input.raw.length > INBOUND_MESSAGE_MAX_BYTES) throw new AppError('EMAIL_MESSAGE_TOO_LARGE');
  const mail = await parseMessage(input.raw);
  if (await repository.findInboundByMessageId(deps.db, mail.messageId)) {
    return duplicate(deps, mail);
  }
  const own = new Set((await deps.ownAddresses()).map((address) => address.toLowerCase()));
  const automatic = automaticReason(mail, own);
  if (automatic) return ignore(deps, input, mail, automatic);
  if ((await repository.countRecentFrom(deps.db, mail.fromAddress)) >= INBOUND_SENDER_HOURLY_MAX) {
    return ignore(deps, input, mail, 'SENDER_RATE');
  }
  const body = trimReply(mail.text);
  const html = mail.html ? sanitizeBody(mail.html) : null;
  const files = await storeInboundFiles(deps.storage, mail.files);
  try {
    const acknowledge = await deps.acknowledgement?.();
    const { written, row, recorded } = await deps.db.transaction(async (tx) => {
      const pending: PendingEvents = [];
      const ticketId = await threadOf(tx, mail);
      const result = ticketId
        ? await reply(tx, ticketId, mail, body, files, pending)
        : await newTicket(tx, deps, input, mail, body, files, pending);
      const inserted = await repository.insertInboundMessage(tx, {
        ...baseRow(input, mail),
        textBody: body,
        htmlBody: html,
        status: result.status,
        reason:
          [result.reason, ...files.skipped.map((name) => `SKIPPED_FILE:${name}`)]
            .filter(Boolean)
            .join('\n') || null,
        ticketId: result.ticketId,
        commentId: result.commentId,
        attachments: result.status === 'HELD' ? files.stored : [],
      });
      if (!inserted) throw new DuplicateMessage();
      // After the message's row: the acknowledgement threads with it (docs/email.md#threading).
      if (result.created) {
        await acknowledge?.write(tx, result.created.ticket, result.created.sender);
      }
      return { written: result, row: inserted, recorded: await recordEvents(tx, pending) };
    });
    deps.events.publishRecorded(recorded);
    if (written.isNewTicket) acknowledge?.flush();
    if (written.isNewTicket && written.departmentId && deps.assignNewTicket) {
      await deps.assignNewTicket({
        ticketId: written.ticketId,
        departmentId: written.departmentId,
      });
    }
    return {
      status: written.status,
      inboundId: row.id,
      messageId: mail.messageId,
      ticketId: written.ticketId,
      reason: written.reason,
    };
  } catch (error) {
    await removeFiles(deps.storage, files.stored);
    if (error instanceof DuplicateMessage) return duplicate(deps, mail);
    throw error;
  }
}
