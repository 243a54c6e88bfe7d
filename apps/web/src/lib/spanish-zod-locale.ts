import { z } from 'zod';
import spanish from 'zod/v4/locales/es.js';

let configured = false;

/**
 * docs/conventions.md#language: zod's Spanish default messages, for any issue a contract schema
 * leaves without a message of its own (a number field left empty, a value of the wrong type).
 * The server sets the same locale at start; the browser sets it where a form's resolver is made,
 * so pages without forms (and /login's first load) never download it.
 */
export function setSpanishZodLocale(): void {
  if (configured) return;
  z.config(spanish());
  configured = true;
}
