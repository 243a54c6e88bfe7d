import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  aiAgentControlMessages,
  assistantMessages,
  type AiAgentControl,
  type Role,
} from '@atiende/contracts';
import { ForbiddenPanel, PageHeader } from '../../../../components/page-header';
import { CardSection } from '../../../../components/ui/card-section';
import { Checkbox } from '../../../../components/ui/checkbox';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { FieldMessage } from '../../../../components/ui/field-message';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { SwitchField } from '../../../../components/ui/switch';
import { TextareaField, TextField } from '../../../../components/ui/text-field';
import { bindFields } from '../../../../lib/bind-fields';
import { reportSaveFailure } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { useContractForm } from '../../../../lib/use-contract-form';
import { SaveBar } from '../../config/components/save-bar';
import { useAiConfig } from '../../config/api/ai-config';
import { useAgentControl, useSaveAgentControl } from '../api/agent-control';
import {
  agentControlFormSchema,
  hoursShape,
  toAgentControl,
  toFormValues,
} from '../lib/agent-control-form';

const text = aiAgentControlMessages;

/**
 * /admin/ai-agent-control "Control del asistente IA" (docs/assistant.md#settings-pages): the
 * provider on or off per channel, its hours and when the assistant offers a ticket instead.
 * Administrators only; others are told whose page it is.
 */
export function AgentControlPage({ role }: { role: Role }) {
  if (role !== 'ADMIN') {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  return <AgentControlLoader />;
}

function AgentControlLoader() {
  const query = useAgentControl();
  const config = useAiConfig();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <PageHeader title={text.title} description={text.description} />
      {config.data && !config.data.providerConfigured ? (
        <p className="rounded-md border border-line bg-surface p-3 text-sm text-ink">
          {text.noProvider}{' '}
          <Link to="/admin/ai-config" className="font-medium text-brand underline">
            {text.configureProvider}
          </Link>
        </p>
      ) : null}
      {query.data ? (
        <AgentControlForm control={query.data} />
      ) : query.isError ? (
        <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={query.refetch} />
      ) : (
        <DeferredLoader />
      )}
    </div>
  );
}

function AgentControlForm({ control: stored }: { control: AiAgentControl }) {
  const save = useSaveAgentControl();
  const form = useContractForm(agentControlFormSchema, toFormValues(stored));
  const { control, register, handleSubmit, reset, setError, formState } = form;
  const field = bindFields(form, 'agent-control-');
  const [always, from, to] = useWatch({ control, name: ['always', 'from', 'to'] });
  const shape = hoursShape(from ?? '', to ?? '');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toAgentControl(values));
      reset(toFormValues(saved));
      notify.success(assistantMessages.config.agentControlSaved);
    } catch (error) {
      reportSaveFailure(error, setError, [], text.saveFailed);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <CardSection id="agent-control-channels" title={text.channels.title}>
        <p className="mt-1 text-sm text-muted">{text.channels.intro}</p>
        <div className="mt-4 space-y-4">
          <SwitchField
            id="agent-control-web-chat"
            label={text.channels.WEB_CHAT}
            hint={text.channels.WEB_CHAT_HINT}
            control={control}
            name="webChat"
          />
          <SwitchField
            id="agent-control-whatsapp"
            label={text.channels.WHATSAPP}
            hint={text.channels.WHATSAPP_HINT}
            control={control}
            name="whatsapp"
          />
        </div>
      </CardSection>

      <CardSection id="agent-control-hours" title={text.hours.title}>
        <p className="mt-1 text-sm text-muted">{text.hours.intro}</p>
        <div className="mt-4 space-y-4">
          <SwitchField
            id="agent-control-always"
            label={text.hours.always}
            hint={text.hours.alwaysHint}
            control={control}
            name="always"
          />
          {always ? null : (
            <>
              <fieldset
                aria-describedby={formState.errors.days ? 'agent-control-days-error' : undefined}
              >
                <legend className="mb-1 text-sm font-medium text-ink">
                  {text.hours.daysLegend}
                </legend>
                <div className="flex flex-wrap gap-x-4">
                  {text.hours.dayNames.map((name, index) => (
                    <Checkbox
                      key={name}
                      value={String(index + 1)}
                      label={name}
                      {...register('days')}
                    />
                  ))}
                </div>
                {formState.errors.days?.message ? (
                  <FieldMessage
                    id="agent-control-days-error"
                    message={formState.errors.days.message}
                  />
                ) : null}
              </fieldset>
              <div className="grid max-w-md grid-cols-2 gap-4">
                <TextField {...field('from')} type="time" label={text.hours.from} fieldSize="md" />
                <TextField {...field('to')} type="time" label={text.hours.to} fieldSize="md" />
              </div>
              {shape === 'sameDay' ? null : (
                <p className="text-sm text-muted">
                  {shape === 'overnight' ? text.hours.overnight : text.hours.allDay}
                </p>
              )}
            </>
          )}
        </div>
      </CardSection>

      <CardSection id="agent-control-hand-off" title={text.handOff.title}>
        <p className="mt-1 text-sm text-muted">{text.handOff.intro}</p>
        <div className="mt-4 grid gap-4">
          <TextField
            {...field('afterUnhelpful')}
            className="max-w-md"
            label={text.handOff.afterUnhelpful}
            hint={text.handOff.afterUnhelpfulHint}
            fieldSize="md"
            inputMode="numeric"
            autoComplete="off"
          />
          <TextareaField
            {...field('keywords')}
            label={text.handOff.keywords}
            hint={text.handOff.keywordsHint}
            fieldSize="md"
            rows={6}
          />
        </div>
      </CardSection>

      <SaveBar
        isDirty={formState.isDirty}
        isPending={save.isPending}
        failure={formState.errors.root?.server?.message}
        text={text}
      />
    </form>
  );
}
