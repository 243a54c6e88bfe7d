import type { Ref, SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessage } from '../../../components/ui/field-message';
import { inputBorder, inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  /** The empty first option ("Elige un departamento"): a prompt, never a value. */
  placeholder: string;
  options: readonly SelectOption[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** UX.md §3: a native select, 48 px, labelled above, its error wired to aria-describedby. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  error,
  className,
  ref,
  ...props
}: SelectFieldProps) {
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
        className={cn(inputClasses, inputBorder(Boolean(error)))}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && errorId ? <FieldMessage id={errorId} message={error} /> : null}
    </div>
  );
}
