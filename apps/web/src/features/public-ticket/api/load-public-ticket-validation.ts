import { lazyChunk } from '../../../lib/lazy-chunk';

/** Loads the public form's validation chunk once (and again after a failed download). */
export const loadPublicTicketValidation = lazyChunk(() => import('./public-ticket-validation'));
