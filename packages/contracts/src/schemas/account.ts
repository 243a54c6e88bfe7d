import { z } from 'zod';
import { accountMessages } from '../messages/es/account';
import { newPasswordSchema, passwordInputSchema } from './auth';
import { nameSchema } from './user';

/** Mi Perfil: the name a user shows to others. */
export const updateProfileInputSchema = z.object({ name: nameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** Changing one's password needs the current one (a borrowed, unlocked screen is not enough). */
export const changePasswordInputSchema = z
  .object({ currentPassword: passwordInputSchema, newPassword: newPasswordSchema })
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ['newPassword'],
    message: accountMessages.password.sameAsCurrent,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** One signed-in device or browser (an `auth_sessions` row that is still valid). */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const revokedSessionsResponseSchema = z.object({ revoked: z.number().int() });

/** `/api/users/:id/avatar?v=`: the photo's version, so its URL can be cached for good. */
export const avatarVersionQuerySchema = z.object({ v: z.string().max(64).optional() });
