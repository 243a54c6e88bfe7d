import type * as authValidationModule from './auth-validation';

type AuthValidationModule = typeof authValidationModule;

let validation: Promise<AuthValidationModule> | null = null;

/** Loads the auth validation chunk once (and again after a failed download). */
export function loadAuthValidation(): Promise<AuthValidationModule> {
  validation ??= import('./auth-validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}
