import { ChevronDown } from 'lucide-react';
import { Menu, MenuCheckboxItem, MenuContent, MenuTrigger } from '../../../components/ui/menu';
import { cn } from '../../../lib/cn';

/** The dense ticket menus' classes, for the menus not yet on the kit's `Menu`. */
export const menuItemClasses =
  'flex min-h-8 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-subtle data-[highlighted]:bg-surface-2';
export const menuContentClasses =
  'z-50 max-h-80 min-w-48 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-lg';

/** A ticket menu's list: scrolls past 20 rem, at least 12 rem wide. */
export const DENSE_MENU_CLASSES = 'max-h-80 min-w-48 overflow-y-auto';

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
    <Menu>
      <MenuTrigger
        className={cn(
          'inline-flex h-9 items-center gap-1 rounded-md border border-line-strong bg-white px-3 text-sm text-ink hover:bg-surface-2',
          value.length > 0 && 'border-brand text-brand',
        )}
      >
        {label}
        {value.length > 0 ? <span className="tabular-nums">({value.length})</span> : null}
        <ChevronDown aria-hidden="true" className="size-4" />
      </MenuTrigger>
      <MenuContent itemSize="sm" className={DENSE_MENU_CLASSES}>
        {options.map((option) => (
          <MenuCheckboxItem
            key={option}
            checked={value.includes(option)}
            onCheckedChange={(isChecked) => toggle(option, isChecked === true)}
          >
            {labels[option]}
          </MenuCheckboxItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
