import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * The search box of a filter bar: typed freely, applied on "Buscar" or Enter, and reset when
 * the URL's value changes (back, "Limpiar filtros"). Part of the list's filters, so the
 * caller's `onSearch` writes the URL.
 */
export function SearchForm({
  id,
  label,
  buttonLabel,
  placeholder,
  value,
  onSearch,
  compact = false,
}: {
  id: string;
  label: string;
  buttonLabel: string;
  placeholder: string;
  /** The applied search (from the URL). */
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
  /** 36 px tall instead of 40, for dense filter bars. */
  compact?: boolean;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setDraft(value ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim() || undefined);
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className={cn('absolute left-2 size-4 text-subtle', compact ? 'top-2.5' : 'top-3')}
          />
          <input
            id={id}
            type="search"
            value={draft}
            maxLength={200}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
            className={cn(
              'w-full rounded-md border border-line-strong bg-white px-2 pl-8 text-sm text-ink',
              compact ? 'h-9' : 'h-10',
            )}
          />
        </div>
      </div>
      <Button type="submit" variant="secondary">
        {buttonLabel}
      </Button>
    </form>
  );
}
