import { CircleMinus, KeyRound } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { aiConfigMessages } from '@atiende/contracts';
import { Badge } from '../../../../components/ui/badge';
import { Checkbox } from '../../../../components/ui/checkbox';
import { PasswordField } from '../../../../components/ui/password-field';
import type { AiConfigFormValues } from '../lib/config-form';

const text = aiConfigMessages.provider;

/**
 * The write-only API key (docs/assistant.md#agent-control): the page says whether one is stored,
 * never shows it; typing one replaces it, "Quitar la clave guardada" removes it on save.
 */
export function ApiKeyField({
  form,
  isConfigured,
}: {
  form: UseFormReturn<AiConfigFormValues, unknown, AiConfigFormValues>;
  isConfigured: boolean;
}) {
  const { register, control, formState } = form;
  const isRemoving = useWatch({ control, name: 'removeApiKey' });
  return (
    <div className="space-y-2 md:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        {isConfigured ? (
          <Badge tone="success" icon={KeyRound}>
            {text.apiKeyStored}
          </Badge>
        ) : (
          <Badge tone="neutral" icon={CircleMinus}>
            {text.apiKeyMissing}
          </Badge>
        )}
      </div>
      {/* Removing the key leaves nothing to type: the field goes until the box is unticked. */}
      {isRemoving ? null : (
        <PasswordField
          id="ai-config-apiKey"
          label={text.apiKey}
          hint={isConfigured ? text.apiKeySet : text.apiKeyUnset}
          hintPlacement="below"
          autoComplete="new-password"
          spellCheck={false}
          error={formState.errors.apiKey?.message}
          {...register('apiKey')}
        />
      )}
      {isConfigured ? (
        <Checkbox {...register('removeApiKey')} label={text.removeKey} hint={text.removeKeyHint} />
      ) : null}
    </div>
  );
}
