import { z } from 'zod';
import { ROLES } from '../constants/roles';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits';
import { fieldMessages } from '../messages/es/errors';

export const roleSchema = z.enum(ROLES, { error: fieldMessages.roleInvalid });

/** docs/product/overview.md User: id, name, email, role, avatar. */
export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** `/api/users/{id}/avatar?v=…` to fetch with the token (docs/profile.md), or null. */
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Trimmed and lower-cased, so one e-mail is one account whatever its case or spaces. */
export const emailSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? fieldMessages.emailRequired : fieldMessages.invalidType,
  })
  .trim()
  .min(1, fieldMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, fieldMessages.emailTooLong)
  .toLowerCase()
  .pipe(z.email({ error: fieldMessages.emailInvalid }));

export const nameSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? fieldMessages.nameRequired : fieldMessages.invalidType,
  })
  .trim()
  .min(1, fieldMessages.nameRequired)
  .max(NAME_MAX_LENGTH, fieldMessages.nameTooLong);
