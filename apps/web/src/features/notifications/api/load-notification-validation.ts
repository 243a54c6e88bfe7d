import { lazyChunk } from '../../../lib/lazy-chunk';

/** Loads the notifications' validation chunk once (and again after a failed download). */
export const loadNotificationValidation = lazyChunk(() => import('./notification-validation'));
