import { lazyChunk } from '../../../lib/lazy-chunk';

/** Loads the auth validation chunk once (and again after a failed download). */
export const loadAuthValidation = lazyChunk(() => import('./auth-validation'));
