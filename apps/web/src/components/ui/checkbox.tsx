import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessage, describedBy } from './field-message';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A second, muted line under the label (read as part of its name). */
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox inside its label (the whole line is the target, ≥ 40 px tall). */
export function Checkbox({ label, hint, error, className, ref, id, ...props }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = error ? `${inputId}-error` : null;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="inline-flex min-h-10 items-start gap-2 py-2 text-sm">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId)}
          className="mt-0.5 size-4 shrink-0 accent-brand"
          {...props}
        />
        <span className="min-w-0">
          <span className="text-ink">{label}</span>
          {hint ? <span className="block text-xs text-muted">{hint}</span> : null}
        </span>
      </label>
      {error && errorId ? <FieldMessage id={errorId} message={error} /> : null}
    </div>
  );
}
