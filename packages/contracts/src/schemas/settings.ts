import { z } from 'zod';
import { settingsMessages } from '../messages/es/settings';
import { SLA_DEFAULT_TIME_ZONE, slaWeekSchema } from './sla';
import { publicTicketFieldsSchema } from './tickets';

const v = settingsMessages.validation;

/**
 * The organisation's settings (docs/settings.md): GET/PUT /api/config, the «Organización» page,
 * and the kinds of file POST /api/upload takes.
 */
export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const PUBLIC_FORM_NOTICE_MAX_LENGTH = 500;
export const PUBLIC_FORM_WELCOME_MAX_LENGTH = 1000;
export const PUBLIC_FORM_DEPARTMENTS_MAX = 100;
/** The name shown until an administrator sets one. */
export const DEFAULT_ORGANIZATION_NAME = 'Atiende';
/** docs/settings.md#time-zone: every date is computed in Lima time; not a setting. */
export const ORGANIZATION_TIME_ZONE = SLA_DEFAULT_TIME_ZONE;

/** How the public form treats one of its optional contact fields. */
export const PUBLIC_FORM_FIELD_MODES = ['required', 'optional', 'hidden'] as const;
export type PublicFormFieldMode = (typeof PUBLIC_FORM_FIELD_MODES)[number];
const fieldMode = z.enum(PUBLIC_FORM_FIELD_MODES);

/** The contact fields whose mode an administrator chooses (the rest are always required). */
export const PUBLIC_FORM_CONFIGURABLE_FIELDS = ['phone', 'business', 'cargo'] as const;
export type PublicFormConfigurableField = (typeof PUBLIC_FORM_CONFIGURABLE_FIELDS)[number];

export const publicFormOptionsSchema = z
  .object({
    enabled: z.boolean(),
    closedNotice: z.string().trim().max(PUBLIC_FORM_NOTICE_MAX_LENGTH, v.closedNoticeTooLong),
    welcomeText: z.string().trim().max(PUBLIC_FORM_WELCOME_MAX_LENGTH, v.welcomeTooLong),
    /** Empty: every active department is offered. */
    departmentIds: z
      .array(z.uuid({ error: v.departmentUnknown }))
      .max(PUBLIC_FORM_DEPARTMENTS_MAX, v.departmentsTooMany)
      .transform((ids) => [...new Set(ids)]),
    phone: fieldMode,
    business: fieldMode,
    cargo: fieldMode,
  })
  .refine((options) => options.enabled || options.closedNotice.length > 0, {
    message: v.closedNoticeRequired,
    path: ['closedNotice'],
  });
export type PublicFormOptions = z.infer<typeof publicFormOptionsSchema>;

/** The form as the product shipped it: on, every department, every contact field required. */
export const DEFAULT_PUBLIC_FORM_OPTIONS: PublicFormOptions = {
  enabled: true,
  closedNotice: settingsMessages.defaultClosedNotice,
  welcomeText: '',
  departmentIds: [],
  phone: 'required',
  business: 'required',
  cargo: 'required',
};

/** Monday to Friday, 09:00–13:00 and 14:00–18:00: the week a new SLA calendar started with. */
export const DEFAULT_BUSINESS_HOURS: { start: string; end: string }[][] = [0, 1, 2, 3, 4, 5, 6].map(
  (day) =>
    day === 0 || day === 6
      ? []
      : [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '18:00' },
        ],
);

/** PUT /api/config: the whole settings and the version they were read at. */
export const organizationConfigInputSchema = z.object({
  version: z.number({ error: v.versionRequired }).int().min(0),
  organizationName: z
    .string({ error: v.nameRequired })
    .trim()
    .min(1, v.nameRequired)
    .max(ORGANIZATION_NAME_MAX_LENGTH, v.nameTooLong),
  logoUploadId: z.uuid({ error: v.logoUnknown }).nullable(),
  businessHours: slaWeekSchema,
  publicForm: publicFormOptionsSchema,
});
export type OrganizationConfigInput = z.input<typeof organizationConfigInputSchema>;

const publicFormOptionsOutput = z.object({
  enabled: z.boolean(),
  closedNotice: z.string(),
  welcomeText: z.string(),
  departmentIds: z.array(z.uuid()),
  phone: fieldMode,
  business: fieldMode,
  cargo: fieldMode,
});

/**
 * What anyone may read, signed in or not: the sign-in page, the header and the public form show
 * it (GET /api/config/public; GET /api/config for a user who is not an administrator).
 */
export const publicOrganizationConfigSchema = z.object({
  organizationName: z.string(),
  /** `/api/config/logo?v=…`, or null without a logo. */
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  publicForm: publicFormOptionsOutput,
});
export type PublicOrganizationConfig = z.infer<typeof publicOrganizationConfigSchema>;

/** GET /api/config for an administrator: everything, with the version to send back on PUT. */
export const organizationConfigSchema = publicOrganizationConfigSchema.extend({
  version: z.number().int(),
  logoUploadId: z.uuid().nullable(),
  businessHours: z.array(z.array(z.object({ start: z.string(), end: z.string() }))),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type OrganizationConfig = z.infer<typeof organizationConfigSchema>;

/** GET /api/config: the whole settings for an administrator, the public part for anyone else. */
export const organizationConfigResponseSchema = z.object({
  config: z.union([organizationConfigSchema, publicOrganizationConfigSchema]),
});
export const organizationConfigEnvelopeSchema = z.object({ config: organizationConfigSchema });
export const publicOrganizationConfigEnvelopeSchema = z.object({
  config: publicOrganizationConfigSchema,
});

/** POST /api/upload's `type` field (docs/settings.md#uploads). */
export const UPLOAD_KINDS = ['logo', 'avatar', 'article-image', 'attachment-draft'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_FILE_FIELD = 'file';
export const UPLOAD_TYPE_FIELD = 'type';

export const uploadResponseSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  type: z.enum(UPLOAD_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** A contact field under its mode: required as the form shipped, optional (blank → null) or hidden. */
function contactField<T extends z.ZodType>(schema: T, mode: PublicFormFieldMode) {
  if (mode === 'required') return schema;
  if (mode === 'hidden') return z.unknown().transform(() => null);
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional().transform((value) => value ?? null),
  );
}

/**
 * The public form's fields under the organisation's options (docs/settings.md#public-form): the
 * server and the browser check the same rules.
 */
export function publicTicketFieldsSchemaFor(
  options: Pick<PublicFormOptions, PublicFormConfigurableField>,
) {
  const base = publicTicketFieldsSchema.shape;
  return publicTicketFieldsSchema.extend({
    customerPhone: contactField(base.customerPhone, options.phone),
    clientBusiness: contactField(base.clientBusiness, options.business),
    clientCargo: contactField(base.clientCargo, options.cargo),
  });
}
export type ConfiguredPublicTicketFields = z.infer<ReturnType<typeof publicTicketFieldsSchemaFor>>;
