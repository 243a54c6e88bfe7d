import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField, controlClasses, splitFieldProps, type SizedFieldProps } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'size'>, SizedFieldProps {
  /** The options; `children` may add more (or replace them, for option groups). */
  options?: readonly SelectOption[];
  /** An empty first option ("Elige un departamento", "Sin líder"): a prompt, never a value. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  children?: ReactNode;
}

/**
 * A native select (the phone's own picker, typed selection, and what the browser tests drive),
 * labelled above, its hint and error wired to aria-describedby. 48 px by default.
 */
export function Select({
  options = [],
  placeholder,
  fieldSize = 'lg',
  ref,
  children,
  ...props
}: SelectProps) {
  const [frame, control] = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(aria) => (
        <select ref={ref} {...aria} className={controlClasses(fieldSize)} {...control}>
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
