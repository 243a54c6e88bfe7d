import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField, controlClasses, type FieldSize } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'size'> {
  id: string;
  label: ReactNode;
  /** The options; `children` may add more (or replace them, for option groups). */
  options?: readonly SelectOption[];
  /** An empty first option ("Elige un departamento", "Sin líder"): a prompt, never a value. */
  placeholder?: string;
  hint?: ReactNode;
  hintPlacement?: 'above' | 'below';
  error?: string;
  fieldSize?: FieldSize;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select (the phone's own picker, typed selection, and what the browser tests drive),
 * labelled above, its hint and error wired to aria-describedby. 48 px by default.
 */
export function Select({
  id,
  label,
  options = [],
  placeholder,
  hint,
  hintPlacement,
  error,
  fieldSize = 'lg',
  className,
  ref,
  children,
  ...props
}: SelectProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      hintPlacement={hintPlacement}
      error={error}
      className={className}
    >
      {(aria) => (
        <select ref={ref} {...aria} className={controlClasses(fieldSize)} {...props}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </FormField>
  );
}
