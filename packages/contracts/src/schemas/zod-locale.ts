import { z } from 'zod';
import spanish from 'zod/v4/locales/es.js';

let configured = false;

/**
 * Spanish default messages for any zod issue without a message of its own (a number field left
 * empty, a value of the wrong type; docs/conventions.md#language). The server sets it at start;
 * the web where a form's resolver is made, so pages without forms never download the locale.
 * Only Spanish is imported: `z.locales` would bring every language.
 */
export function setSpanishZodMessages(): void {
  if (configured) return;
  z.config(spanish());
  configured = true;
}
