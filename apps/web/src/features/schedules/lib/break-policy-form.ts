import { z } from 'zod';
import {
  BREAK_AUTO_CLOSE_DEFAULT_MINUTES,
  breakPolicyInputSchema,
  type BreakPolicy,
} from '@atiende/contracts';

/**
 * The break policy dialog: the contract's policy (breakPolicyInputSchema, its Spanish messages)
 * with "Todos los departamentos" as the empty option of the department picker.
 */
export const breakPolicyFormSchema = z
  .object({
    name: z.string(),
    departmentId: z.string(),
    everyMinutes: z.number(),
    breakMinutes: z.number(),
    autoCloseAfterMinutes: z.number(),
    remindersEnabled: z.boolean(),
    isActive: z.boolean(),
  })
  .transform((form, ctx) => {
    const result = breakPolicyInputSchema.safeParse({
      ...form,
      departmentId: form.departmentId || null,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
export type BreakPolicyFormValues = z.input<typeof breakPolicyFormSchema>;

/** A policy's values, or a new one's: 10 minutes every 2 hours, reminded, closed after 30. */
export function breakPolicyFormValues(policy: BreakPolicy | null): BreakPolicyFormValues {
  if (!policy) {
    return {
      name: '',
      departmentId: '',
      everyMinutes: 120,
      breakMinutes: 10,
      autoCloseAfterMinutes: BREAK_AUTO_CLOSE_DEFAULT_MINUTES,
      remindersEnabled: true,
      isActive: true,
    };
  }
  return {
    name: policy.name,
    departmentId: policy.departmentId ?? '',
    everyMinutes: policy.everyMinutes,
    breakMinutes: policy.breakMinutes,
    autoCloseAfterMinutes: policy.autoCloseAfterMinutes,
    remindersEnabled: policy.remindersEnabled,
    isActive: policy.isActive,
  };
}
