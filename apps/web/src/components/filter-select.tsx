import { filterControlClasses, filterLabelClasses } from './ui/form-field';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One select of a list's filter bar: a muted label above, "any" as the empty first option (when
 * given), and `undefined` for it, so the caller drops the parameter from the URL.
 */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
  isTall = false,
  className,
}: {
  id: string;
  label: string;
  value: Value | null | undefined;
  /** The empty option ("Todos", "Cualquiera"); without it a value is always chosen. */
  anyLabel?: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value | undefined) => void;
  /** 40 px instead of 36, beside a 40 px search box. */
  isTall?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClasses}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
        className={isTall ? filterControlClasses.replace('h-9', 'h-10') : filterControlClasses}
      >
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
