import { lazyChunk } from '../../../lib/lazy-chunk';

/** Loads the auth validation chunk once (and again after a failed download). */
export const loadAuthValidation = lazyChunk(() => import('./auth-validation'));

/** Loads the register, forgot-password and reset-password forms' validation chunk once. */
export const loadAuthFormValidation = lazyChunk(() => import('./auth-form-validation'));
