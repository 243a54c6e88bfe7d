import type { Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldMessage } from '../../../components/ui/field-message';
import { inputBorder } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field, 16 px text (no iOS zoom), hint and error described (UX.md §6.4). */
export function TextareaField({
  id,
  label,
  hint,
  error,
  className,
  ref,
  ...props
}: TextareaFieldProps) {
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
      <textarea
        id={id}
        ref={ref}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={cn(
          'block min-h-32 w-full rounded-md border bg-white px-3 py-2 text-base text-ink placeholder:text-subtle',
          inputBorder(Boolean(error)),
        )}
        {...props}
      />
      {error && errorId ? <FieldMessage id={errorId} message={error} /> : null}
    </div>
  );
}
