import { z } from 'zod';
import {
  AUTO_ASSIGN_MODES,
  LUNCH_MAX_MINUTES,
  LUNCH_MIN_MINUTES,
  MIN_AVAILABLE_MAX,
  scheduleMessages,
  type DepartmentScheduleSettings,
  type DepartmentScheduleSettingsInput,
} from '@atiende/contracts';
import { clockField } from './shift-form';
import { formatClock } from './clock';

const v = scheduleMessages.validation;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * The department's settings as the form types them: numbers, the lunch window as clock times,
 * and the assignment mode; sent as the contract's input (minutes from midnight).
 */
export const departmentSettingsFormSchema = z
  .object({
    minAvailable: whole(0, MIN_AVAILABLE_MAX, v.minAvailableInvalid),
    lunchMinutes: whole(LUNCH_MIN_MINUTES, LUNCH_MAX_MINUTES, v.lunchMinutesInvalid),
    lunchWindowStart: clockField,
    lunchWindowEnd: clockField,
    autoAssign: z.enum(AUTO_ASSIGN_MODES, { error: v.autoAssignInvalid }),
  })
  .superRefine((form, ctx) => {
    if (form.lunchWindowEnd <= form.lunchWindowStart) {
      ctx.addIssue({ code: 'custom', path: ['lunchWindowEnd'], message: v.lunchWindowEmpty });
    } else if (form.lunchWindowEnd - form.lunchWindowStart < form.lunchMinutes) {
      ctx.addIssue({ code: 'custom', path: ['lunchWindowEnd'], message: v.lunchWindowTooShort });
    }
  })
  .transform((form): DepartmentScheduleSettingsInput => form);
export type DepartmentSettingsFormValues = z.input<typeof departmentSettingsFormSchema>;

export function departmentSettingsFormValues(
  settings: DepartmentScheduleSettings,
): DepartmentSettingsFormValues {
  return {
    minAvailable: settings.minAvailable,
    lunchMinutes: settings.lunchMinutes,
    lunchWindowStart: formatClock(settings.lunchWindowStart),
    lunchWindowEnd: formatClock(settings.lunchWindowEnd),
    autoAssign: settings.autoAssign,
  };
}
