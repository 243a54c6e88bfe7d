import { z } from 'zod';
import { customerContextMessages } from '../messages/es/customer-context';
import { ticketMessages } from '../messages/es/tickets';
import { ticketPrioritySchema, ticketStatusSchema } from './ticket-summary';

const v = customerContextMessages.validation;

/**
 * `/api/tickets/:id` where a person may type the ticket's number (`/tickets/8`): a UUID or a
 * number of up to 15 digits (docs/tickets.md#ticket-numbers).
 */
export const ticketRefParamsSchema = z.object({
  id: z.union([z.uuid(), z.string().regex(/^\d{1,15}$/)], {
    error: ticketMessages.validation.invalidTicketId,
  }),
});

/** One of the customer's other tickets, as the panel lists it. */
export const customerContextTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerContextTicket = z.infer<typeof customerContextTicketSchema>;

/** `GET /api/tickets/:id/customer-context` (staff): docs/customers.md#customer-context. */
export const customerContextSchema = z.object({
  requester: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    cargo: z.string().nullable(),
    /** The portal account, when the requester has one; its notes are staff-only. */
    account: z.object({ id: z.uuid(), notes: z.string().nullable() }).nullable(),
  }),
  company: z
    .object({
      id: z.uuid(),
      name: z.string(),
      ruc: z.string().nullable(),
      chainName: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable(),
  /**
   * docs/customers.md#company-suggestions: the existing company whose name the public form's
   * requester typed while their e-mail is not one of its contacts; staff confirm or dismiss it.
   */
  suggestedCompany: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Open tickets of the same company or requester, this one left out, newest change first. */
  openTickets: z.array(customerContextTicketSchema),
  /** How many such open tickets the caller may see (the list above shows the first few). */
  openCount: z.number().int(),
  /** Their latest other tickets in any status, newest first. */
  recentTickets: z.array(customerContextTicketSchema),
});
export type CustomerContext = z.infer<typeof customerContextSchema>;

export const CUSTOMER_NOTES_TARGETS = ['COMPANY', 'REQUESTER'] as const;
export const CUSTOMER_NOTES_MAX_LENGTH = 2_000;

/** `PUT /api/tickets/:id/customer-notes` (staff): the notes of the ticket's company or requester. */
export const customerNotesInputSchema = z.object({
  about: z.enum(CUSTOMER_NOTES_TARGETS),
  notes: z
    .string()
    .trim()
    .max(CUSTOMER_NOTES_MAX_LENGTH, v.notesTooLong)
    .transform((value) => (value ? value : null)),
});
export type CustomerNotesInput = z.input<typeof customerNotesInputSchema>;

/** `POST /api/tickets/:id/company-suggestion/confirm` (staff): link the suggested company. */
export const confirmCompanySuggestionSchema = z.object({
  /** An explicit choice: the requester becomes one of the company's contacts only when asked. */
  addRequesterAsContact: z.boolean({ error: v.addRequesterAsContactInvalid }),
});
export type ConfirmCompanySuggestionInput = z.input<typeof confirmCompanySuggestionSchema>;
