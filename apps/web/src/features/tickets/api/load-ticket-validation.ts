import type * as ticketValidationModule from './ticket-validation';

type TicketValidationModule = typeof ticketValidationModule;

let validation: Promise<TicketValidationModule> | null = null;

/** Loads the tickets' validation chunk once (and again after a failed download). */
export function loadTicketValidation(): Promise<TicketValidationModule> {
  validation ??= import('./ticket-validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}
