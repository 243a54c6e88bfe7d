/**
 * Everything zod-based the public form uses: its resolver and the schemas of the answers it
 * reads. Loaded on demand (load-public-ticket-validation.ts), like the auth forms do, so zod
 * never joins /login's first load and /support paints before it arrives.
 */
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { publicTicketFieldsSchema, setSpanishZodMessages } from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

export { publicTicketResponseSchema } from '@atiende/contracts';

/**
 * docs/conventions.md#contracts: the form checks the very schema the server applies to the
 * multipart fields, so its fields carry the multipart names (customerName, not clientName) and the
 * server's `error.details` land on the matching field without a translation table.
 */
export const publicTicketResolver = zodResolver(publicTicketFieldsSchema);

/** The form's values before the schema's defaults and trimming (what the inputs hold). */
export type PublicTicketFormValues = z.input<typeof publicTicketFieldsSchema>;
