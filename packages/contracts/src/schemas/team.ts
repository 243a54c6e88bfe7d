import { z } from 'zod';
import { EXPORT_FORMATS, TECHNICIAN_MAX_CAPACITY } from '../constants/organisation';
import { AVAILABILITY_STATES } from '../constants/schedules';
import { PAGE_LIMIT_MAX, PASSWORD_MAX_LENGTH } from '../constants/limits';
import { fieldMessages } from '../messages/es/errors';
import { teamValidationMessages } from '../messages/es/team-validation';
import { createUserInputSchema, newPasswordSchema } from './auth';
import { checkPeriodFields, periodQueryShape, periodRangeSchema, type NamedPeriod } from './period';
import { paginationSchema } from './api';
import type { Role } from '../constants/roles';
import { emailSchema, nameSchema, roleSchema, userSchema } from './user';

const v = teamValidationMessages;

/** The team's figures take the one period vocabulary (docs/conventions.md, "Periods"). */
export const DEFAULT_TEAM_PERIOD: NamedPeriod = '30d';
/** GET /api/technicians/bulk-stats: ids per call (one query answers them all). */
export const TECHNICIAN_STATS_IDS_MAX = 100;

const uuidField = z.uuid({ error: v.idInvalid });
const teamPeriodShape = periodQueryShape(DEFAULT_TEAM_PERIOD);

/** "true" / "false" in a query string (z.coerce.boolean would read "false" as true). */
const queryBoolean = z.enum(['true', 'false'], { error: v.statusInvalid }).transform((value) => {
  return value === 'true';
});

export const phoneSchema = z
  .string({ error: fieldMessages.invalidType })
  .trim()
  .max(30, v.phoneInvalid)
  .regex(/^\+?[\d\s()-]{6,}$/, v.phoneInvalid);

/** Most open tickets at once; null means no limit (the users table's CHECK ≥ 0 backs it). */
export const capacitySchema = z
  .number({ error: v.capacityInvalid })
  .int(v.capacityInvalid)
  .min(0, v.capacityNegative)
  .max(TECHNICIAN_MAX_CAPACITY, v.capacityTooHigh)
  .nullable();

export const specialtiesSchema = z
  .array(
    z
      .string({ error: v.specialtyInvalid })
      .trim()
      .min(1, v.specialtyInvalid)
      .max(50, v.specialtyInvalid),
  )
  .max(20, v.specialtiesTooMany)
  .transform((items) => [...new Set(items)]);

export const departmentIdsSchema = z
  .array(uuidField)
  .max(50, v.departmentsTooMany)
  .transform((ids) => [...new Set(ids)]);

/**
 * The company (customer) a CLIENT belongs to: decides which tickets they see besides their own
 * (docs/product/overview.md#roles-and-permissions). Only clients have one; null clears it
 * (docs/team.md).
 */
export const teamCustomerIdSchema = uuidField.nullable();

export const teamCustomerSchema = z.object({ id: z.uuid(), name: z.string() });
export type TeamCustomer = z.infer<typeof teamCustomerSchema>;

export const teamDepartmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The person leads it (departments.lead_id). */
  isLead: z.boolean(),
  /** The person is one of its members (department_members); PUT departmentIds sets these. */
  isMember: z.boolean(),
});
export type TeamDepartment = z.infer<typeof teamDepartmentSchema>;

/** One person of /admin/team: the public user plus what the team page needs. */
export const teamMemberSchema = userSchema.extend({
  phone: z.string().nullable(),
  specialties: z.array(z.string()),
  maxOpenTickets: z.number().int().nullable(),
  /** Tickets assigned now in PENDIENTE, EN_PROGRESO or ESCALADO. */
  openTickets: z.number().int(),
  departments: z.array(teamDepartmentSchema),
  /** A client's company (customers-unified); null for staff and unlinked clients. */
  customer: teamCustomerSchema.nullable(),
  lastLoginAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The two tabs of Equipo y Roles: staff (every role but CLIENT) and clients. */
export const TEAM_GROUPS = ['staff', 'clients'] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];

/** GET /api/users filters (and the export's). */
export const teamListFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  group: z.enum(TEAM_GROUPS, { error: v.groupInvalid }).optional(),
  role: roleSchema.optional(),
  departmentId: uuidField.optional(),
  /** The clients of one company. */
  customerId: uuidField.optional(),
  isActive: queryBoolean.optional(),
});
export const teamListQuerySchema = teamListFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(50),
});
export type TeamListQuery = z.output<typeof teamListQuerySchema>;
export const teamExportQuerySchema = teamListFiltersSchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: v.formatInvalid }).default('xlsx'),
});

export const teamListResponseSchema = z.object({
  users: z.array(teamMemberSchema),
  pagination: paginationSchema,
});
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;

/** POST /api/users: the original four fields, plus the optional team details. */
export const createTeamUserInputSchema = createUserInputSchema.extend({
  phone: phoneSchema.nullable().optional(),
  departmentIds: departmentIdsSchema.optional(),
  specialties: specialtiesSchema.optional(),
  maxOpenTickets: capacitySchema.optional(),
  customerId: teamCustomerIdSchema.optional(),
});
export type CreateTeamUserInput = z.output<typeof createTeamUserInputSchema>;

/**
 * The acting person's own password, typed again (step-up, docs/conventions.md#security). Empty
 * counts as not sent: the server answers the same "confirm your password" message for both.
 */
export const stepUpPasswordSchema = z
  .string({ error: fieldMessages.invalidType })
  .max(PASSWORD_MAX_LENGTH, fieldMessages.passwordTooLong);

