import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

export const menuItemClasses =
  'flex min-h-8 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-subtle data-[highlighted]:bg-surface-2';
export const menuContentClasses =
  'z-50 max-h-80 min-w-48 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-lg';

interface MultiSelectFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** Estado / Prioridad: a menu button with one checkbox item per value. */
export function MultiSelectFilter<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: MultiSelectFilterProps<T>) {
  const toggle = (option: T, isChecked: boolean) =>
    onChange(
      isChecked
        ? options.filter((item) => item === option || value.includes(item))
        : value.filter((item) => item !== option),
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-9 items-center gap-1 rounded-md border border-line-strong bg-white px-3 text-sm text-ink hover:bg-surface-2',
          value.length > 0 && 'border-brand text-brand',
        )}
      >
        {label}
        {value.length > 0 ? <span className="tabular-nums">({value.length})</span> : null}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
        {options.map((option) => (
          <DropdownMenu.CheckboxItem
            key={option}
            checked={value.includes(option)}
            onCheckedChange={(isChecked) => toggle(option, isChecked === true)}
            onSelect={(event) => event.preventDefault()}
            className={menuItemClasses}
          >
            <span className="flex size-4 items-center justify-center">
              <DropdownMenu.ItemIndicator>
                <Check aria-hidden="true" className="size-4" />
              </DropdownMenu.ItemIndicator>
            </span>
            {labels[option]}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
