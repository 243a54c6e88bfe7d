import { lazyChunk } from './lazy-chunk';

/** Loads the validation chunk once; call it early (idle time) so a submit never waits for it. */
export const loadSchemas = lazyChunk(() => import('./schemas'));

/** The reference data's schemas only (lib/reference-schemas.ts). */
export const loadReferenceSchemas = lazyChunk(() => import('./reference-schemas'));

/** The version file's schema only (lib/version-schema.ts). */
export const loadVersionSchema = lazyChunk(() => import('./version-schema'));

/** The public form's two schemas only (lib/public-schemas.ts). */
export const loadPublicSchemas = lazyChunk(() => import('./public-schemas'));
