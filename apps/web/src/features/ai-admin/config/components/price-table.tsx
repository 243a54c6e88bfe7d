import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { aiConfigMessages } from '@atiende/contracts';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import type { AiConfigFormValues } from '../lib/config-form';

const text = aiConfigMessages.costs;

/**
 * The price table (docs/assistant.md#costs): one row per model with its soles per million
 * prompt and completion tokens; rows are added and removed here and saved with the form.
 */
export function PriceTable({
  form,
}: {
  form: UseFormReturn<AiConfigFormValues, unknown, AiConfigFormValues>;
}) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' });
  const rows = useWatch({ control, name: 'prices' });
  const errors = formState.errors.prices;
  return (
    <fieldset className="mt-4 space-y-3">
      <legend className="text-sm font-medium text-ink">{text.pricesLegend}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted">{text.noPrices}</p> : null}
      <ul className="space-y-3">
        {fields.map((row, index) => (
          <li
            key={row.id}
            className="grid items-start gap-3 rounded-md border border-line p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:border-0 sm:p-0"
          >
            <TextField
              id={`ai-config-price-${index}-model`}
              label={text.priceModel}
              fieldSize="md"
              autoComplete="off"
              spellCheck={false}
              error={errors?.[index]?.model?.message}
              {...register(`prices.${index}.model`)}
            />
            <TextField
              id={`ai-config-price-${index}-prompt`}
              label={text.promptPer1M}
              fieldSize="md"
              inputMode="decimal"
              autoComplete="off"
              error={errors?.[index]?.promptPer1M?.message}
              {...register(`prices.${index}.promptPer1M`)}
            />
            <TextField
              id={`ai-config-price-${index}-completion`}
              label={text.completionPer1M}
              fieldSize="md"
              inputMode="decimal"
              autoComplete="off"
              error={errors?.[index]?.completionPer1M?.message}
              {...register(`prices.${index}.completionPer1M`)}
            />
            <Button
              variant="secondary"
              className="sm:mt-6"
              aria-label={text.removePrice(rows?.[index]?.model.trim() ?? '')}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sm:sr-only">{text.removePriceShort}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => append({ model: '', promptPer1M: '0', completionPer1M: '0' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {text.addPrice}
      </Button>
    </fieldset>
  );
}
