import {
  AUTO_ASSIGN_MODES,
  LUNCH_MAX_MINUTES,
  LUNCH_MIN_MINUTES,
  MIN_AVAILABLE_MAX,
  schedulePageMessages,
  type DepartmentScheduleSettings,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveDepartmentSettings } from '../api/save-department-settings';
import { departmentSettingsFormSchema, departmentSettingsFormValues } from '../lib/settings-form';

const text = schedulePageMessages.team.settings;
const common = schedulePageMessages.common;

const FIELDS = [
  'minAvailable',
  'lunchMinutes',
  'lunchWindowStart',
  'lunchWindowEnd',
  'autoAssign',
] as const;

/**
 * The department's minimum available, lunch length and window, and automatic assignment
 * (docs/schedules.md#pantallas). Mounted again (`key`) when the department changes.
 */
export function DepartmentSettingsForm({ settings }: { settings: DepartmentScheduleSettings }) {
  const save = useSaveDepartmentSettings();
  const form = useContractForm(
    departmentSettingsFormSchema,
    departmentSettingsFormValues(settings),
  );
  const field = bindFields(form, 'schedule-settings-');
  const number = { valueAsNumber: true } as const;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ departmentId: settings.departmentId, body });
      notify.success(text.saved);
    } catch (error) {
      reportSaveFailure(error, form.setError, FIELDS, text.saveFailed);
    }
  });
  const failure = form.formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-4">
      {failure ? (
        <InlineAlert>
          <p>{failure}</p>
        </InlineAlert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('minAvailable', number)}
          type="number"
          min={0}
          max={MIN_AVAILABLE_MAX}
          label={text.minAvailable}
          hint={text.minAvailableHint}
          fieldSize="md"
        />
        <TextField
          {...field('lunchMinutes', number)}
          type="number"
          min={LUNCH_MIN_MINUTES}
          max={LUNCH_MAX_MINUTES}
          label={text.lunchMinutes}
          fieldSize="md"
        />
        <TextField
          {...field('lunchWindowStart')}
          label={text.lunchWindowStart}
          hint={text.lunchWindowHint}
          inputMode="numeric"
          maxLength={5}
          placeholder="12:00"
          fieldSize="md"
        />
        <TextField
          {...field('lunchWindowEnd')}
          label={text.lunchWindowEnd}
          inputMode="numeric"
          maxLength={5}
          placeholder="15:00"
          fieldSize="md"
        />
        <Select
          {...field('autoAssign')}
          label={text.autoAssign}
          hint={text.autoAssignHint}
          fieldSize="md"
          options={AUTO_ASSIGN_MODES.map((mode) => ({
            value: mode,
            label: text.autoAssignOptions[mode],
          }))}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? common.saving : common.save}
      </Button>
    </form>
  );
}
