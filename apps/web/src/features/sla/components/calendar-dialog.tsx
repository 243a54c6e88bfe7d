import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { slaMessages, type SlaCalendar } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm, saveFormLabels } from '../../../components/ui/dialog-form';
import { FieldMessage } from '../../../components/ui/field-message';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { bindFields } from '../../../lib/bind-fields';
import { organizationConfigQueryOptions } from '../../../lib/organization-config';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveCalendar } from '../api/sla';
import { PERU, calendarFormSchema, calendarFormValues } from '../lib/calendar-form';
import { DAYS_FROM_MONDAY } from '../lib/week-summary';
import { DayRow, dayMessage, messageAt } from './week-editor';
import { reportServerFailure } from './server-errors';

const text = slaMessages.calendars.dialog;
const listText = slaMessages.calendars;

interface CalendarDialogProps {
  /** null: a new calendar. */
  calendar: SlaCalendar | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Create or edit a business calendar: its week, Peru's holidays and its own days off. */
export function CalendarDialog(props: CalendarDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.calendar ? text.editTitle(props.calendar.name) : text.createTitle}
      description={text.description}
      closeLabel={slaMessages.page.close}
      size="3xl"
    >
      {props.isOpen ? <CalendarFormLoader {...props} /> : null}
    </Dialog>
  );
}

/**
 * A new calendar starts from the organisation's default business hours (docs/settings.md): they
 * are read first (administrators only create calendars); when they cannot be, from the
 * product's week.
 */
function CalendarFormLoader(props: CalendarDialogProps) {
  const organization = useQuery({
    ...organizationConfigQueryOptions(),
    enabled: props.calendar === null,
  });
  if (props.calendar === null && organization.isPending) return <DeferredLoader />;
  return <CalendarForm {...props} defaultWeek={organization.data?.businessHours} />;
}

function CalendarForm({
  calendar,
  onOpenChange,
  defaultWeek,
}: CalendarDialogProps & { defaultWeek: SlaCalendar['week'] | undefined }) {
  const save = useSaveCalendar();
  const form = useContractForm(calendarFormSchema, calendarFormValues(calendar, defaultWeek));
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const field = bindFields(form, 'sla-calendar-');
  const daysOff = useFieldArray({ control, name: 'daysOff' });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: calendar?.id ?? null, body });
      notify.success(calendar ? listText.saved(saved.name) : listText.created(saved.name));
      onOpenChange(false);
    } catch (error) {
      reportServerFailure(error, setError, (field) => field, listText.saveFailed, {
        SLA_CALENDAR_NAME_TAKEN: 'name',
      });
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      {...saveFormLabels({ ...slaMessages.page, create: text.create }, calendar !== null)}
      isPending={save.isPending}
      failure={errors.root?.server?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label={text.name}
          fieldSize="md"
          maxLength={80}
          required
          placeholder={text.namePlaceholder}
        />
        <div>
          <p className="mb-1 text-sm font-medium text-ink">{text.timeZone}</p>
          <p className="flex min-h-10 items-center text-sm text-muted">
            {form.getValues('timeZone')}
          </p>
        </div>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{text.weekLegend}</legend>
        <p className="text-sm text-muted">{text.weekHint}</p>
        <ul className="divide-y divide-line rounded-lg border border-line">
          {DAYS_FROM_MONDAY.map((day) => (
            <DayRow
              key={day}
              day={day}
              control={control}
              register={register}
              errors={errors}
              message={dayMessage(errors, day)}
            />
          ))}
        </ul>
        {messageAt(errors.week) ? (
          <FieldMessage id="sla-calendar-week-error" message={messageAt(errors.week)!} />
        ) : null}
      </fieldset>

      <Controller
        control={control}
        name="holidayCountry"
        render={({ field: holiday }) => (
          <div className="flex items-start gap-3">
            <Switch
              id="sla-calendar-holidays"
              isOn={holiday.value === PERU}
              onChange={(isOn) => {
                holiday.onChange(isOn ? PERU : null);
                if (!isOn) form.setValue('holidayRegion', null);
              }}
              aria-labelledby="sla-calendar-holidays-label"
              aria-describedby="sla-calendar-holidays-hint"
            />
            <div>
              <span id="sla-calendar-holidays-label" className="block text-sm font-medium text-ink">
                {text.peruHolidays}
              </span>
              <p id="sla-calendar-holidays-hint" className="text-xs text-muted">
                {text.peruHolidaysHint}
              </p>
              {errors.holidayCountry?.message ? (
                <FieldMessage
                  id="sla-calendar-holidays-error"
                  message={errors.holidayCountry.message}
                />
              ) : null}
            </div>
          </div>
        )}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{text.daysOffLegend}</legend>
        <p className="text-sm text-muted">{text.daysOffHint}</p>
        {daysOff.fields.length === 0 ? (
          <p className="text-sm text-subtle">{text.noDaysOff}</p>
        ) : (
          <ul className="space-y-2">
            {daysOff.fields.map((item, index) => (
              <li key={item.id} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
                <TextField
                  {...field(`daysOff.${index}.date`)}
                  type="date"
                  label={<span className="sr-only sm:not-sr-only">{text.dayOffDate}</span>}
                  aria-label={text.dayOffDateLabel(index + 1)}
                  fieldSize="md"
                />
                <TextField
                  {...field(`daysOff.${index}.name`)}
                  label={<span className="sr-only sm:not-sr-only">{text.dayOffName}</span>}
                  aria-label={text.dayOffNameLabel(index + 1)}
                  placeholder={text.dayOffNamePlaceholder}
                  maxLength={80}
                  fieldSize="md"
                />
                <Button
                  variant="ghost"
                  className="text-error sm:mt-6"
                  aria-label={text.removeDayOffNamed(index + 1)}
                  onClick={() => daysOff.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {text.removeInterval}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={() => daysOff.append({ date: '', name: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          {text.addDayOff}
        </Button>
      </fieldset>
    </DialogForm>
  );
}
