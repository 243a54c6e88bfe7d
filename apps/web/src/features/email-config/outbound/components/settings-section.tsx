import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { CircleCheck, CircleMinus, KeyRound, Lock, Server } from 'lucide-react';
import { emailConfigMessages, type EmailConfig, type SmtpField } from '@atiende/contracts/email';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { Checkbox } from '../../../../components/ui/checkbox';
import { InlineAlert } from '../../../../components/ui/inline-alert';
import { PasswordField } from '../../../../components/ui/password-field';
import { TextField } from '../../../../components/ui/text-field';
import { bindFields } from '../../../../lib/bind-fields';
import { formatDateTime } from '../../../../lib/dates';
import { reportSaveFailure } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useSaveEmailConfig } from '../api/email-outbound';
import { settingsFormSchema, toConfigInput, toFormValues } from '../lib/settings-form';

const text = emailConfigMessages.settings;

/** The fields a server's 400 may name, as the form calls them. */
const SERVER_FIELDS = ['host', 'port', 'user', 'password', 'fromAddress', 'fromName'] as const;

/**
 * «Servidor SMTP» (docs/email.md#settings): the stored settings, saved together. A field the
 * server's environment sets is shown locked with its reason; the password is write-only.
 */
export function SettingsSection({ config }: { config: EmailConfig }) {
  const save = useSaveEmailConfig();
  const schema = useMemo(() => settingsFormSchema(config), [config]);
  const form = useContractForm(schema, toFormValues(config));
  const { handleSubmit, reset, setError, formState, register, control } = form;
  const field = bindFields(form, 'email-config-');
  const locked = new Set<SmtpField>(config.environmentFields);
  const isRemoving = useWatch({ control, name: 'removePassword' });
  const lockHint = (name: SmtpField) => (locked.has(name) ? text.fromEnvironment : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toConfigInput(values, config));
      reset(toFormValues(saved));
      notify.success(text.saved);
    } catch (error) {
      reportSaveFailure(error, setError, SERVER_FIELDS, text.saveFailed);
    }
  });

  return (
    <CardSection id="email-config-smtp" title={text.heading}>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted">{text.intro}</p>
      </div>
      {locked.size > 0 ? (
        <p className="mt-3 flex gap-2 rounded-md border border-line bg-surface p-3 text-sm text-ink">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text.environmentNotice(locked.size)}
        </p>
      ) : null}
      {config.configured ? null : (
        <p className="mt-3 flex gap-2 rounded-md border border-note-edge bg-note p-3 text-sm text-ink">
          <Server aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text.notConfigured}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid gap-4 md:grid-cols-2"
        aria-labelledby="email-config-smtp"
      >
        <TextField
          {...field('host')}
          label={text.host}
          hint={lockHint('host')}
          hintPlacement="below"
          fieldSize="md"
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          disabled={locked.has('host')}
        />
        <TextField
          {...field('port')}
          label={text.port}
          hint={lockHint('port')}
          hintPlacement="below"
          fieldSize="md"
          inputMode="numeric"
          autoComplete="off"
          disabled={locked.has('port')}
        />
        <div className="md:col-span-2">
          <Checkbox
            {...register('secure')}
            label={text.secure}
            hint={lockHint('secure')}
            disabled={locked.has('secure')}
          />
          <Checkbox
            {...register('ignoreTls')}
            label={text.ignoreTls}
            hint={lockHint('ignoreTls')}
            disabled={locked.has('ignoreTls')}
          />
        </div>
        <TextField
          {...field('user')}
          label={text.user}
          hint={lockHint('user')}
          hintPlacement="below"
          fieldSize="md"
          autoComplete="off"
          spellCheck={false}
          disabled={locked.has('user')}
        />
        <div className="space-y-2">
          {isRemoving ? null : (
            <PasswordField
              id="email-config-password"
              label={text.password}
              hint={
                locked.has('password')
                  ? text.fromEnvironment
                  : config.passwordSet
                    ? text.passwordSet
                    : text.passwordNotSet
              }
              hintPlacement="below"
              autoComplete="new-password"
              spellCheck={false}
              disabled={locked.has('password')}
              error={formState.errors.password?.message}
              {...register('password')}
            />
          )}
          {config.passwordSet && !locked.has('password') ? (
            <Checkbox {...register('removePassword')} label={text.removePassword} />
          ) : null}
        </div>
        <TextField
          {...field('fromAddress')}
          label={text.fromAddress}
          hint={lockHint('fromAddress')}
          hintPlacement="below"
          fieldSize="md"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          disabled={locked.has('fromAddress')}
        />
        <TextField
          {...field('fromName')}
          label={text.fromName}
          hint={lockHint('fromName')}
          hintPlacement="below"
          fieldSize="md"
          autoComplete="off"
          disabled={locked.has('fromName')}
        />
        <div className="space-y-3 md:col-span-2">
          {formState.errors.root?.server?.message ? (
            <InlineAlert>{formState.errors.root.server.message}</InlineAlert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted sm:mr-auto">
              {config.configured ? (
                <Badge tone="success" icon={CircleCheck}>
                  {config.host}
                </Badge>
              ) : (
                <Badge tone="neutral" icon={CircleMinus}>
                  {text.notConfiguredShort}
                </Badge>
              )}
              {config.passwordSet ? (
                <Badge tone="neutral" icon={KeyRound}>
                  {text.passwordStored}
                </Badge>
              ) : null}
              {config.updatedAt ? (
                <span>{text.updated(formatDateTime(config.updatedAt), config.updatedBy)}</span>
              ) : null}
            </p>
            <Button
              type="submit"
              disabled={!formState.isDirty || save.isPending}
              className="max-md:min-h-11"
            >
              {save.isPending ? text.saving : text.save}
            </Button>
          </div>
        </div>
      </form>
    </CardSection>
  );
}
