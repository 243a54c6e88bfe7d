import { createHash } from 'node:crypto';
import {
  publicTicketFieldsSchemaFor,
  publicTicketResponseSchema,
  settingsMessages,
  ticketMessages,
  type ConfiguredPublicTicketFields,
  type FirstResponsePromise,
  type PublicTicketResponse,
  type TemplateParts,
  type TicketPriority,
} from '@atiende/contracts';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { AppError, validationError } from '../../platform/errors';
import { recordEvents } from '../../platform/events';
import type { MultipartResult } from '../../platform/uploads';
import { matchPublicFormCompany } from '../customers/index';
import type { TemplateStore } from '../templates/index';
import { readPublicFormOptions } from '../settings/index';
import * as comments from './comments.repository';
import * as idempotency from './idempotency.repository';
import { buildConfirmationEmail } from './confirmation-email';
import * as repository from './tickets.repository';
import { assignNewTicket, checkDepartmentAndProducts, type TicketsDeps } from './tickets.service';

const SCOPE = 'public_ticket';

/** The multipart fields as the schema expects them: single values, repeated `productIds`. */
function fieldsFrom(multipart: MultipartResult) {
  const single = (name: string) => multipart.fields[name]?.[0];
  return {
    title: single('title'),
    description: single('description'),
    customerName: single('customerName'),
    customerEmail: single('customerEmail'),
    customerPhone: single('customerPhone'),
    clientBusiness: single('clientBusiness'),
    clientCargo: single('clientCargo'),
    departmentId: single('departmentId'),
    priority: single('priority') || undefined,
    productIds: (multipart.fields.productIds ?? [])
      .flatMap((value) => value.split(','))
      .filter(Boolean),
  };
}

/** Same fields and same files (by name, size and bytes' key order) = the same request. */
function requestHash(fields: object, multipart: MultipartResult): string {
  const files = multipart.files.map((file) => `${file.fileName}:${file.sizeBytes}`);
  return createHash('sha256').update(JSON.stringify({ fields, files })).digest('hex');
}

/**
 * The first response the ticket's SLA policy promises (the SLA module answers, app.sla;
 * docs/sla.md#the-public-forms-promise), read in the ticket's transaction.
 */
export type FirstResponsePromiseLookup = (
  executor: Executor,
  ticket: { departmentId: string | null; customerId: string | null; priority: TicketPriority },
) => Promise<FirstResponsePromise | null>;

type PublicTicketsDeps = TicketsDeps & {
  mailer: Mailer;
  config: Config;
  firstResponsePromise: FirstResponsePromiseLookup;
  /** The confirmation's text (docs/templates.md). */
  templates: Pick<TemplateStore, 'parts'>;
};
type Idempotency = { key: string | undefined; hash: string };

/**
 * The ticket, its products and files, the customer, the idempotency record and the
 * confirmation e-mail, in the caller's transaction.
 */
async function writePublicTicket(
  tx: Executor,
  {
    mailer,
    config,
    firstResponsePromise,
  }: Omit<PublicTicketsDeps, keyof TicketsDeps | 'templates'>,
  fields: ConfiguredPublicTicketFields,
  multipart: MultipartResult,
  idempotencyRecord: Idempotency,
  confirmation: TemplateParts,
): Promise<PublicTicketResponse> {
  const { productIds } = await checkDepartmentAndProducts(
    tx,
    fields.departmentId,
    fields.productIds,
  );
  // docs/customers.md#company-suggestions: a typed name links an existing company only for one of
  // its known e-mails; otherwise staff see it as a suggestion and the ticket has no company.
  // Without a company name (docs/settings.md#public-form: Empresa optional or hidden) the ticket
  // has no company and none is suggested.
  const company =
    fields.clientBusiness === null
      ? null
      : await matchPublicFormCompany(tx, {
          business: fields.clientBusiness,
          contact: {
            name: fields.customerName,
            email: fields.customerEmail,
            phone: fields.customerPhone,
            cargo: fields.clientCargo,
            source: 'PUBLIC_FORM',
          },
        });
  const isSuggestion = company?.outcome === 'SUGGESTED';
  const customerId = company && !isSuggestion ? company.id : null;
  const ticket = await repository.insertTicket(tx, {
    title: fields.title,
    description: fields.description,
    priority: fields.priority,
    departmentId: fields.departmentId,
    source: 'PUBLIC_FORM',
    contactName: fields.customerName,
    contactEmail: fields.customerEmail,
    contactPhone: fields.customerPhone,
    contactBusiness: fields.clientBusiness,
    contactCargo: fields.clientCargo,
    customerId,
    suggestedCustomerId: isSuggestion ? company.id : null,
  });
  await repository.insertTicketProducts(tx, ticket.id, productIds);
  await comments.insertAttachments(
    tx,
    multipart.files.map((file) => ({ ...file, ticketId: ticket.id })),
  );
  await repository.insertTicketEvents(tx, [
    { ticketId: ticket.id, actorId: null, type: 'created', toValue: 'PUBLIC_FORM' },
  ]);
  const firstResponse = await firstResponsePromise(tx, {
    departmentId: fields.departmentId,
    customerId,
    priority: fields.priority,
  });
  const response = { ticketId: ticket.id, ticketNumber: ticket.number, firstResponse };
  const { key, hash } = idempotencyRecord;
  if (key) await idempotency.insertResponse(tx, SCOPE, key, hash, response);
  const email = buildConfirmationEmail(
    confirmation,
    { number: ticket.number, firstResponse },
    fields.customerName,
    fields.title,
    fields.description,
    config,
  );
  await mailer.enqueue(tx, {
    kind: 'ticket_confirmation',
    to: fields.customerEmail,
    ...email,
    ticket: { id: ticket.id, number: ticket.number },
  });
  return response;
}