/**
 * docs/team.md#step-up: an edit that changes a person's e-mail (their sign-in name, where reset
 * links go) or role needs the acting person's current password. Sending the stored value again
 * is not a change; e-mails compare as the contract stores them (trimmed, lower-case).
 */
export function requiresStepUp(
  current: { email: string; role: Role },
  next: { email?: string | undefined; role?: Role | undefined },
): boolean {
  const isEmailChange =
    next.email !== undefined && next.email.trim().toLowerCase() !== current.email;
  const isRoleChange = next.role !== undefined && next.role !== current.role;
  return isEmailChange || isRoleChange;
}

/** PUT /api/users/{id}: fields left out stay as they are. */
export const updateTeamUserInputSchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  role: roleSchema.optional(),
  isActive: z.boolean({ error: fieldMessages.booleanInvalid }).optional(),
  departmentIds: departmentIdsSchema.optional(),
  /** A client's company; null unlinks (the contact row stays on the customer). */
  customerId: teamCustomerIdSchema.optional(),
  /** Required when `email` or `role` changes (requiresStepUp); checked, never stored. */
  currentPassword: stepUpPasswordSchema.optional(),
});
export type UpdateTeamUserInput = z.output<typeof updateTeamUserInputSchema>;

/** POST /api/users/{id}/reset-password: a password typed by the administrator, or a link. */
export const adminResetPasswordInputSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('password'), password: newPasswordSchema }),
    z.object({ mode: z.literal('email') }),
  ],
  { error: 'Elige cómo restablecer la contraseña' },
);
export type AdminResetPasswordInput = z.output<typeof adminResetPasswordInputSchema>;

export const userDeletionSchema = z.object({
  outcome: z.enum(['DELETED', 'DEACTIVATED']),
  message: z.string(),
});
export type UserDeletion = z.infer<typeof userDeletionSchema>;

/** POST /api/technicians: a TECHNICIAN with departments, specialties and capacity. */
export const createTechnicianInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema.nullable().optional(),
  departmentIds: departmentIdsSchema.default([]),
  specialties: specialtiesSchema.default([]),
  maxOpenTickets: capacitySchema.default(null),
});
export type CreateTechnicianInput = z.output<typeof createTechnicianInputSchema>;

/** PUT /api/technicians/{id}: the técnico's profile; fields left out stay as they are. */
export const technicianProfileInputSchema = z.object({
  departmentIds: departmentIdsSchema.optional(),
  specialties: specialtiesSchema.optional(),
  maxOpenTickets: capacitySchema.optional(),
});
export type TechnicianProfileInput = z.output<typeof technicianProfileInputSchema>;

/** A person's figures for a period (definitions in docs/team.md). */
export const teamFiguresSchema = z.object({
  assigned: z.number().int(),
  resolved: z.number().int(),
  open: z.number().int(),
  reopened: z.number().int(),
  averageFirstResponseMinutes: z.number().nullable(),
  averageResolutionMinutes: z.number().nullable(),
  /** Reopened ÷ resolutions in the period, 0…1; null with no resolution. */
  reopenRate: z.number().nullable(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const technicianStatsSchema = teamFiguresSchema.extend({ technicianId: z.uuid() });
export type TechnicianStats = z.infer<typeof technicianStatsSchema>;

export const technicianStatsQuerySchema = z.object(teamPeriodShape).superRefine(checkPeriodFields);

export const bulkStatsQuerySchema = z
  .object({
    ...teamPeriodShape,
    technicianIds: z
      .string({ error: v.technicianIdsRequired })
      .transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(uuidField)
          .min(1, v.technicianIdsRequired)
          .max(TECHNICIAN_STATS_IDS_MAX, v.technicianIdsTooMany(TECHNICIAN_STATS_IDS_MAX)),
      ),
  })
  .superRefine(checkPeriodFields);

export const bulkStatsResponseSchema = periodRangeSchema.extend({
  stats: z.array(technicianStatsSchema),
});
export type BulkStatsResponse = z.infer<typeof bulkStatsResponseSchema>;

/** GET /api/admin/users */
export const adminUsersQuerySchema = z
  .object({
    ...teamPeriodShape,
    departmentId: uuidField.optional(),
    includeInactive: queryBoolean.default(false),
  })
  .superRefine(checkPeriodFields);

export const adminUserSchema = teamMemberSchema.extend({ figures: teamFiguresSchema });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = periodRangeSchema.extend({
  users: z.array(adminUserSchema),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/**
 * GET /api/users/technicians: who a ticket can go to, with their load ("8/10") and their
 * availability now (docs/schedules.md#asignación-automática); `until` is when that state ends,
 * when known (the end of a pause or of the shift).
 */
export const technicianOptionSchema = userSchema
  .pick({ id: true, name: true, email: true, role: true })
  .extend({
    openTickets: z.number().int(),
    maxOpenTickets: z.number().int().nullable(),
    availability: z.object({
      state: z.enum(AVAILABILITY_STATES),
      until: z.string().nullable(),
    }),
  });
export type TechnicianOption = z.infer<typeof technicianOptionSchema>;

/* The answers of the team routes, inside the `{ success, data }` envelope. */
export const teamMemberEnvelopeSchema = z.object({ user: teamMemberSchema });
export const technicianEnvelopeSchema = z.object({ technician: teamMemberSchema });
export const technicianOptionListResponseSchema = z.object({
  users: z.array(technicianOptionSchema),
});
/** GET /api/technicians/{id}/stats: one person's figures for the period. */
export const technicianStatsResponseSchema = periodRangeSchema.extend({
  stats: technicianStatsSchema,
});
