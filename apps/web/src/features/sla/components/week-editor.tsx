import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { slaMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage, describedBy } from '../../../components/ui/field-message';
import { controlClasses } from '../../../components/ui/form-field';
import type { useContractForm } from '../../../lib/use-contract-form';
import type { calendarFormSchema } from '../lib/calendar-form';

const text = slaMessages.calendars.dialog;
/** The kit's field at the width of `HH:MM`: `w-full` would push each interval onto three lines. */
const FIELD = controlClasses('md').replace('block w-full', 'block w-24');

export type CalendarForm = ReturnType<typeof useContractForm<typeof calendarFormSchema>>;
type Errors = CalendarForm['formState']['errors'];

export function messageAt(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { message?: unknown; root?: { message?: unknown } };
  if (typeof record.message === 'string') return record.message;
  return typeof record.root?.message === 'string' ? record.root.message : undefined;
}

/** A message on the day itself (overlapping intervals): on the day or on one of its rows. */
export function dayMessage(errors: Errors, day: number): string | undefined {
  const dayErrors: unknown = errors.week?.[day];
  if (!dayErrors) return undefined;
  const own = messageAt(dayErrors);
  if (own) return own;
  if (!Array.isArray(dayErrors)) return undefined;
  for (const row of dayErrors as unknown[]) {
    const message = messageAt(row);
    if (message) return message;
  }
  return undefined;
}

interface DayRowProps {
  day: number;
  control: CalendarForm['control'];
  register: CalendarForm['register'];
  errors: Errors;
  message: string | undefined;
}

/** One weekday: its intervals (from, to, remove) and "Agregar horario". */
export function DayRow({ day, control, register, errors, message }: DayRowProps) {
  const intervals = useFieldArray({ control, name: `week.${day}` });
  const dayName = slaMessages.weekdays[day]!;
  const messageId = `sla-calendar-day-${day}-error`;
  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[8rem_1fr]">
      <p className="pt-2 text-sm font-medium text-ink">{dayName}</p>
      <div className="space-y-2">
        {intervals.fields.length === 0 ? (
          <p className="pt-2 text-sm text-subtle">{text.closed}</p>
        ) : null}
        {intervals.fields.map((item, index) => {
          const rowErrors = errors.week?.[day]?.[index];
          const startError = rowErrors?.start?.message;
          const endError = rowErrors?.end?.message;
          const startId = `sla-calendar-week-${day}-${index}-start`;
          const endId = `sla-calendar-week-${day}-${index}-end`;
          return (
            <div key={item.id}>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={startId} className="sr-only">
                  {text.fromLabel(dayName, index + 1)}
                </label>
                <input
                  id={startId}
                  {...register(`week.${day}.${index}.start`)}
                  inputMode="numeric"
                  placeholder="08:30"
                  maxLength={5}
                  aria-invalid={startError || message ? true : undefined}
                  aria-describedby={describedBy(
                    startError && `${startId}-error`,
                    message && messageId,
                  )}
                  className={`${FIELD} tabular-nums`}
                />
                <span aria-hidden="true" className="text-muted">
                  –
                </span>
                <label htmlFor={endId} className="sr-only">
                  {text.toLabel(dayName, index + 1)}
                </label>
                <input
                  id={endId}
                  {...register(`week.${day}.${index}.end`)}
                  inputMode="numeric"
                  placeholder="13:00"
                  maxLength={5}
                  aria-invalid={endError || message ? true : undefined}
                  aria-describedby={describedBy(endError && `${endId}-error`, message && messageId)}
                  className={`${FIELD} tabular-nums`}
                />
                <Button
                  variant="ghost"
                  className="px-2 text-error"
                  aria-label={text.removeIntervalNamed(dayName, index + 1)}
                  onClick={() => intervals.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {text.removeInterval}
                </Button>
              </div>
              {startError ? <FieldMessage id={`${startId}-error`} message={startError} /> : null}
              {endError ? <FieldMessage id={`${endId}-error`} message={endError} /> : null}
            </div>
          );
        })}
        {message ? <FieldMessage id={messageId} message={message} /> : null}
        <Button
          variant="ghost"
          className="-ml-2 px-2"
          aria-label={text.addIntervalNamed(dayName)}
          onClick={() => intervals.append({ start: '', end: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {text.addInterval}
        </Button>
      </div>
    </li>
  );
}
