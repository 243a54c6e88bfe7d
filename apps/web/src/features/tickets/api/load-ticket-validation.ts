import { lazyChunk, lazyExport } from '../../../lib/lazy-chunk';
import type * as ticketValidation from './ticket-validation';

/** Loads the tickets' validation chunk once (and again after a failed download). */
export const loadTicketValidation = lazyChunk(() => import('./ticket-validation'));

/** A contract schema from the tickets' validation chunk, loaded when a call first needs it. */
export function ticketSchema<K extends keyof typeof ticketValidation>(key: K) {
  return lazyExport(loadTicketValidation, key);
}

/** Loads the create form's resolver once. */
export const loadCreateTicketValidation = lazyChunk(() => import('./create-ticket-validation'));
