/**
 * The create form's resolver, loaded by that form only (load-ticket-validation.ts), so the list's
 * first screen, which loads ticket-validation.ts for its answers, takes no form code with it
 * (docs/performance.md, twelfth pass).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { createTicketInputSchema, setSpanishZodMessages } from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

export const createTicketResolver = zodResolver(createTicketInputSchema);
