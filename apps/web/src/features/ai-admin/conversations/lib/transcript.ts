import type { AssistantSource } from '@atiende/contracts';

/**
 * Pure helpers of the transcripts (docs/assistant.md#conversation-pages): where a source or a
 * ticket links, how a cost and a vote read.
 */

/** `1234` names a ticket by its number; an id is a UUID, never all digits. */
export function isTicketNumberRef(ref: string): boolean {
  return /^\d{1,15}$/.test(ref);
}

/** `/tickets/1234` when the number is known; else the id, which the ticket page takes too. */
export function ticketHref(ref: string, number: number | undefined): string {
  if (number !== undefined) return `/tickets/${number}`;
  return `/tickets/${encodeURIComponent(ref)}`;
}

const TICKET_PATH = /^\/tickets\/[\w-]+$/;

/**
 * An article opens at /ayuda/articulos/{id}, a ticket at the path the server gave it
 * (/tickets/{number}); anything else the record holds is never followed as a link.
 */
export function sourceHref(source: AssistantSource): string {
  if (source.type === 'ARTICLE') return `/ayuda/articulos/${encodeURIComponent(source.id)}`;
  return TICKET_PATH.test(source.url) ? source.url : `/tickets/${encodeURIComponent(source.id)}`;
}

let costFormat: Intl.NumberFormat | undefined;

/**
 * "S/ 0.0012": a query costs fractions of a céntimo, and the API rounds to 4 decimals
 * (docs/assistant.md#costs); whole amounts keep the usual 2.
 */
export function formatCost(amount: number): string {
  costFormat ??= new Intl.NumberFormat('es-PE', {
    style: 'currency',
    currency: 'PEN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  return costFormat.format(amount);
}

/** The chat's two votes: 5 "Útil", 1 "No útil"; null when the answer was not rated. */
export function ratingKind(rating: number | null): 'helpful' | 'notHelpful' | null {
  if (rating === null) return null;
  return rating >= 3 ? 'helpful' : 'notHelpful';
}

/** Who a row belongs to: the name, else the e-mail, else `fallback` (a deleted user). */
export function userLabel(
  user: { name: string | null; email: string | null },
  fallback: string,
): string {
  return user.name?.trim() || user.email?.trim() || fallback;
}
