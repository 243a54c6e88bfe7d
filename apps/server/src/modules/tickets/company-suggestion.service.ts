import {
  customerContextMessages,
  type confirmCompanySuggestionSchema,
  type CustomerContext,
} from '@atiende/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { addCustomerContact, findCustomerById } from '../customers/index';
import { settleCompanySuggestion } from './company-suggestion.repository';
import { getCustomerContext } from './customer-context.service';
import type { Viewer } from './ticket-visibility';
import { findVisibleTicket, insertTicketEvents, type TicketDetailRow } from './tickets.repository';

type ConfirmInput = z.output<typeof confirmCompanySuggestionSchema>;
/** Link the suggested company (and maybe add the requester as its contact), or dismiss it. */
type Decision = { isLinked: true; input: ConfirmInput } | { isLinked: false };

const text = customerContextMessages.audit;

/** The requester as the company's contact, when staff chose so; true when it was added. */
function addRequester(tx: Executor, customerId: string, ticket: TicketDetailRow) {
  return addCustomerContact(tx, customerId, {
    name: ticket.contactName,
    email: ticket.contactEmail,
    phone: ticket.contactPhone,
    cargo: ticket.contactCargo,
    source: 'PUBLIC_FORM',
  });
}

/**
 * One transaction: the ticket's company (or none), its history row and the audit entry. The
 * ticket is read through the visibility rule (404 otherwise); without a suggestion — none ever, or
 * settled by someone else meanwhile — it answers 409 and nothing is written.
 */
async function settle(
  tx: Executor,
  viewer: Viewer,
  ref: string,
  decision: Decision,
  audit: AuditContext | undefined,
) {
  const ticket = await findVisibleTicket(tx, viewer, ref);
  if (!ticket) throw new AppError('TICKET_NOT_FOUND');
  const company = ticket.suggestedCustomerId
    ? await findCustomerById(tx, ticket.suggestedCustomerId)
    : undefined;
  if (!company) throw new AppError('NO_COMPANY_SUGGESTION');
  const isSettled = await settleCompanySuggestion(tx, ticket.id, company.id, decision.isLinked);
  if (!isSettled) throw new AppError('NO_COMPANY_SUGGESTION');
  const isContactAdded =
    decision.isLinked && decision.input.addRequesterAsContact
      ? await addRequester(tx, company.id, ticket)
      : false;
  await insertTicketEvents(tx, [
    {
      ticketId: ticket.id,
      actorId: viewer.userId,
      type: decision.isLinked ? 'company_linked' : 'company_suggestion_dismissed',
      toValue: company.name,
    },
  ]);
  await auditEntityChange(tx, audit, 'TICKET', ticket.id, {
    action: decision.isLinked ? 'TICKET_COMPANY_LINKED' : 'TICKET_COMPANY_SUGGESTION_DISMISSED',
    before: { customerId: ticket.customerId, suggestedCustomerId: company.id },
    after: {
      customerId: decision.isLinked ? company.id : ticket.customerId,
      suggestedCustomerId: null,
    },
    details: { company: company.name, requesterAddedAsContact: isContactAdded },
    message: decision.isLinked
      ? text.companyLinked(ticket.number, company.name)
      : text.suggestionDismissed(ticket.number, company.name),
  });
}

/**
 * docs/customers.md#company-suggestions: staff who may see the ticket (the route refuses clients)
 * confirm or dismiss the company the public form's requester named. Answers the customer panel as
 * it now is.
 */
export function createCompanySuggestionService({ db }: { db: Db }) {
  const run = async (
    viewer: Viewer,
    ref: string,
    decision: Decision,
    audit?: AuditContext,
  ): Promise<CustomerContext> => {
    await db.transaction((tx) => settle(tx, viewer, ref, decision, audit));
    return getCustomerContext(db, viewer, ref);
  };
  return {
    confirm: (viewer: Viewer, ref: string, input: ConfirmInput, audit?: AuditContext) =>
      run(viewer, ref, { isLinked: true, input }, audit),
    dismiss: (viewer: Viewer, ref: string, audit?: AuditContext) =>
      run(viewer, ref, { isLinked: false }, audit),
  };
}

export type CompanySuggestionService = ReturnType<typeof createCompanySuggestionService>;
