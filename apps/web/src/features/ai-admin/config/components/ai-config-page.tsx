import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CircleCheck, CircleMinus } from 'lucide-react';
import { aiConfigMessages, assistantMessages, type AiConfig, type Role } from '@atiende/contracts';
import { ForbiddenPanel, PageHeader } from '../../../../components/page-header';
import { Badge } from '../../../../components/ui/badge';
import { CardSection } from '../../../../components/ui/card-section';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { TextField } from '../../../../components/ui/text-field';
import { bindFields } from '../../../../lib/bind-fields';
import { formatDateTime } from '../../../../lib/dates';
import { reportSaveFailure } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useAiConfig, useSaveAiConfig } from '../api/ai-config';
import { aiConfigFormSchema, toConfigInput, toFormValues } from '../lib/config-form';
import { ConnectionTest } from './connection-test';
import { PriceTable } from './price-table';
import { PromptSection } from './prompt-section';
import { ApiKeyField } from './api-key-field';
import { SaveBar } from './save-bar';

const text = aiConfigMessages;

/** The fields a server's 400 may name, as the form calls them. */
const SERVER_FIELDS = [
  'baseUrl',
  'model',
  'apiKey',
  'embeddingsModel',
  'temperature',
  'maxTokens',
  'maxConcurrent',
  'systemPrompt',
  'monthlyBudget',
] as const;

/**
 * /admin/ai-config "IA y RAG" (docs/assistant.md#settings-pages): the provider, its answers,
 * the system prompt and the price table with the monthly budget, saved together; "Probar
 * conexión" tries the saved provider. Administrators only; others are told whose page it is.
 */
export function AiConfigPage({ role }: { role: Role }) {
  const isAdmin = role === 'ADMIN';
  if (!isAdmin) {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  return <AiConfigLoader />;
}

function AiConfigLoader() {
  const query = useAiConfig();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <PageHeader title={text.title} description={text.description} />
      {query.data ? (
        <AiConfigForm config={query.data} />
      ) : query.isError ? (
        <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={query.refetch} />
      ) : (
        <DeferredLoader />
      )}
    </div>
  );
}

function AiConfigForm({ config }: { config: AiConfig }) {
  const save = useSaveAiConfig();
  const schema = useMemo(() => aiConfigFormSchema(config), [config]);
  const form = useContractForm(schema, toFormValues(config));
  const { handleSubmit, reset, setError, formState } = form;
  const field = bindFields(form, 'ai-config-');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toConfigInput(values, config));
      reset(toFormValues(saved));
      notify.success(assistantMessages.config.saved);
    } catch (error) {
      reportSaveFailure(error, setError, SERVER_FIELDS, text.saveFailed);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <CardSection id="ai-config-provider" title={text.provider.title}>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted">{text.provider.intro}</p>
          {config.providerConfigured ? (
            <Badge tone="success" icon={CircleCheck}>
              {text.provider.configured}
            </Badge>
          ) : (
            <Badge tone="neutral" icon={CircleMinus}>
              {text.provider.notConfigured}
            </Badge>
          )}
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextField
            {...field('baseUrl')}
            className="md:col-span-2"
            label={text.provider.baseUrl}
            hint={text.provider.baseUrlHint}
            hintPlacement="below"
            fieldSize="md"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            {...field('model')}
            label={text.provider.model}
            hint={text.provider.modelHint}
            hintPlacement="below"
            fieldSize="md"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            {...field('embeddingsModel')}
            label={text.provider.embeddingsModel}
            hint={text.provider.embeddingsModelHint}
            hintPlacement="below"
            fieldSize="md"
            autoComplete="off"
            spellCheck={false}
          />
          <ApiKeyField form={form} isConfigured={config.apiKeyConfigured} />
        </div>
        <ConnectionTest isDirty={formState.isDirty} />
      </CardSection>

      <CardSection id="ai-config-answers" title={text.answers.title}>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <NumberField
            field={field('temperature')}
            label={text.answers.temperature}
            hint={text.answers.temperatureHint}
          />
          <NumberField
            field={field('maxTokens')}
            label={text.answers.maxTokens}
            hint={text.answers.maxTokensHint}
            isInteger
          />
          <NumberField
            field={field('timeoutSeconds')}
            label={text.answers.timeoutSeconds}
            hint={text.answers.timeoutSecondsHint}
          />
          <NumberField
            field={field('maxConcurrent')}
            label={text.answers.maxConcurrent}
            hint={text.answers.maxConcurrentHint}
            isInteger
          />
        </div>
      </CardSection>

      <PromptSection form={form} field={field('systemPrompt')} />

      <CardSection id="ai-config-costs" title={text.costs.title}>
        <p className="mt-1 text-sm text-muted">{text.costs.intro}</p>
        <PriceTable form={form} />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <NumberField
            field={field('monthlyBudget')}
            label={text.costs.monthlyBudget}
            hint={text.costs.monthlyBudgetHint}
          />
          <NumberField
            field={field('alertPercent')}
            label={text.costs.alertPercent}
            hint={text.costs.alertPercentHint}
          />
        </div>
      </CardSection>

      <SaveBar
        isDirty={formState.isDirty}
        isPending={save.isPending}
        failure={formState.errors.root?.server?.message}
        note={config.updatedAt ? text.updatedAt(formatDateTime(config.updatedAt)) : null}
        text={text}
      />
    </form>
  );
}

type BoundField = UseFormRegisterReturn & { id: string; error: string | undefined };

/** A number typed as text: the phone's numeric keyboard, checked by the form's schema. */
function NumberField({
  field,
  label,
  hint,
  isInteger = false,
}: {
  field: BoundField;
  label: string;
  hint: string;
  isInteger?: boolean;
}) {
  return (
    <TextField
      {...field}
      label={label}
      hint={hint}
      hintPlacement="below"
      fieldSize="md"
      inputMode={isInteger ? 'numeric' : 'decimal'}
      autoComplete="off"
    />
  );
}