/** The answer already stored under this key: the same one again, or 409 for other data. */
async function previousResponse(
  { db }: Pick<TicketsDeps, 'db'>,
  { key, hash }: Idempotency,
): Promise<PublicTicketResponse | undefined> {
  if (!key) return undefined;
  const previous = await idempotency.findResponse(db, SCOPE, key);
  if (!previous) return undefined;
  if (previous.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return publicTicketResponseSchema.parse(previous.response);
}

/**
 * POST /api/tickets/public: the form without an account (docs/product/public-form.md). The ticket,
 * its attachments' rows, the customer, the idempotency record and the confirmation e-mail are
 * written in one transaction (docs/conventions.md#reliability); a rejected request leaves no file
 * behind.
 */
export async function submitPublicTicket(
  deps: PublicTicketsDeps,
  multipart: MultipartResult,
  idempotencyKey: string | undefined,
): Promise<PublicTicketResponse> {
  const { db, events, storage, mailer } = deps;
  const discardFiles = () =>
    Promise.all(multipart.files.map((file) => storage.remove(file.storageKey)));
  // docs/settings.md#public-form: the organisation's options decide whether the form takes
  // tickets, which contact fields it requires and which departments it offers.
  const options = await readPublicFormOptions(db);
  if (!options.enabled) {
    await discardFiles();
    throw new AppError('PUBLIC_FORM_CLOSED', undefined, { message: options.closedNotice });
  }
  const raw = fieldsFrom(multipart);
  const parsed = publicTicketFieldsSchemaFor(options).safeParse(raw);
  if (!parsed.success) {
    await discardFiles();
    throw validationError(parsed.error);
  }
  const fields = parsed.data;
  if (options.departmentIds.length > 0 && !options.departmentIds.includes(fields.departmentId)) {
    await discardFiles();
    const message = settingsMessages.validation.departmentNotOffered;
    throw new AppError('VALIDATION_FAILED', [{ field: 'departmentId', message }], { message });
  }
  const record: Idempotency = { key: idempotencyKey, hash: requestHash(raw, multipart) };
  if (idempotencyKey) {
    const previous = await idempotency.findResponse(db, SCOPE, idempotencyKey);
    if (previous) {
      await discardFiles();
      if (previous.requestHash !== record.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return publicTicketResponseSchema.parse(previous.response);
    }
  }
  try {
    // Read before the transaction: the templates' cache may have to query the database.
    const confirmation = await deps.templates.parts('publicConfirmation');
    const { result, recorded } = await db.transaction(async (tx) => {
      const written = await writePublicTicket(tx, deps, fields, multipart, record, confirmation);
      const created = {
        ticketId: written.ticketId,
        number: written.ticketNumber,
        actorId: null,
        departmentId: fields.departmentId,
      };
      return { result: written, recorded: await recordEvents(tx, [['ticket.created', created]]) };
    });
    void mailer.flush();
    await assignNewTicket(deps, result.ticketId, fields.departmentId);
    events.publishRecorded(recorded);
    return result;
  } catch (error) {
    await discardFiles();
    // A concurrent retry with the same key lost the race: answer what the winner stored.
    if (idempotencyKey && idempotency.isUniqueViolation(error)) {
      const previous = await previousResponse(deps, record);
      if (previous) return previous;
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    throw error;
  }
}

export function createPublicTicketsService(
  deps: TicketsDeps,
  mailer: Mailer,
  config: Config,
  firstResponsePromise: FirstResponsePromiseLookup,
  templates: Pick<TemplateStore, 'parts'>,
) {
  const all = { ...deps, mailer, config, firstResponsePromise, templates };
  return {
    submit: (multipart: MultipartResult, idempotencyKey: string | undefined) =>
      submitPublicTicket(all, multipart, idempotencyKey),
    messages: ticketMessages.publicForm,
  };
}

export type PublicTicketsService = ReturnType<typeof createPublicTicketsService>;
