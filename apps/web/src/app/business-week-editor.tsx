import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import {
  DayRow,
  dayMessage,
  messageAt,
  type CalendarForm,
} from '../features/sla/components/week-editor';
import { DAYS_FROM_MONDAY } from '../features/sla/lib/week-summary';
import { FieldMessage } from '../components/ui/field-message';

/** What the week editor needs of a form whose `week` field is an SLA calendar's week. */
export type WeekEditorProps = {
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
  errorId: string;
};

/**
 * The SLA calendar dialog's day rows for another feature's form (docs/settings.md#business-hours:
 * the default week of new calendars is edited with the same rows and rules). Composed here, in
 * src/app, because one feature does not import another.
 */
export function BusinessWeekEditor({ control, register, errors, errorId }: WeekEditorProps) {
  const form = {
    control: control as unknown as CalendarForm['control'],
    register: register as unknown as CalendarForm['register'],
    errors: errors as unknown as CalendarForm['formState']['errors'],
  };
  const message = messageAt(form.errors.week);
  return (
    <>
      <ul className="mt-4 divide-y divide-line rounded-lg border border-line">
        {DAYS_FROM_MONDAY.map((day) => (
          <DayRow
            key={day}
            day={day}
            control={form.control}
            register={form.register}
            errors={form.errors}
            message={dayMessage(form.errors, day)}
          />
        ))}
      </ul>
      {message ? <FieldMessage id={errorId} message={message} /> : null}
    </>
  );
}
