import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldMessage, describedBy } from './field-message';

export const inputClasses =
  'block h-12 w-full rounded-md border bg-white px-3 text-base text-ink placeholder:text-subtle';

export function inputBorder(hasError: boolean): string {
  return hasError ? 'border-error-border' : 'border-line-strong';
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled 48 px input with its hint and error wired to aria-describedby (UX.md §3, §6). */
export function TextField({ id, label, hint, error, className, ref, ...props }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId ?? undefined} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={cn(inputClasses, inputBorder(Boolean(error)))}
        {...props}
      />
      {error && errorId ? <FieldMessage id={errorId} message={error} /> : null}
    </div>
  );
}
