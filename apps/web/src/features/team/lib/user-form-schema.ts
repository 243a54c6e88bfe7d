import { z } from 'zod';
import {
  capacitySchema,
  createTeamUserInputSchema,
  phoneSchema,
  specialtiesSchema,
  teamCustomerSchema,
  updateTeamUserInputSchema,
} from '@atiende/contracts';

/** The capacity box's text: empty is "no limit" (null); anything else must be a whole number. */
const capacityText = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
  capacitySchema,
);
/** "POS, redes" → ["POS", "redes"]. */
const specialtiesText = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
  specialtiesSchema,
);
/** An empty phone box is no phone. */
const phoneText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  phoneSchema.nullable(),
);

/** What the form holds besides the contract's fields: the chosen company, shown by name. */
const formExtras = {
  phone: phoneText,
  maxOpenTickets: capacityText,
  specialties: specialtiesText,
  customer: teamCustomerSchema.nullable(),
};

/**
 * "Nuevo usuario": the contract's POST /api/users body read from the form's boxes. Fields the
 * chosen role does not show keep their empty defaults and are left out when sending.
 */
export const createUserFormSchema = createTeamUserInputSchema.extend(formExtras);

/** "Editar": the contract's PUT /api/users/{id} body (and the técnico profile's fields). */
export const editUserFormSchema = updateTeamUserInputSchema.extend(formExtras);

export type UserFormValues = {
  name: string;
  email: string;
  phone: string;
  password: string;
  role: z.input<typeof createTeamUserInputSchema>['role'];
  departmentIds: string[];
  maxOpenTickets: string;
  specialties: string;
  customer: z.input<typeof teamCustomerSchema> | null;
  /** Editing only, while the e-mail differs from the stored one (docs/team.md#step-up). */
  currentPassword?: string;
};
/** What both schemas give back; password and role only when creating. */
export type UserFormOutput = z.output<typeof editUserFormSchema> &
  Partial<Pick<z.output<typeof createUserFormSchema>, 'password' | 'role'>>;
