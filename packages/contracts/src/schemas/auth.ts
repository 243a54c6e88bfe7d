import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { fieldMessages } from '../messages/es/errors';
import { emailSchema, nameSchema, roleSchema, userSchema } from './user';

/**
 * The password a user chooses: docs/conventions.md#security (8–128 characters; the common-list
 * check is server-side).
 */
export const newPasswordSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? fieldMessages.passwordRequired : fieldMessages.invalidType,
  })
  .min(1, fieldMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, fieldMessages.passwordTooLong);

/** The password typed at sign-in: only present and bounded. */
export const passwordInputSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? fieldMessages.passwordRequired : fieldMessages.invalidType,
  })
  .min(1, fieldMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, fieldMessages.passwordTooLong);

export const loginInputSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * Register never takes a role: unknown keys (role included) are dropped
 * (docs/conventions.md#security).
 */
export const registerInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: fieldMessages.tokenRequired })
    .min(1, fieldMessages.tokenRequired)
    .max(200, fieldMessages.tokenRequired),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** docs/product/auth.md Auth response: accessToken, user. */
export const authResponseSchema = z.object({
  accessToken: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });

/** POST /api/users (administrators). */
export const createUserInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema,
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;
