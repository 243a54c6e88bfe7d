import { useState } from 'react';
import {
  API_KEY_RATE_LIMIT_DEFAULT,
  API_KEY_RATE_LIMIT_MAX,
  API_KEY_SCOPES,
  apiKeyInputSchema,
  apiKeyMessages,
  type ApiKey,
} from '@atiende/contracts/api-keys';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FieldMessage } from '../../../components/ui/field-message';
import { TextField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { toIsoDay } from '../../../lib/dates';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateApiKey, useUpdateApiKey } from '../api/api-keys';

const text = apiKeyMessages.page;
const form = text.form;

/** The end of a Lima calendar day ("2026-12-31"), as the API's ISO instant. */
const endOfLimaDay = (day: string) => new Date(`${day}T23:59:59-05:00`).toISOString();

interface ApiKeyDialogProps {
  /** null: a new key. */
  apiKey: ApiKey | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A new key's whole secret, to show once. */
  onCreated: (secret: string, name: string) => void;
}

export function ApiKeyDialog(props: ApiKeyDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.apiKey ? form.editTitle : form.createTitle}
      description={text.actsAs}
      closeLabel={text.closeLabel}
    >
      {props.isOpen ? <ApiKeyForm {...props} /> : null}
    </Dialog>
  );
}

function ApiKeyForm({ apiKey, onOpenChange, onCreated }: ApiKeyDialogProps) {
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  // The expiry is a calendar day in the form and an instant in the contract: kept apart.
  const [expiryDay, setExpiryDay] = useState(apiKey?.expiresAt ? toIsoDay(apiKey.expiresAt) : '');
  const contractForm = useContractForm(apiKeyInputSchema, {
    name: apiKey?.name ?? '',
    scopes: apiKey?.scopes ?? [],
    expiresAt: null,
    rateLimitPerMinute: apiKey?.rateLimitPerMinute ?? API_KEY_RATE_LIMIT_DEFAULT,
  });
  const { register, handleSubmit, setError, formState } = contractForm;
  const field = bindFields(contractForm, 'api-key-');

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, expiresAt: expiryDay ? endOfLimaDay(expiryDay) : null };
    try {
      if (apiKey) {
        await update.mutateAsync({ id: apiKey.id, body });
        notify.success(apiKeyMessages.notices.updated);
      } else {
        const created = await create.mutateAsync(body);
        notify.success(apiKeyMessages.notices.created);
        onCreated(created.secret, created.apiKey.name);
      }
      onOpenChange(false);
    } catch (error) {
      const names = ['name', 'scopes', 'expiresAt', 'rateLimitPerMinute'] as const;
      reportSaveFailure(error, setError, names, text.saveFailed);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      cancelLabel={form.cancel}
      submitLabel={apiKey ? form.save : form.create}
      pendingLabel={text.saving}
      isPending={create.isPending || update.isPending}
      failure={formState.errors.root?.server?.message}
    >
      <TextField
        {...field('name')}
        label={form.name}
        placeholder={form.namePlaceholder}
        fieldSize="md"
        maxLength={80}
      />
      <fieldset
        className="space-y-1 rounded-md border border-line p-3"
        aria-describedby={formState.errors.scopes ? 'api-key-scopes-error' : undefined}
      >
        <legend className="px-1 text-sm font-medium text-ink">{form.scopes}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            id={`api-key-scope-${scope}`}
            value={scope}
            label={apiKeyMessages.scopes[scope]}
            hint={<code>{scope}</code>}
            {...register('scopes')}
          />
        ))}
        {formState.errors.scopes?.message ? (
          <FieldMessage id="api-key-scopes-error" message={formState.errors.scopes.message} />
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="api-key-expiresAt"
          type="date"
          label={form.expiresAt}
          fieldSize="md"
          value={expiryDay ?? ''}
          onChange={(event) => setExpiryDay(event.target.value)}
          error={formState.errors.expiresAt?.message}
        />
        <TextField
          {...field('rateLimitPerMinute')}
          type="number"
          inputMode="numeric"
          min={1}
          max={API_KEY_RATE_LIMIT_MAX}
          label={form.rateLimit}
          fieldSize="md"
        />
      </div>
    </DialogForm>
  );
}
