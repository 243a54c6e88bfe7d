import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FormField, controlClasses, splitFieldProps, type SizedFieldProps } from './form-field';

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size'>, SizedFieldProps {
  /** Drawn inside the box before the text ("S/"). */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired to aria-describedby (48 px by default). */
export function TextField({ fieldSize = 'lg', prefix, ref, ...props }: TextFieldProps) {
  const [frame, control] = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(aria) => {
        const input = (
          <input
            ref={ref}
            {...aria}
            className={cn(controlClasses(fieldSize), prefix && 'pl-9')}
            {...control}
          />
        );
        return prefix ? (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
            >
              {prefix}
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </FormField>
  );
}

interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, SizedFieldProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field, hint and error described; 16 px text by default (no iOS zoom). */
export function TextareaField({ fieldSize = 'lg', ref, rows = 5, ...props }: TextareaFieldProps) {
  const [frame, control] = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(aria) => (
        <textarea
          ref={ref}
          rows={rows}
          {...aria}
          className={cn(controlClasses(fieldSize), 'py-2', fieldSize === 'lg' && 'min-h-32')}
          {...control}
        />
      )}
    </FormField>
  );
}
