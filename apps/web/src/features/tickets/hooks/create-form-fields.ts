/**
 * docs/tickets.md#creating-a-ticket: the "Nuevo Ticket" form's fields in reading order. On a
 * failed submit focus goes to the first invalid one in this order, never to whichever the schema
 * happened to report first.
 */
export const CREATE_FIELD_ORDER = [
  'title',
  'description',
  'departmentId',
  'productIds',
  'priority',
] as const;
export type CreateField = (typeof CREATE_FIELD_ORDER)[number];

/** The first field of the reading order that has an error, if any. */
export function firstInvalidField(
  errors: Partial<Record<string, unknown>>,
): CreateField | undefined {
  return CREATE_FIELD_ORDER.find((name) => errors[name] !== undefined);
}

/** Ticket numbers are positive integers; anything else in `?related=` is ignored. */
const TICKET_NUMBER = /^[1-9]\d{0,11}$/;

/**
 * `/tickets/new?related=<number>` (the closed ticket's "Crear un ticket relacionado"): the number
 * of the ticket the new one follows up, or null when absent or not a ticket number.
 */
export function relatedTicketNumber(params: URLSearchParams): number | null {
  const value = params.get('related')?.trim().replace(/^#/, '') ?? '';
  return TICKET_NUMBER.test(value) ? Number(value) : null;
}
