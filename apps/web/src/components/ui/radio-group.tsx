import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { FieldMessage } from './field-message';
import { labelClasses } from './form-field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps {
  /** The question the group answers (the fieldset's legend). */
  legend: string;
  /** Keep the legend for screen readers only, when the dialog's title already asks it. */
  isLegendHidden?: boolean;
  options: readonly RadioOption[];
  /** react-hook-form's `register(name)`: every radio shares it. */
  registration: UseFormRegisterReturn;
  /** Side by side (short labels) or one per line. */
  layout?: 'row' | 'column';
  error?: string;
  /** The id of the error message (`<id>-error`). */
  id: string;
}

/** Native radios in a fieldset: arrows move between them, the whole line is the target. */
export function RadioGroup({
  legend,
  isLegendHidden = false,
  options,
  registration,
  layout = 'column',
  error,
  id,
}: RadioGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      aria-describedby={error ? errorId : undefined}
      className={layout === 'column' ? 'space-y-1' : undefined}
    >
      <legend className={isLegendHidden ? 'sr-only' : labelClasses}>{legend}</legend>
      <div className={layout === 'row' ? 'flex flex-wrap gap-4' : 'space-y-1'}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-10 items-center gap-2 rounded-md text-sm text-ink',
              layout === 'column' && 'px-2 hover:bg-surface',
            )}
          >
            <input
              type="radio"
              value={option.value}
              disabled={option.disabled}
              className="size-4 accent-brand"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <FieldMessage id={errorId} message={error} /> : null}
    </fieldset>
  );
}
