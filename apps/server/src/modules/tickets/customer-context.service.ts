import {
  customerContextMessages,
  customerMessages,
  type CustomerContext,
  type customerNotesInputSchema,
} from '@atiende/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { findCustomerById, updateCustomer } from '../customers/index';
import { findUserById, updateUserById } from '../users/index';
import { findCustomerTickets, type ContextTicketRow } from './customer-context.repository';
import type { Viewer } from './ticket-visibility';
import { findVisibleTicket, type TicketDetailRow } from './tickets.repository';

type NotesInput = z.output<typeof customerNotesInputSchema>;
type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>;

const toContextTicket = (row: ContextTicketRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Only a client's account is a requester's; its notes are for staff. */
const clientAccount = (row: UserRow | undefined) => (row?.role === 'CLIENT' ? row : undefined);

function toCustomerContext(
  ticket: TicketDetailRow,
  account: UserRow | undefined,
  company: CustomerRow | undefined,
  suggested: CustomerRow | undefined,
  others: Awaited<ReturnType<typeof findCustomerTickets>>,
): CustomerContext {
  return {
    requester: {
      name: ticket.contactName,
      email: ticket.contactEmail ?? account?.email ?? null,
      phone: ticket.contactPhone ?? account?.phone ?? null,
      cargo: ticket.contactCargo,
      account: account ? { id: account.id, notes: account.notes } : null,
    },
    company: company
      ? {
          id: company.id,
          name: company.name,
          ruc: company.ruc,
          chainName: company.chainName,
          email: company.email,
          phone: company.phone,
          address: company.address,
          notes: company.notes,
        }
      : null,
    suggestedCompany: suggested ? { id: suggested.id, name: suggested.name } : null,
    openTickets: others.open.map(toContextTicket),
    openCount: others.openCount,
    recentTickets: others.recent.map(toContextTicket),
  };
}

async function visibleTicket(executor: Executor, viewer: Viewer, ref: string) {
  const ticket = await findVisibleTicket(executor, viewer, ref);
  if (!ticket) throw new AppError('TICKET_NOT_FOUND');
  return ticket;
}

/**
 * docs/customers.md#customer-context: what staff know of a ticket's customer. The ticket is read
 * through the visibility rule (404 otherwise), and so are the customer's other tickets.
 */
export async function getCustomerContext(
  db: Db,
  viewer: Viewer,
  ref: string,
): Promise<CustomerContext> {
  const ticket = await visibleTicket(db, viewer, ref);
  const [account, company, suggested, others] = await Promise.all([
    ticket.requesterId ? findUserById(db, ticket.requesterId) : undefined,
    ticket.customerId ? findCustomerById(db, ticket.customerId) : undefined,
    ticket.suggestedCustomerId ? findCustomerById(db, ticket.suggestedCustomerId) : undefined,
    findCustomerTickets(db, viewer, ticket),
  ]);
  return toCustomerContext(ticket, clientAccount(account), company, suggested, others);
}

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', [{ field: 'about', message }], { message });

/** Writes the notes of the ticket's company or requester, audited, in one transaction. */
async function writeNotes(
  tx: Executor,
  ticket: TicketDetailRow,
  input: NotesInput,
  audit: AuditContext | undefined,
) {
  const v = customerContextMessages.validation;
  if (input.about === 'COMPANY') {
    const company = ticket.customerId ? await findCustomerById(tx, ticket.customerId) : undefined;
    if (!company) throw refuse(v.noCompany);
    await updateCustomer(tx, company.id, { notes: input.notes });
    await auditEntityChange(tx, audit, 'CUSTOMER', company.id, {
      action: 'CUSTOMER_UPDATED',
      before: { notes: company.notes },
      after: { notes: input.notes },
      message: customerMessages.audit.updated(company.name),
    });
    return;
  }
  const account = clientAccount(
    ticket.requesterId ? await findUserById(tx, ticket.requesterId) : undefined,
  );
  if (!account) throw refuse(v.noRequesterAccount);
  await updateUserById(tx, account.id, { notes: input.notes });
  await auditEntityChange(tx, audit, 'USER', account.id, {
    action: 'USER_UPDATED',
    before: { notes: account.notes },
    after: { notes: input.notes },
    message: customerContextMessages.audit.requesterNotes(account.name),
  });
}

export function createCustomerContextService({ db }: { db: Db }) {
  return {
    get: (viewer: Viewer, ref: string) => getCustomerContext(db, viewer, ref),
    /** Staff only (the route checks the role); answers the context as it now is. */
    async saveNotes(viewer: Viewer, ref: string, input: NotesInput, audit?: AuditContext) {
      await db.transaction(async (tx) =>
        writeNotes(tx, await visibleTicket(tx, viewer, ref), input, audit),
      );
      return getCustomerContext(db, viewer, ref);
    },
  };
}

export type CustomerContextService = ReturnType<typeof createCustomerContextService>;
