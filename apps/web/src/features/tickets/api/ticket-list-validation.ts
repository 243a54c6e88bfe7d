/**
 * The ticket list's answer schema alone (docs/performance.md, thirteenth pass): the list's first
 * screen loads this chunk, which builds the few schemas a page of tickets is made of, not every
 * ticket schema the tickets' validation chunk (ticket-validation.ts) holds for the other screens.
 */
import { setSpanishZodMessages } from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

export { ticketListResponseSchema } from '@atiende/contracts';
