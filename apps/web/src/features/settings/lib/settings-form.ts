import { z } from 'zod';
import {
  organizationConfigInputSchema,
  slaWeekSchema,
  type OrganizationConfig,
  type OrganizationConfigInput,
} from '@atiende/contracts';

const shape = organizationConfigInputSchema.shape;

/**
 * The «Organización» form, checked by the contract's own rules (docs/settings.md). The week is
 * named `week`, as in the SLA calendar dialog, so the page reuses its day rows.
 */
export const settingsFormSchema = z.object({
  organizationName: shape.organizationName,
  logoUploadId: shape.logoUploadId,
  week: slaWeekSchema,
  publicForm: shape.publicForm,
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export function toFormValues(config: OrganizationConfig): SettingsFormValues {
  return {
    organizationName: config.organizationName,
    logoUploadId: config.logoUploadId,
    week: config.businessHours.map((day) => day.map((interval) => ({ ...interval }))),
    publicForm: { ...config.publicForm, departmentIds: [...config.publicForm.departmentIds] },
  };
}

export function toConfigInput(
  values: SettingsFormOutput,
  config: OrganizationConfig,
): OrganizationConfigInput {
  return {
    version: config.version,
    organizationName: values.organizationName,
    logoUploadId: values.logoUploadId,
    businessHours: values.week,
    publicForm: values.publicForm,
  };
}
