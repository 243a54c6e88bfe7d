import { filterControlClasses, filterLabelClasses } from './ui/form-field';

export interface FilterOption<Value extends string = string> {
  value: Value;
  label: string;
}

/** Heights: 36 px in dense bars, 40 px beside a 40 px search box, 44 px on phones then 36. */
const SIZE_CLASSES = {
  sm: filterControlClasses,
  md: filterControlClasses.replace('h-9', 'h-10'),
  touch: filterControlClasses.replace('h-9', 'h-11 md:h-9'),
} as const;

/** Records (departments, technicians, companies) as options: the id is the value. */
export function namedOptions(items: ReadonlyArray<{ id: string; name: string }>): FilterOption[] {
  return items.map((item) => ({ value: item.id, label: item.name }));
}

/** The `<option>`s of a native select: the empty one first (when labelled), then each value. */
export function SelectOptions({
  emptyLabel,
  options,
}: {
  emptyLabel?: string;
  options: ReadonlyArray<FilterOption>;
}) {
  return (
    <>
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
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
  size = 'sm',
  className,
}: {
  id: string;
  label: string;
  value: Value | null | undefined;
  /** The empty option ("Todos", "Cualquiera"); without it a value is always chosen. */
  anyLabel?: string;
  options: ReadonlyArray<FilterOption<Value>>;
  onChange: (value: Value | undefined) => void;
  size?: keyof typeof SIZE_CLASSES;
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
        className={SIZE_CLASSES[size]}
      >
        <SelectOptions emptyLabel={anyLabel} options={options} />
      </select>
    </div>
  );
}
