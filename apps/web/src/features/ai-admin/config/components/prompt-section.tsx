import { RotateCcw } from 'lucide-react';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import {
  AI_SYSTEM_PROMPT_MAX_LENGTH,
  aiConfigMessages,
  assistantMessages,
} from '@atiende/contracts';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { TextareaField } from '../../../../components/ui/text-field';
import type { AiConfigFormValues } from '../lib/config-form';

const text = aiConfigMessages.prompt;
const DEFAULT_PROMPT = assistantMessages.defaultSystemPrompt;

/**
 * The system prompt, in Spanish: the default text until the administrator writes their own;
 * "Usar el texto predeterminado" puts the default back (saved as null, so it follows the
 * default's later wording: docs/assistant.md#settings-pages).
 */
export function PromptSection({
  form,
  field,
}: {
  form: UseFormReturn<AiConfigFormValues, unknown, AiConfigFormValues>;
  field: UseFormRegisterReturn & { id: string; error: string | undefined };
}) {
  const prompt = useWatch({ control: form.control, name: 'systemPrompt' }) ?? '';
  const isDefault = prompt.trim() === DEFAULT_PROMPT.trim();
  return (
    <CardSection id="ai-config-prompt" title={text.title}>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted">{text.intro}</p>
        <Badge tone={isDefault ? 'neutral' : 'brand'}>
          {isDefault ? text.isDefault : text.isCustom}
        </Badge>
      </div>
      <TextareaField
        {...field}
        className="mt-4"
        label={text.label}
        hint={text.counter(prompt.length, AI_SYSTEM_PROMPT_MAX_LENGTH)}
        hintPlacement="below"
        fieldSize="md"
        rows={10}
      />
      <Button
        variant="secondary"
        className="mt-3"
        disabled={isDefault}
        onClick={() =>
          form.setValue('systemPrompt', DEFAULT_PROMPT, { shouldDirty: true, shouldValidate: true })
        }
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {text.restore}
      </Button>
    </CardSection>
  );
}
