import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FormField, controlClasses, type FieldSize } from './form-field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintPlacement?: 'above' | 'below';
  error?: string;
  fieldSize?: FieldSize;
  /** Drawn inside the box before the text ("S/"). */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired to aria-describedby (48 px by default). */
export function TextField({
  id,
  label,
  hint,
  hintPlacement,
  error,
  fieldSize = 'lg',
  prefix,
  className,
  ref,
  ...props
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      hintPlacement={hintPlacement}
      error={error}
      className={className}
    >
      {(aria) => {
        const input = (
          <input
            ref={ref}
            {...aria}
            className={cn(controlClasses(fieldSize), prefix && 'pl-9')}
            {...props}
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

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  fieldSize?: FieldSize;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field, hint and error described; 16 px text by default (no iOS zoom). */
export function TextareaField({
  id,
  label,
  hint,
  error,
  fieldSize = 'lg',
  className,
  ref,
  rows = 5,
  ...props
}: TextareaFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <textarea
          ref={ref}
          rows={rows}
          {...aria}
          className={cn(controlClasses(fieldSize), 'py-2', fieldSize === 'lg' && 'min-h-32')}
          {...props}
        />
      )}
    </FormField>
  );
}
