import { z } from 'zod';
import {
  SLA_DEFAULT_WARNING_PERCENT,
  SLA_TARGET_MAX_MINUTES,
  TICKET_PRIORITIES,
  slaMessages,
  type SlaPolicy,
  type SlaPolicyInput,
  type TicketPriority,
} from '@atiende/contracts';
import { formatDuration, parseDuration } from './duration';

const v = slaMessages.validation;

/** A target typed in hours and minutes ("1 h 30 min"), sent in minutes (docs/sla.md#policies). */
const durationField = z
  .string()
  .transform((text, ctx) => {
    const minutes = parseDuration(text);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message: slaMessages.page.durationInvalid });
      return z.NEVER;
    }
    return minutes;
  })
  .pipe(z.number().int().min(1, v.targetInvalid).max(SLA_TARGET_MAX_MINUTES, v.targetTooLong));

const targetsField = z
  .object({ firstResponseMinutes: durationField, resolutionMinutes: durationField })
  .refine((targets) => targets.firstResponseMinutes <= targets.resolutionMinutes, {
    message: v.firstResponseAfterResolution,
    path: ['firstResponseMinutes'],
  });

/**
 * The policy dialog's form: the contract's policy (slaPolicyInputSchema) with its targets as text
 * in hours and minutes and the company as the picked option. Field names follow the API's, so a
 * 400's `targets.ALTA.resolutionMinutes` lands on its field.
 */
export const policyFormSchema = z
  .object({
    name: z.string().trim().min(1, v.nameRequired).max(80, v.nameTooLong),
    departmentId: z.string(),
    customer: z.object({ id: z.string(), name: z.string() }).nullable(),
    calendarId: z.string(),
    targets: z.object(
      Object.fromEntries(TICKET_PRIORITIES.map((priority) => [priority, targetsField])) as Record<
        TicketPriority,
        typeof targetsField
      >,
    ),
    warningPercent: z
      .number({ error: v.warningPercentInvalid })
      .int(v.warningPercentInvalid)
      .min(1, v.warningPercentInvalid)
      .max(99, v.warningPercentInvalid),
    autoEscalate: z.boolean(),
    isActive: z.boolean(),
  })
  .transform((form): SlaPolicyInput => ({
    name: form.name,
    departmentId: form.departmentId || null,
    customerId: form.customer?.id ?? null,
    calendarId: form.calendarId || null,
    targets: form.targets,
    warningPercent: form.warningPercent,
    autoEscalate: form.autoEscalate,
    isActive: form.isActive,
  }));
export type PolicyFormValues = z.input<typeof policyFormSchema>;

/** docs/sla.md#defaults: a new policy starts from the default policy's targets. */
const NEW_POLICY_MINUTES: Record<TicketPriority, [number, number]> = {
  URGENTE: [60, 480],
  ALTA: [240, 1440],
  MEDIA: [1440, 4320],
  BAJA: [1440, 7200],
};

/** The form's values for a policy (null: a new one). */
export function policyFormValues(policy: SlaPolicy | null): PolicyFormValues {
  const targets = Object.fromEntries(
    TICKET_PRIORITIES.map((priority) => {
      const saved = policy?.targets[priority];
      const [first, resolution] = saved
        ? [saved.firstResponseMinutes, saved.resolutionMinutes]
        : NEW_POLICY_MINUTES[priority];
      return [
        priority,
        {
          firstResponseMinutes: formatDuration(first),
          resolutionMinutes: formatDuration(resolution),
        },
      ];
    }),
  ) as PolicyFormValues['targets'];
  return {
    name: policy?.name ?? '',
    departmentId: policy?.departmentId ?? '',
    customer:
      policy?.customerId && policy.customerName
        ? { id: policy.customerId, name: policy.customerName }
        : null,
    calendarId: policy?.calendarId ?? '',
    targets,
    warningPercent: policy?.warningPercent ?? SLA_DEFAULT_WARNING_PERCENT,
    autoEscalate: policy?.autoEscalate ?? false,
    isActive: policy?.isActive ?? true,
  };
}

/** The server names the company `customerId`; the form holds it as `customer`. */
export function policyFormField(apiField: string): string {
  return apiField === 'customerId' ? 'customer' : apiField;
}
