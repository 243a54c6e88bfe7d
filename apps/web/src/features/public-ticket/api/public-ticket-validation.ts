/**
 * Everything zod-based the public form uses: its resolver and the schemas of the answers it
 * reads. Loaded on demand (load-public-ticket-validation.ts), like the auth forms do, so zod
 * never joins /login's first load and /support paints before it arrives.
 */
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { PublicTicketSubmission } from './public-ticket-form-data';
import {
  type publicTicketFieldsSchema,
  publicTicketFieldsSchemaFor,
  setSpanishZodMessages,
  type PublicFormFieldMode,
} from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

export { publicTicketResponseSchema } from '@atiende/contracts';

/**
 * docs/conventions.md#contracts: the form checks the very schema the server applies to the
 * multipart fields, so its fields carry the multipart names (customerName, not clientName) and the
 * server's `error.details` land on the matching field without a translation table.
 */
export function publicTicketResolverFor(modes: {
  phone: PublicFormFieldMode;
  business: PublicFormFieldMode;
  cargo: PublicFormFieldMode;
}) {
  // docs/settings.md#public-form: the organisation's modes, as the server applies them.
  // Typed as the form's inputs: the configured fields read what the inputs hold (strings).
  return zodResolver(publicTicketFieldsSchemaFor(modes)) as unknown as Resolver<
    PublicTicketFormValues,
    unknown,
    PublicTicketSubmission
  >;
}

/** The form's values before the schema's defaults and trimming (what the inputs hold). */
export type PublicTicketFormValues = z.input<typeof publicTicketFieldsSchema>;
