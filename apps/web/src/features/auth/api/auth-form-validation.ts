/**
 * The register, forgot-password and reset-password forms' schemas and resolvers, loaded by those
 * forms only (load-auth-validation.ts).
 */
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  fieldMessages,
  forgotPasswordInputSchema,
  registerInputSchema,
  setSpanishZodMessages,
} from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

/**
 * docs/product/auth.md, docs/conventions.md#security: the password length rule is the server's (its
 * field message is shown); the forms only check that both passwords are present. The match is
 * checked on submit so the mismatch can be an alert and a toast at once.
 */
const passwordPresentSchema = z.string().min(1, fieldMessages.passwordRequired);
const confirmationPresentSchema = z.string().min(1, fieldMessages.required);

export const registerFormSchema = registerInputSchema.extend({
  password: passwordPresentSchema,
  confirmPassword: confirmationPresentSchema,
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const resetPasswordFormSchema = z.object({
  password: passwordPresentSchema,
  confirmPassword: confirmationPresentSchema,
});
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const registerResolver = zodResolver(registerFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordInputSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
