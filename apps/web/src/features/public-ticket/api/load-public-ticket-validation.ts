import type * as publicTicketValidationModule from './public-ticket-validation';

type PublicTicketValidationModule = typeof publicTicketValidationModule;

let validation: Promise<PublicTicketValidationModule> | null = null;

/** Loads the public form's validation chunk once (and again after a failed download). */
export function loadPublicTicketValidation(): Promise<PublicTicketValidationModule> {
  validation ??= import('./public-ticket-validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}
