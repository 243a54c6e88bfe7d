import { lazyChunk, lazyExport } from '../../../lib/lazy-chunk';
import type * as ticketValidation from './ticket-validation';

/** Loads the tickets' validation chunk once (and again after a failed download). */
export const loadTicketValidation = lazyChunk(() => import('./ticket-validation'));

/** A contract schema from the tickets' validation chunk, loaded when a call first needs it. */
export function ticketSchema<K extends keyof typeof ticketValidation>(key: K) {
  return lazyExport(loadTicketValidation, key);
}

/**
 * Loads the list's answer schema once: a chunk of its own, so the list's first screen does not
 * build the other ticket screens' schemas (ticket-list-validation.ts).
 */
export const loadTicketListValidation = lazyChunk(() => import('./ticket-list-validation'));

/** Loads the create form's resolver once. */
export const loadCreateTicketValidation = lazyChunk(() => import('./create-ticket-validation'));
